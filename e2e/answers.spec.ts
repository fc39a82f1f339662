import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { focusRing } from "./support/answers";
import { expectNoAxeViolations } from "./support/axe";
import { localeText } from "./support/site";
import { overflows, tabLandsOn } from "./support/scroll-box";
import { languageCodes } from "../src/shared/languages";
import incotermsFile from "../content/incoterms.json";
import { localizedPath, pagePaths, servicePath } from "../src/shared/routes";

// The answers beyond what every page shows (each service page's questions and the Incoterms
// guide's table are checked on every page in every-page.spec.ts): the guide's table on a narrow
// screen, and the way from a service page's questions to the guide.

test("the Incoterms table is readable at 320 px: the page does not scroll sideways, the labelled table region does and takes keyboard focus", async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto(localizedPath(pagePaths.incoterms, "ja"));
  // eslint-disable-next-line playwright/no-networkidle -- the width is read once the page has loaded all it loads by itself
  await page.waitForLoadState("networkidle");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  const region = page.getByRole("region", { name: localeText("ja", "incotermsGuide", "caption") });
  await expect(region).toBeVisible();
  // The table is named by the caption too, and the caption wraps within the screen, not past its edge.
  await expect(page.getByRole("table", { name: localeText("ja", "incotermsGuide", "caption") })).toBeVisible();
  const caption = page.locator("#incoterms-caption");
  expect(await caption.evaluate((el) => el.getBoundingClientRect().right)).toBeLessThanOrEqual(320);
  expect(await region.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  await region.focus();
  expect(await focusRing(page)).toBe(true);
  await page.keyboard.press("ArrowRight");
  await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  // The term stays in view while the other columns scroll under it.
  const fob = page.locator('tr[data-incoterm="FOB"] th');
  const box = await fob.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  await expectNoAxeViolations(page, "incoterms ja at 320 px");
});

for (const language of languageCodes)
  test(`${language}: the Incoterms table's box is a Tab stop while the table is wider than the screen, and none where it fits`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.goto(localizedPath(pagePaths.incoterms, language));
    const box = page.getByRole("region", { name: localeText(language, "incotermsGuide", "caption") });
    expect(await overflows(box)).toBe(false);
    await expect(box).not.toHaveAttribute("tabindex");
    expect(await tabLandsOn(box)).toBe(false);
    // A tablet turned, or a window narrowed: now the table scrolls, and keys must reach it.
    await page.setViewportSize({ width: 375, height: 667 });
    expect(await overflows(box)).toBe(true);
    await expect(box).toHaveAttribute("tabindex", "0");
    expect(await tabLandsOn(box)).toBe(true);
  });

for (const language of languageCodes)
  test(`${language}: on a 375 x 667 phone, the Incoterms table reached by Tab shows its header row, which stays in view over the rows as keys scroll down them`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 667 });
    await page.goto(localizedPath(pagePaths.incoterms, language));
    const box = page.getByRole("region", { name: localeText(language, "incotermsGuide", "caption") });
    expect(await tabLandsOn(box)).toBe(true);
    // Each heading of a column shown below the fixed bar, and drawn over what scrolls under it.
    const headingsShown = () =>
      box.locator("thead th").evaluateAll((cells) => {
        const bar = document.querySelector("header")!.getBoundingClientRect().bottom;
        return cells.every((th) => {
          const r = th.getBoundingClientRect();
          if (r.left >= innerWidth || r.right <= 0) return true;
          const x = (Math.max(r.left, 0) + Math.min(r.right, innerWidth)) / 2;
          return (
            r.top >= bar - 1 && r.bottom <= innerHeight + 1 && th.contains(document.elementFromPoint(x, r.top + 2))
          );
        });
      });
    expect(await headingsShown()).toBe(true);
    const last = box.locator("tbody tr").last();
    const lastShown = () =>
      last.evaluate((row) => {
        const r = row.getBoundingClientRect();
        return r.bottom <= Math.min(innerHeight, row.closest("[role=region]")!.getBoundingClientRect().bottom) + 1;
      });
    for (let i = 0; i < 20 && !(await lastShown()); i++) await page.keyboard.press("PageDown");
    expect(await lastShown()).toBe(true);
    expect(await headingsShown()).toBe(true);
    await page.keyboard.press("ArrowRight");
    expect(await headingsShown()).toBe(true);
  });

for (const language of languageCodes)
  test(`${language}: on a phone, the Incoterms table's header row keeps its bottom line while it stays at the top of its box over the scrolled rows`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 667 });
    await page.goto(localizedPath(pagePaths.incoterms, language));
    const box = page.getByRole("region", { name: localeText(language, "incotermsGuide", "caption") });
    await box.evaluate((el) => el.scrollIntoView({ block: "end" }));
    await box.evaluate((el) => (el.scrollTop = 300));
    const headings = box.locator("thead th");
    // A line left where it was first drawn shows, at the header's bottom edge, the rows scrolled under it.
    const { line, below } = await headings.first().evaluate((th) => {
      const r = th.getBoundingClientRect();
      return { line: getComputedStyle(th).borderBottomColor.match(/\d+/g)!.map(Number), below: r.bottom };
    });
    // The row has stuck: it is at the top of the box, with rows scrolled under it.
    expect(
      await headings
        .first()
        .evaluate((th) => th.getBoundingClientRect().top - th.closest("[role=region]")!.getBoundingClientRect().top),
    ).toBeLessThan(2);
    const y = Math.floor(below) - 1;
    const shot = await page.screenshot({ clip: { x: 0, y, width: 375, height: 1 } });
    const { data, info } = await sharp(shot).raw().toBuffer({ resolveWithObject: true });
    for (const x of await headings.evaluateAll((cells) =>
      cells
        .map((th) => th.getBoundingClientRect())
        .flatMap((r) =>
          r.right > 0 && r.left < innerWidth
            ? [Math.round((Math.max(r.left, 0) + Math.min(r.right, innerWidth)) / 2)]
            : [],
        ),
    )) {
      const drawn = [...data.subarray(x * info.channels, x * info.channels + 3)];
      expect(
        drawn.every((c, i) => Math.abs(c - line[i]) <= 8),
        `at x ${x}, y ${y}: ${drawn} where the line is ${line}`,
      ).toBe(true);
    }
  });

test("the Incoterms list gives screen readers each rule as its code and its name, without the dot drawn between them", async ({
  page,
}) => {
  for (const language of languageCodes) {
    await page.goto(localizedPath(pagePaths.incoterms, language));
    const terms = page.getByRole("main").locator("dl dt");
    await expect(terms).toHaveCount(incotermsFile.terms.length);
    for (const [i, { code }] of incotermsFile.terms.entries()) {
      const name = localeText(language, "incoterms", `terms.${code}.name`);
      // As drawn, and as the accessibility tree reads it (a word space kept, the dot left out).
      await expect(terms.nth(i)).toHaveText(`${code} · ${name}`);
      expect(await terms.nth(i).ariaSnapshot(), `${code} (${language})`).toBe(`- term: ${code} ${name}`);
    }
  }
});

test("the customs clearance page links to the Incoterms guide in its language", async ({ page }) => {
  await page.goto(localizedPath(servicePath("bea-cukai"), "en"));
  await page
    .locator("#faq")
    .getByRole("link", { name: localeText("en", "services", "detail.incotermsLink") })
    .click();
  await expect(page).toHaveURL(/\/en\/incoterms\/$/);
  await expect(page.locator("h1")).toHaveText(localeText("en", "incotermsGuide", "hero.title"));
});
