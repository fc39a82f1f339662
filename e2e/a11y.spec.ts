import { expect, test, type Locator, type Page } from "@playwright/test";
import { smoothScrolling } from "./support/chromium";
import { contrastRatio } from "./support/contrast";
import { expectFieldProblem, hydrated, openDialogHere, visitor, type Visitor } from "./support/forms";
import { serviceFrontmatter } from "./support/site";
import { serviceSlugs } from "../src/shared/services";
import { formPagePaths, localizedPath, pagePaths, servicePath } from "../src/shared/routes";
import type { LanguageCode } from "../src/shared/languages";

// The keyboard's way through the home page. (axe on every page as loaded and with its menus
// and dialog open, and the 320 px sideways-scroll check: every-page.spec.ts.)

// The page glides to each control Tab reaches, as for visitors.
test.use({ launchOptions: smoothScrolling });

test.describe("keyboard", () => {
  test("Tab reaches every control of the home page, each with a visible focus ring", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/en/");
    await page.waitForFunction(() =>
      Object.keys(document.querySelector("header")!).some((k) => k.startsWith("__react")),
    );
    // What should be reachable: every visible link, button and field outside closed menus.
    const expected = await page.evaluate(
      () =>
        [...document.querySelectorAll<HTMLElement>("a[href], button, input, select, textarea")].filter(
          (el) =>
            el.tabIndex >= 0 &&
            !el.closest("[hidden], [aria-hidden=true], [inert]") &&
            el.getClientRects().length > 0 &&
            !el.hasAttribute("disabled"),
        ).length,
    );
    expect(expected).toBeGreaterThan(30);
    const seen = new Set<string>();
    const problems: string[] = [];
    for (let i = 0; i < 200; i++) {
      await page.keyboard.press("Tab");
      const focus = await page.evaluate(async () => {
        const el = document.activeElement as HTMLElement | null;
        if (!el || el === document.body) return null;
        const s = getComputedStyle(el);
        // The page scrolls smoothly to the focused element: let the scroll finish, as a person would
        // before pressing Tab again (a fraction of a second; on a machine busy with other work the
        // animation's frames come late, so up to 10 s).
        const header = document.querySelector("header")!;
        const visible = () => {
          const r = el.getBoundingClientRect();
          const top =
            el.closest("header, [role=dialog]") || s.position === "fixed" ? 0 : header.getBoundingClientRect().bottom;
          return r.width > 0 && r.height > 0 && r.top >= top - 1 && r.bottom <= window.innerHeight + 1;
        };
        for (
          let start = performance.now(), still = 0;
          (!visible() || still < 3) && performance.now() - start < 10_000;
        ) {
          const y = scrollY;
          await new Promise(requestAnimationFrame);
          still = scrollY === y ? still + 1 : 0;
        }
        const box = el.getBoundingClientRect();
        const path: string[] = [];
        for (let n: Element | null = el; n && n !== document.body; n = n.parentElement) {
          path.unshift(`${n.tagName}:${[...(n.parentElement?.children ?? [])].indexOf(n)}`);
        }
        return {
          id: path.join("/"),
          label: `${el.tagName.toLowerCase()} "${(el.getAttribute("aria-label") || el.getAttribute("name") || el.innerText || el.getAttribute("href") || "").trim().slice(0, 40)}"`,
          // An outline of 2 px or more, or a ring drawn as a box shadow (form fields).
          ring:
            (s.outlineStyle !== "none" && parseFloat(s.outlineWidth) >= 2) || /\d+px \d+px 0px [1-9]/.test(s.boxShadow),
          // In the viewport and not hidden under the fixed header.
          inView: visible(),
          where: `${Math.round(box.top)}..${Math.round(box.bottom)} (page scrolled to ${Math.round(scrollY)} of ${document.documentElement.scrollHeight - innerHeight})`,
        };
      });
      if (!focus) continue;
      if (seen.has(focus.id)) break; // wrapped round to the start
      seen.add(focus.id);
      if (!focus.ring) problems.push(`${focus.label}: no visible focus ring`);
      if (!focus.inView)
        problems.push(`${focus.label}: focused at ${focus.where}, outside the viewport or under the header`);
    }
    expect(problems).toEqual([]);
    // Each control was reached once (the hidden dropdown's links open and count too).
    expect(seen.size).toBeGreaterThanOrEqual(expected);
  });

  // Waits for the scripts: before them the form posts to the function, whose page of reasons is
  // styled apart (src/forms/function/answers.tsx).
  test("a refused field shows where focus is: focused, its ring is not the ring of the refused fields beside it", async ({
    page,
  }) => {
    await page.goto("/en/kontak/");
    await hydrated(page);
    const form = page.locator('form[data-form="contact"]');
    await form.locator('button[type="submit"]').click();
    // The four required text fields (the robot checkbox has an outline of its own).
    const refused = form.locator(".form-input[aria-invalid=true]");
    await expect(refused).toHaveCount(4);
    await expect(refused.first()).toBeFocused();
    const ring = (field: typeof refused) =>
      field.evaluate((el) => {
        const s = getComputedStyle(el);
        return `${s.boxShadow} / ${s.outlineStyle} ${s.outlineWidth}`;
      });
    for (let i = 0; i < 4; i++) {
      const field = refused.nth(i);
      await field.focus();
      const focused = await ring(field);
      await field.blur();
      const unfocused = await ring(field);
      expect(focused, (await field.getAttribute("name")) ?? "").not.toBe(unfocused);
      // A ring of 2 px or more.
      expect(focused).toMatch(/0px 0px 0px [2-9]px/);
    }
  });
});

/**
 * Puts the focus on what comes before a form's field `index` (of its fields Tab reaches): on the
 * field, then back with Shift+Tab, which lands on the last part of a date (Tab goes through its
 * day, month and year first). Returns the field's name, or undefined past the last.
 */
async function focusBefore(form: Locator, index: number) {
  const field = await form.evaluate((f, index) => {
    const fields = [...f.querySelectorAll<HTMLElement>("input, select, textarea")].filter(
      (el) => el.tabIndex >= 0 && !el.hasAttribute("disabled") && el.getClientRects().length > 0,
    );
    fields[index]?.focus({ preventScroll: true });
    return fields[index] && (fields[index].getAttribute("name") ?? fields[index].id);
  }, index);
  if (field !== undefined) await form.page().keyboard.press("Shift+Tab");
  return field;
}

/**
 * Scrolls the named field's top to 20 px above the foot of what shows (the screen, or the quote
 * dialog above its buttons), as a visitor moving down the form meets it: partly on screen, its
 * first line cut.
 */
function placeBelowTheFoot(form: Locator, name: string) {
  return form.evaluate((f, name) => {
    const field = f.querySelector<HTMLElement>(`[name="${name}"], [id="${name}"]`)!;
    const dialog = f.closest("dialog");
    const foot = dialog
      ? dialog.querySelector('[data-dialog-bar="buttons"]')!.getBoundingClientRect().top
      : window.innerHeight;
    const top = field.getBoundingClientRect().top - (foot - 20);
    (dialog ?? document.scrollingElement!).scrollBy({ top, behavior: "instant" });
  }, name);
}

/**
 * Once the page (or dialog) has stopped gliding: the focused field's name, and how far its focus
 * ring (5 px round it at most) is from the edges of what shows, under the fixed header or the
 * dialog's title bar and above the screen's foot or the dialog's buttons. Negative: cut off or covered.
 */
async function focusedFieldRoom(page: Page) {
  const measure = () =>
    page.evaluate(() => {
      const field = document.activeElement as HTMLElement;
      const dialog = field.closest("dialog");
      const box = field.getBoundingClientRect();
      const header = document.querySelector("header");
      const [top, foot] = dialog
        ? [
            dialog.querySelector("[data-dialog-bar]:not([data-dialog-bar=buttons])")!.getBoundingClientRect().bottom,
            dialog.querySelector('[data-dialog-bar="buttons"]')!.getBoundingClientRect().top,
          ]
        : [
            header && getComputedStyle(header).position === "fixed" ? header.getBoundingClientRect().bottom : 0,
            innerHeight,
          ];
      const ring = 5;
      return {
        name: field.getAttribute("name") ?? field.id,
        above: Math.floor(box.top - ring - top),
        below: Math.floor(foot - (box.bottom + ring)),
        scrolled: (dialog ?? document.scrollingElement!).scrollTop,
      };
    });
  // A glide may start late on a busy machine: until the field is in view (a second at most, as a
  // person would wait), and the scrolling has stopped. Looked at from here, not frame by frame in
  // the page: a page without scripts runs no callbacks of the test's either.
  let last = await measure();
  for (let still = 0, start = Date.now(); still < 3 && Date.now() - start < 10_000;) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    const now = await measure();
    const fits = now.above >= 0 && now.below >= 0;
    still = now.scrolled === last.scrolled && (fits || Date.now() - start > 1000) ? still + 1 : 0;
    last = now;
  }
  const { name, above, below } = last;
  return { name, above, below };
}

/**
 * Tabs to each of the form's fields from what comes before it, the field placed just below the
 * foot of what shows: how many fields were reached, and those that came into view cut off.
 */
async function fieldsCutReachedByTab(form: Locator) {
  const page = form.page();
  const cut: string[] = [];
  let i = 0;
  for (let field = await focusBefore(form, i), tries = 1; field !== undefined;) {
    await placeBelowTheFoot(form, field);
    await page.keyboard.press("Tab");
    const room = await focusedFieldRoom(page);
    // The scripts may take over the shipment details' plain fields meanwhile: that field again.
    if (room.name !== field && tries < 3) {
      field = await focusBefore(form, i);
      tries++;
      continue;
    }
    expect(room.name).toBe(field);
    if (room.above < 0 || room.below < 0) cut.push(`${field}: ${room.above} px above, ${room.below} px below`);
    field = await focusBefore(form, ++i);
    tries = 1;
  }
  return { reached: i, cut };
}

const screensReachedByTab: { width: number; height: number; lang: LanguageCode }[] = [
  { width: 390, height: 844, lang: "ja" },
  { width: 1280, height: 720, lang: "en" },
];
const pageFormsReachedByTab = [
  { name: "the contact page's form, its message box too", path: pagePaths.contact, form: 'form[data-form="contact"]' },
  { name: "the quote page's form", path: formPagePaths.quote, form: 'form[data-form="service-quote"]' },
  { name: "a service page's quote form", path: servicePath("ekspedisi-laut"), form: "#quote form" },
];
for (const { width, height, lang } of screensReachedByTab) {
  for (const { name, path, form } of pageFormsReachedByTab)
    test(`(${lang}, ${width} px) ${name}: a field Tab reaches from below the foot of the screen comes wholly into view with its focus ring, not just to the edge, and not under the header`, async ({
      page,
    }) => {
      // Twenty fields, each placed and reached, in a page that glides as a visitor's does.
      test.setTimeout(60_000);
      await page.setViewportSize({ width, height });
      await page.goto(localizedPath(path, lang));
      const { reached, cut } = await fieldsCutReachedByTab(page.locator(form));
      expect(reached).toBeGreaterThanOrEqual(6);
      expect(cut).toEqual([]);
    });

  test(`(${lang}, ${width} px) the quote dialog, its shipment details opened: a field Tab reaches from below the dialog's buttons comes wholly into view with its focus ring, not just to their edge`, async ({
    page,
  }) => {
    // Twenty fields, each placed and reached, in a dialog that glides as a visitor's does.
    test.setTimeout(60_000);
    await page.setViewportSize({ width, height });
    await page.goto(localizedPath(pagePaths.about, lang));
    // The dialog is the scripts' own: Get Quote opens it once they have taken over the page.
    await hydrated(page);
    const dialog = await openDialogHere(page);
    await dialog.locator("summary").click();
    const { reached, cut } = await fieldsCutReachedByTab(dialog.locator("form"));
    expect(reached).toBeGreaterThanOrEqual(6);
    expect(cut).toEqual([]);
  });
}

// Without scripts the page's forms post to the function, whose page of reasons shows the form again.
test.describe("without scripts", () => {
  test.use({ javaScriptEnabled: false });
  for (const { width, height, lang } of screensReachedByTab) {
    test(`(${lang}, ${width} px) the contact page's form: a field Tab reaches from below the foot of the screen comes wholly into view with its focus ring, the message box too`, async ({
      page,
    }) => {
      test.setTimeout(60_000);
      await page.setViewportSize({ width, height });
      await page.goto(localizedPath(pagePaths.contact, lang));
      const { reached, cut } = await fieldsCutReachedByTab(page.locator('form[data-form="contact"]'));
      expect(reached).toBeGreaterThanOrEqual(6);
      expect(cut).toEqual([]);
    });

    test(`(${lang}, ${width} px) the function's page of reasons for a quote: a field Tab reaches from below the foot of the screen comes wholly into view with its focus ring, the message box too`, async ({
      page,
    }) => {
      test.setTimeout(60_000);
      await page.setViewportSize({ width, height });
      await page.goto(localizedPath(formPagePaths.quote, lang));
      const posted = page.locator('form[data-form="service-quote"]');
      const v: Visitor = { ...visitor("noscript-tab-into-view", lang), phone: "12" };
      for (const name of ["fullName", "company", "email", "phone", "message"] as const)
        await posted.locator(`[name="${name}"]`).fill(v[name]);
      await posted.locator('button[type="submit"]').click();
      const again = page.locator("form");
      await expectFieldProblem(again, lang, { field: "phone", reason: "phoneDigits", limit: 6 });
      const { reached, cut } = await fieldsCutReachedByTab(again);
      expect(reached).toBeGreaterThanOrEqual(12);
      expect(cut).toEqual([]);
    });
  }
});

// Waits for the scripts: before them the form posts to the function, whose page of reasons
// (without-scripts.spec.ts) is styled apart.
test("forced colours (Windows high contrast): a refused field, its red gone, has a wider border than the others", async ({
  page,
}) => {
  await page.emulateMedia({ forcedColors: "active" });
  await page.goto("/en/kontak/");
  await hydrated(page);
  const form = page.locator('form[data-form="contact"]');
  await form.locator('[name="fullName"]').fill("Budi Santoso");
  await form.locator('button[type="submit"]').click();
  await expect(form.locator('[name="email"]')).toHaveAttribute("aria-invalid", "true");
  const borderWidth = (name: string) =>
    form.locator(`[name="${name}"]`).evaluate((field) => parseFloat(getComputedStyle(field).borderTopWidth));
  expect(await borderWidth("email")).toBeGreaterThan(await borderWidth("fullName"));
});

test("forced colours (Windows high contrast): the heroes' and the closing call's link-buttons and the price cards keep a border", async ({
  page,
}) => {
  await page.emulateMedia({ forcedColors: "active" });
  // Backgrounds and rings are dropped there: without a border these read as plain text.
  const bordered = async (part: string) => {
    const element = page.locator(part).first();
    expect(await element.evaluate((e) => getComputedStyle(e).borderTopStyle), part).toBe("solid");
    expect(await element.evaluate((e) => getComputedStyle(e).borderTopWidth), part).not.toBe("0px");
  };
  await page.goto("/en/");
  for (const part of ["#free-consultation", '#page-title ~ div a[href="#services"]']) await bordered(part);
  await page.goto("/en/services/ekspedisi-laut/");
  for (const part of [
    '[data-action="get-quote"]',
    '[data-action="learn-more"]',
    '[data-action="tool"]',
    "[data-package]",
    "[data-quote-package]",
    '[aria-labelledby="cta-title"] a >> nth=0',
    '[aria-labelledby="cta-title"] a >> nth=1',
    '[aria-labelledby="cta-title"] a >> nth=2',
  ])
    await bordered(part);
});

test("forced colours (Windows high contrast): the office map's Show the map button keeps a border", async ({
  page,
}) => {
  await page.emulateMedia({ forcedColors: "active" });
  await page.goto("/en/kontak/");
  // Its dark background is dropped there: without a border it reads as a heading over the note below it.
  const show = page.locator("[data-office-map] button");
  await expect(show).toBeVisible();
  for (const side of ["top", "right", "bottom", "left"]) {
    await expect(show).toHaveCSS(`border-${side}-style`, "solid");
    expect(
      parseFloat(await show.evaluate((e, s) => getComputedStyle(e).getPropertyValue(`border-${s}-width`), side)),
    ).toBeGreaterThanOrEqual(1);
  }
});

// WCAG 1.4.11: a field's edge is what shows where to type, on white and on the pale bands the forms sit on.
test("every form field's border keeps 3:1 against the field and against what is behind it", async ({ page }) => {
  const weak: string[] = [];
  for (const path of ["/en/", "/en/kontak/", "/en/services/ekspedisi-laut/"]) {
    await page.goto(path);
    const fields = await page.evaluate(() => {
      // Computed colours may come as oklch(): a canvas turns any of them into sRGB.
      const context = document.createElement("canvas").getContext("2d", { willReadFrequently: true })!;
      const rgb = (colour: string) => {
        context.clearRect(0, 0, 1, 1);
        context.fillStyle = colour;
        context.fillRect(0, 0, 1, 1);
        return [...context.getImageData(0, 0, 1, 1).data];
      };
      const behind = (element: Element) => {
        let surface = element.parentElement;
        while (surface && rgb(getComputedStyle(surface).backgroundColor)[3] < 255) surface = surface.parentElement;
        return rgb(surface ? getComputedStyle(surface).backgroundColor : "white");
      };
      return [...document.querySelectorAll(".form-input")].map((field) => {
        const style = getComputedStyle(field);
        return {
          name: field.getAttribute("name"),
          edge: rgb(style.borderTopColor),
          surfaces: [rgb(style.backgroundColor), behind(field)],
        };
      });
    });
    expect(fields.length, path).toBeGreaterThan(0);
    for (const { name, edge, surfaces } of fields) {
      const least = Math.min(...surfaces.map((surface) => contrastRatio(edge.slice(0, 3), surface.slice(0, 3))));
      if (least < 3) weak.push(`${path} ${name}: ${least.toFixed(2)}:1`);
    }
  }
  expect(weak).toEqual([]);
});

test("forced colours (Windows high contrast): the article list's current filter is told apart from the others", async ({
  page,
}) => {
  await page.emulateMedia({ forcedColors: "active" });
  await page.goto("/en/artikel/");
  const chips = page.locator("main nav a");
  const current = chips.and(page.locator('[aria-current="page"]'));
  await expect(current).toHaveCount(1);
  const other = chips.and(page.locator(":not([aria-current])")).first();
  const look = (chip: typeof current) =>
    chip.evaluate((e) => {
      const s = getComputedStyle(e);
      return `${s.borderTopWidth} ${s.textDecorationLine}`;
    });
  expect(await look(current)).not.toBe(await look(other));
});

test("a service card's link is named by the service first, not by its picture, and its arrow is not read", async ({
  page,
}) => {
  await page.goto(localizedPath(pagePaths.services, "en"));
  const cards = page.locator("main li a");
  await expect(cards).toHaveCount(serviceSlugs.length);
  for (const [i, slug] of serviceSlugs.entries()) {
    const { navTitle } = serviceFrontmatter(slug, "en") as { navTitle: string };
    await expect(cards.nth(i)).toHaveAccessibleName(new RegExp(`^${navTitle.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} `));
    await expect(cards.nth(i)).not.toHaveAccessibleName(/→/);
  }
});
