import { expect, test, type Locator, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { animationsDone, nextFrames } from "./support/settle";
import {
  fill,
  formText,
  openContactForm,
  openDialogHere,
  openQuoteDialog,
  toast,
  visit,
  visitor,
  waitLikeAPerson,
  formTakenOver,
  resultText,
  sendTimeout,
  expectFallbackLinks,
  announced,
  expectConfirmation,
} from "./support/forms";
import { languageCodes, type LanguageCode } from "../src/shared/languages";
import { localizedPath, pagePaths, servicePath } from "../src/shared/routes";
import { contrastRatio } from "./support/contrast";
import { sentences } from "./support/joins";
import { functionCannotKeep } from "./support/leads";

// The forms' notices drawn by sonner (src/forms/browser/notices*.tsx): loaded with
// the first notice, stacked at the bottom right as a deck that spreads out on hover and focus,
// dismissible by button and swipe, an error in a destructive style with enough contrast, a
// success in its own; screen readers hear an error assertively, and a success once: from the
// confirmation's heading, which takes focus, or politely where no confirmation shows it.

/** A small phone, a common phone and a short laptop screen. */
const screens = [
  { width: 320, height: 800 },
  { width: 390, height: 844 },
  { width: 1280, height: 720 },
] as const;
const noticesChunk = /\/notices-[0-9a-f]+\.js$/;

/** The contact form's empty send: the "fill in the required fields" error notice. */
async function missingFieldsNotice(page: Page, lang: LanguageCode, form: Locator) {
  await formTakenOver(form);
  await form.getByRole("button", { name: formText(lang, "contact.submit") }).click();
  const notice = toast(page, resultText(lang, "notices.missingFields"));
  await expect(notice).toBeVisible();
  return notice;
}

/**
 * A message received, with the confirmation in its form's place: told once, by the confirmation's
 * heading, which takes focus and is read; its notice, on screen as the specification shows it, is
 * not read out as well. Called once the notice is drawn and the heading focused.
 */
async function expectToldOnce(page: Page, lang: LanguageCode, formType: "contact" | "quote") {
  const news = [
    resultText(lang, "notices.successTitle").replace(/[!！]$/, ""),
    resultText(lang, `notices.${formType}Success`),
    resultText(lang, "received.title"),
  ];
  // The notices' frame writes what it speaks a few renders after the notice is drawn, and keeps it
  // while the notice shows: listened to for a second, as a screen reader would hear it.
  const heard = new Set<string>();
  const until = Date.now() + 1000;
  do {
    await nextFrames(page);
    const { live, focused } = await announced(page);
    for (const [where, text] of [...live.map((t) => ["live region", t]), ["focus", focused ?? ""]])
      if (news.some((words) => text.includes(words))) heard.add(`${where}: ${text}`);
  } while (Date.now() < until);
  expect([...heard]).toEqual([`focus: ${resultText(lang, "received.title")}`]);
}

/**
 * The middle of a notice once it has slid in (measured during its entry, it would be below the
 * notice). A slide the next one replaced (a second notice moving the first) ends as cancelled.
 */
async function middleOf(notice: Locator) {
  await notice.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished.catch(() => undefined))));
  const box = (await notice.boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** How much two boxes overlap vertically, as a share of the smaller one. */
async function overlap(a: Locator, b: Locator) {
  const [x, y] = [(await a.boundingBox())!, (await b.boundingBox())!];
  const shared = Math.min(x.y + x.height, y.y + y.height) - Math.max(x.y, y.y);
  return Math.max(0, shared) / Math.min(x.height, y.height);
}

/** WCAG contrast ratio of an element's text colour on its background colour. */
async function contrast(el: Locator) {
  const colours = await el.evaluate((node) => {
    const rgb = (css: string) => {
      const ctx = document.createElement("canvas").getContext("2d")!;
      ctx.fillStyle = css;
      ctx.fillRect(0, 0, 1, 1);
      return [...ctx.getImageData(0, 0, 1, 1).data].slice(0, 3);
    };
    const style = getComputedStyle(node);
    return { fg: rgb(style.color), bg: rgb(style.backgroundColor) };
  });
  return { ...colours, ratio: contrastRatio(colours.fg, colours.bg) };
}

test("sonner is not in a page's first-load JavaScript: it loads with the first notice (or a form's first focus)", async ({
  page,
}) => {
  const requested: string[] = [];
  page.on("request", (r) => requested.push(new URL(r.url()).pathname));
  for (const path of ["/", "/en/kontak/", "/zh/services/ekspedisi-laut/", "/ja/no-such-page/"]) {
    await visit(page, path);
    // The page has loaded all it loads by itself.
    // eslint-disable-next-line playwright/no-networkidle -- a check that nothing shows by itself: the page has loaded all it loads
    await page.waitForLoadState("networkidle");
    expect(
      requested.filter((p) => noticesChunk.test(p)),
      path,
    ).toEqual([]);
    await expect(page.locator("[data-sonner-toaster]")).toHaveCount(0);
  }
  const f = await openContactForm(page, "en");
  await missingFieldsNotice(page, "en", f);
  expect(requested.filter((p) => noticesChunk.test(p))).toHaveLength(1);
});

/**
 * Whether any notice covers the focused field or the reason shown under it, and whether that
 * field is on screen below the header.
 */
function focusedFieldState(page: Page) {
  return page.evaluate(() => {
    const field = document.activeElement as HTMLElement;
    const f = field.getBoundingClientRect();
    const reason = (field.getAttribute("aria-describedby") ?? "")
      .split(" ")
      .map((id) => document.getElementById(id))
      .find((element) => element?.hasAttribute("data-field-error"));
    const headerBottom = document.querySelector("header")?.getBoundingClientRect().bottom ?? 0;
    const coveredByNotice = (box: DOMRect) =>
      [...document.querySelectorAll("[data-sonner-toast]")].some((notice) => {
        const n = notice.getBoundingClientRect();
        return n.height > 0 && n.left < box.right && n.right > box.left && n.top < box.bottom && n.bottom > box.top;
      });
    return {
      name: field.getAttribute("name"),
      covered: coveredByNotice(f),
      reasonShown: !!reason,
      reasonCovered: !!reason && coveredByNotice(reason.getBoundingClientRect()),
      onScreen: f.top >= headerBottom && f.bottom <= window.innerHeight,
    };
  });
}

for (const { width, height } of screens) {
  for (const lang of languageCodes) {
    test(`${width} px, ${lang}: the error notice in the destructive style, announced assertively, axe clean, closed by its button; a notice never covers the field to fix; a success and an error stack as a deck, spread out on hover and on focus`, async ({
      page,
    }) => {
      // Five Sends of the contact form, one delivered, on one page load: the default thrice on two busy cores.
      test.setTimeout(90_000);
      // The notices' own time runs on Playwright's clock: it flows as for a visitor, and the test
      // moves it on where a visitor would wait for a notice to close by itself.
      await page.clock.install();
      await page.setViewportSize({ width, height });
      await page.emulateMedia({ reducedMotion: "reduce" });
      const f = await openContactForm(page, lang);
      const submit = f.getByRole("button", { name: formText(lang, "contact.submit") });

      await test.step("the error notice: style, place, words, axe, its close button", async () => {
        const notice = await missingFieldsNotice(page, lang, f);
        await expect(notice).toHaveAttribute("data-type", "error");
        await expect(notice).toContainText(formText(lang, "notices.errorTitle"));
        // Bottom right, inside the screen.
        const box = (await notice.boundingBox())!;
        expect(box.x + box.width).toBeLessThanOrEqual(width);
        expect(box.x + box.width).toBeGreaterThan(width - 40);
        expect(box.y + box.height).toBeGreaterThan(height - 60);
        // Destructive: white on red, well above 4.5:1.
        const colours = await contrast(notice);
        expect(colours.bg[0]).toBeGreaterThan(150);
        expect(colours.bg[1]).toBeLessThan(60);
        expect(colours.ratio).toBeGreaterThanOrEqual(4.5);

        // Screen readers: assertively, once (sonner's own live region is silenced), title and
        // description as two sentences of the page's language.
        const region = page.locator('[data-notices="page"]');
        await expect(region.locator('[data-spoken="assertive"]')).toHaveAttribute("role", "alert");
        await expect(region.locator('[data-spoken="assertive"]')).toHaveText(
          sentences(lang, formText(lang, "notices.errorTitle"), resultText(lang, "notices.missingFields")),
        );
        await expect(region.locator('[data-spoken="polite"]')).toHaveText("");
        await expect(region.locator("section[aria-live]")).toHaveAttribute("aria-live", "off");

        await notice.hover();
        await expectNoAxeViolations(page, `error notice at ${width} px (${lang})`);

        const close = notice.getByRole("button", { name: formText(lang, "notices.close") });
        // A finger's target, at least 24 px square (WCAG 2.5.8); its transform leaves a fraction off.
        const closeBox = (await close.boundingBox())!;
        expect(Math.round(Math.min(closeBox.width, closeBox.height))).toBeGreaterThanOrEqual(24);
        await close.click();
        await expect(notice).toHaveCount(0);
        await expect(region.locator('[data-spoken="assertive"]')).toHaveText("");
      });

      // From here on the notices move as most visitors see them.
      await page.emulateMedia({ reducedMotion: "no-preference" });
      await page.mouse.move(0, 0);
      const v = visitor("notices", lang);

      await test.step("a notice never covers the field to fix; a second Send leaves only its own notice", async () => {
        // Everything but the message: the message box, just above Send, is the field to fix.
        await fill(f, { ...v, message: "" });
        await f.locator('[name="consent"]').check();
        await submit.click();
        const missing = toast(page, resultText(lang, "notices.missingFields"));
        await expect(missing).toBeVisible();
        await middleOf(missing);
        await expect
          .poll(() => focusedFieldState(page))
          .toEqual({ name: "message", covered: false, reasonShown: true, reasonCovered: false, onScreen: true });

        // Second Send: the message given, the email malformed. Only this Send's notice is left.
        await f.locator('[name="message"]').fill(v.message);
        await f.locator('[name="email"]').fill("budi@");
        await submit.click();
        const invalid = toast(page, resultText(lang, "notices.invalidFields"));
        await expect(invalid).toBeVisible();
        await expect(missing).toHaveCount(0);
        await expect(page.locator("[data-sonner-toast]")).toHaveCount(1);
        await middleOf(invalid);
        await expect
          .poll(() => focusedFieldState(page))
          .toEqual({ name: "email", covered: false, reasonShown: true, reasonCovered: false, onScreen: true });
        // Every notice title is in the page's language.
        await expect(invalid).toContainText(formText(lang, "notices.errorTitle"));
      });

      await test.step("two notices in a row stack as a deck, spread out on hover and on focus; success in its own style, told by the confirmation alone", async () => {
        // Left alone, the last step's notice closes after its 4 s: the deck starts with none on screen,
        // and stacked, though the first step's notice took the focus with it when its button closed it.
        await page.mouse.move(0, 0);
        await page.clock.fastForward(4000);
        await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
        await fill(f, visitor("stack", lang));
        await f.locator('[name="consent"]').check();
        await waitLikeAPerson(page);
        await submit.click();
        const success = toast(page, resultText(lang, "notices.contactSuccess"));
        await expect(success).toBeVisible({ timeout: sendTimeout });
        await expect(success).toHaveAttribute("data-type", "success");
        // A new message: the form is empty again, and sending it now gives the error notice, on top of the success.
        // The confirmation is pressed once it has taken the focus (and with it its place on screen), as a
        // person reads it first: a tap while it is still moving can begin on one thing and end on another.
        const confirmation = f.locator("xpath=..").locator("[data-confirmation]");
        await expect(confirmation.getByRole("heading", { name: resultText(lang, "received.title") })).toBeFocused();
        await confirmation.getByRole("button", { name: resultText(lang, "received.another") }).click();
        await expect(f.locator('[name="fullName"]')).toBeFocused();
        await page.mouse.move(0, 0);
        const error = await missingFieldsNotice(page, lang, f);

        // Stacked: the older one mostly behind the newer one. (Checked first: unheld, the success
        // notice's 4 s are running out, and a busy machine makes every step slow.)
        await expect(success).toHaveAttribute("data-expanded", "false");
        await expect.poll(() => overlap(error, success)).toBeGreaterThan(0.5);
        // Hover: spread out, one above the other.
        await error.hover();
        await expect(error).toHaveAttribute("data-expanded", "true");
        await expect.poll(() => overlap(error, success)).toBe(0);
        const colours = await contrast(success);
        expect(colours.bg[1]).toBeGreaterThan(colours.bg[0]);
        expect(colours.ratio).toBeGreaterThanOrEqual(4.5);
        // Its confirmation told it: the success stays silent while it is shown ("... is told once" below).
        const polite = page.locator('[data-notices="page"] [data-spoken="polite"]');
        await expect(polite).toHaveText("");
        // Focus inside (keyboard): still spread out when the pointer has gone.
        await error.getByRole("button", { name: formText(lang, "notices.close") }).focus();
        await page.mouse.move(0, 0);
        // Had the deck closed up, its slide would be over by now.
        await animationsDone(page);
        await expect(success).toHaveAttribute("data-expanded", "true");
        expect(await overlap(error, success)).toBe(0);
        // Neither focus nor pointer: stacked again.
        await page.locator("h1").click();
        await expect.poll(() => overlap(error, success)).toBeGreaterThan(0.5);
      });
    });
  }
}

test("a notice can be swiped away, and left alone it closes after 4 s", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  const f = await openContactForm(page, "id");
  const notice = await missingFieldsNotice(page, "id", f);
  const { x, y } = await middleOf(notice);
  await page.mouse.move(x, y);
  await page.mouse.down();
  for (let dx = 10; dx <= 150; dx += 10) await page.mouse.move(x + dx, y);
  await page.mouse.up();
  await expect(notice).toHaveCount(0);

  const again = await missingFieldsNotice(page, "id", f);
  const shownAt = Date.now();
  // Left alone: the pointer that pressed Send may rest where the notice appears (it would hold it).
  await page.mouse.move(0, 0);
  await expect(again).toHaveCount(0, { timeout: 8000 });
  expect(Date.now() - shownAt).toBeGreaterThan(3000);
});

test("on a busy phone a quick swipe still closes the notice", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  const f = await openContactForm(page, "en");
  const notice = await missingFieldsNotice(page, "en", f);
  // A phone busy with other work hands the page a swipe's moves and its release all at once, before
  // the page has drawn the first move (sonner then reads no direction, and the swipe did nothing).
  const { x, y } = await middleOf(notice);
  // The pointer rests on the notice: the deck spreads out and holds it, so only the swipe can close it.
  await page.mouse.move(x, y);
  await expect(notice).toHaveAttribute("data-expanded", "true");
  const cdp = await page.context().newCDPSession(page);
  const mouse = (type: "mousePressed" | "mouseMoved" | "mouseReleased", dx: number) =>
    cdp.send("Input.dispatchMouseEvent", {
      type,
      x: x + dx,
      y,
      button: "left",
      buttons: type === "mouseReleased" ? 0 : 1,
      clickCount: 1,
    });
  await mouse("mousePressed", 0);
  // The page is busy for 300 ms (a long task) while the finger moves and lifts.
  await page.evaluate(
    () =>
      void setTimeout(() => {
        for (const start = performance.now(); performance.now() - start < 300;);
      }),
  );
  const burst = [];
  for (let dx = 10; dx <= 150; dx += 10) burst.push(mouse("mouseMoved", dx));
  burst.push(mouse("mouseReleased", 150));
  await Promise.all(burst);
  await expect(notice).toHaveCount(0);
});

test("(en) a message received on the contact page is told once, by the confirmation's heading taking focus: its notice shows, not read out", async ({
  page,
}) => {
  // A send, and a second of listening: more than the default on two busy cores.
  test.setTimeout(60_000);
  const lang = "en";
  const form = await openContactForm(page, lang);
  await fill(form, visitor("told-once", lang));
  await form.locator('[name="consent"]').check();
  await waitLikeAPerson(page);
  await form.getByRole("button", { name: formText(lang, "contact.submit") }).click();
  await expect(toast(page, resultText(lang, "notices.contactSuccess"))).toBeVisible({ timeout: sendTimeout });
  await expectConfirmation(form, lang);
  await expectToldOnce(page, lang, "contact");
});

test("(zh) a quote received in the dialog is told once, by the confirmation's heading taking focus: its notice shows in the dialog, not read out", async ({
  page,
}) => {
  // A send, and a second of listening: more than the default on two busy cores.
  test.setTimeout(60_000);
  const lang = "zh";
  const dialog = await openQuoteDialog(page, lang);
  const form = dialog.locator('form[data-form="quote"]');
  await fill(form, visitor("told-once", lang));
  await waitLikeAPerson(page);
  await form.getByRole("button", { name: formText(lang, "quote.submit") }).click();
  await expect(toast(dialog, resultText(lang, "notices.quoteSuccess"))).toBeVisible({ timeout: sendTimeout });
  await expectConfirmation(form, lang);
  await expectToldOnce(page, lang, "quote");
});

test("inside the quote dialog the notice is drawn in the dialog (the page behind is inert), axe clean", async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await visit(page, localizedPath(pagePaths.about, "zh"));
  const dialog = await openDialogHere(page);
  await dialog.getByRole("button", { name: formText("zh", "quote.submit") }).click();
  const notice = toast(dialog, resultText("zh", "notices.missingFields"));
  await expect(notice).toBeVisible();
  await expect(dialog.locator('[data-notices="quote-dialog"] [data-spoken="assertive"]')).toContainText(
    resultText("zh", "notices.missingFields"),
  );
  // Reachable: a click on its close button works although the page behind the dialog is inert.
  await notice.getByRole("button", { name: formText("zh", "notices.close") }).click();
  await expect(notice).toHaveCount(0);
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: formText("zh", "quote.submit") }).click();
  await expect(toast(dialog, resultText("zh", "notices.missingFields"))).toBeVisible();
  await expectNoAxeViolations(page, "notice in the quote dialog");
});

test("(zh, 320 px) an empty Send in the quote dialog: the notice covers neither the field to fix nor the reason under it", async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await visit(page, localizedPath(pagePaths.about, "zh"));
  const dialog = await openDialogHere(page);
  await dialog.getByRole("button", { name: formText("zh", "quote.submit") }).click();
  const notice = toast(dialog, resultText("zh", "notices.missingFields"));
  await expect(notice).toBeVisible();
  await middleOf(notice);
  await expect
    .poll(() => focusedFieldState(page))
    .toEqual({ name: "fullName", covered: false, reasonShown: true, reasonCovered: false, onScreen: true });
});

for (const lang of languageCodes)
  test(`(${lang}) at 400% zoom (320 x 256 CSS px) the error notice covers neither the field to fix nor its reason, there or at the email field Tab goes on to: the header scrolls with the page there`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 256 });
    await page.emulateMedia({ reducedMotion: "reduce" });
    await visit(page, localizedPath(pagePaths.home, lang));
    const f = await openContactForm(page, lang);
    const notice = await missingFieldsNotice(page, lang, f);
    // The pointer resting on the notice keeps it on screen while the keyboard moves on.
    await notice.hover();
    await expect
      .poll(() => focusedFieldState(page))
      .toEqual({ name: "fullName", covered: false, reasonShown: true, reasonCovered: false, onScreen: true });
    await expect(notice).toBeVisible();
    // Down at the form, the header has scrolled away with the top of the page.
    await expect(page.getByRole("banner")).not.toBeInViewport();
    for (let i = 0; i < 4 && (await focusedFieldState(page)).name !== "email"; i++) await page.keyboard.press("Tab");
    await expect
      .poll(() => focusedFieldState(page))
      .toEqual({ name: "email", covered: false, reasonShown: true, reasonCovered: false, onScreen: true });
    await expect(notice).toBeVisible();
  });

test("(ja, 390 px) a failed Send in the quote dialog: the notice sits above the dialog's buttons, whose labels keep to one line", async ({
  page,
}) => {
  const lang = "ja";
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.route("**/api/send-contact-email", (route) => route.abort());
  const dialog = await openQuoteDialog(page, lang);
  const bar = dialog.locator('[data-dialog-bar="buttons"]');
  // Each label on one line: a button no taller than the one beside it, no text cut inside it.
  for (const button of await bar.getByRole("button").all()) {
    expect(await button.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    expect((await button.boundingBox())!.height).toBeLessThan(48);
  }
  await fill(dialog, visitor("notice-above-bar", lang));
  await waitLikeAPerson(page);
  await dialog.getByRole("button", { name: formText(lang, "quote.submit") }).click();
  const notice = toast(dialog, formText(lang, "notices.quoteFailure"));
  await expect(notice).toBeVisible({ timeout: sendTimeout });
  await animationsDone(page);
  const noticeBox = (await notice.boundingBox())!;
  const barBox = (await bar.boundingBox())!;
  expect(noticeBox.y + noticeBox.height).toBeLessThanOrEqual(barBox.y);
  // Send is there to press again, with the keyboard too: the focus stayed on it.
  await expect(dialog.getByRole("button", { name: formText(lang, "quote.submit") })).toBeFocused();
});

for (const { lang, where } of [
  { lang: "ja", where: "the quote dialog" },
  { lang: "zh", where: "the contact form" },
] as const)
  test(`(${lang}) a Send that fails in ${where}: its notice, which says the message was not sent and offers email, WhatsApp and phone, stays until closed, well past 4 s; a notice of fields to fill in still closes after 4 s`, async ({
    page,
  }) => {
    // The notices' time runs on Playwright's clock, which the test moves on as a visitor reads.
    await page.clock.install();
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.route("**/api/send-contact-email", (route) => route.abort());
    const f =
      where === "the quote dialog"
        ? (await openQuoteDialog(page, lang)).locator("form")
        : await openContactForm(page, lang);
    const send = f.locator('button[type="submit"]');
    const v = visitor("failure-stays", lang);
    await fill(f, v);
    if (where === "the contact form") await f.locator('[name="consent"]').check();
    await waitLikeAPerson(page);
    await send.click();
    const failure = toast(
      page,
      where === "the quote dialog"
        ? formText(lang, "notices.quoteFailure")
        : formText(lang, "notices.contactFailure").replace("{{reason}}", formText(lang, "reasons.network")),
    );
    await expect(failure).toBeVisible({ timeout: sendTimeout });
    // Neither the pointer nor the focus holds it: the focus stayed on Send.
    await page.mouse.move(0, 0);
    await expect(send).toBeFocused();
    await page.clock.fastForward(60_000);
    // Given the frames a closing notice would take to start leaving.
    await nextFrames(page);
    await expect(failure).toHaveAttribute("data-removed", "false");
    await expect(failure).toBeVisible();
    await expectFallbackLinks(failure, v, lang);
    await failure.getByRole("button", { name: formText(lang, "notices.close") }).click();
    await expect(failure).toHaveCount(0);

    // The fields to fill in are named beside them, and in the summary: their notice closes by itself.
    await f.locator('[name="message"]').fill("");
    await send.click();
    const missing = toast(page, resultText(lang, "notices.missingFields"));
    await expect(missing).toBeVisible();
    await page.mouse.move(0, 0);
    await page.clock.fastForward(4000);
    await expect(missing).toHaveCount(0);
  });

test("(en, 390 px) a Send that fails in the quote dialog leaves the message typed last in sight above the notice, to read and mend", async ({
  page,
}) => {
  const lang = "en";
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ reducedMotion: "reduce" });
  await functionCannotKeep(page);
  const dialog = await openQuoteDialog(page, lang);
  const v = visitor("failed-message-in-sight", lang);
  // The message last, as a visitor fills the form from the top, then Send.
  await fill(dialog, v);
  await waitLikeAPerson(page);
  const send = dialog.getByRole("button", { name: formText(lang, "quote.submit") });
  await send.click();
  const notice = toast(dialog, formText(lang, "notices.quoteFailure"));
  await expect(notice).toBeVisible({ timeout: sendTimeout });
  await animationsDone(page);
  const message = dialog.locator('[name="message"]');
  // Nothing over the box while the notice shows: not the notice below it, nor the title bar above it.
  const uncovered = () =>
    message.evaluate((box) => {
      const { left, width, top, bottom } = box.getBoundingClientRect();
      return [top + 2, (top + bottom) / 2, bottom - 2].every(
        (y) => document.elementFromPoint(left + width / 2, y) === box,
      );
    });
  await expect.poll(async () => (await notice.isVisible()) && (await uncovered())).toBe(true);
  await expect(message).toHaveValue(v.message);
  await expect(send).toBeFocused();
  await message.click();
  await page.keyboard.press("Control+End");
  await page.keyboard.type(" Thank you.");
  await expect(message).toHaveValue(`${v.message} Thank you.`);
});

/**
 * The focus ring of a focused notice or close button as drawn: its outline, the band a shadow
 * without offset or blur draws in the outline's offset, and the colours around it. Colours as
 * [r, g, b, a] from 0 to 255.
 */
function focusRing(el: Locator) {
  return el.evaluate((node) => {
    const rgba = (css: string) => {
      const ctx = document.createElement("canvas").getContext("2d")!;
      ctx.fillStyle = css;
      ctx.fillRect(0, 0, 1, 1);
      return [...ctx.getImageData(0, 0, 1, 1).data];
    };
    const style = getComputedStyle(node);
    const band = /(rgba?\([^)]*\)) 0px 0px 0px ([\d.]+)px/.exec(style.boxShadow);
    return {
      outline: {
        style: style.outlineStyle,
        width: parseFloat(style.outlineWidth),
        offset: parseFloat(style.outlineOffset),
        colour: rgba(style.outlineColor),
      },
      band: band ? { colour: rgba(band[1]), width: parseFloat(band[2]) } : undefined,
      notice: rgba(getComputedStyle(node.closest("[data-sonner-toast]")!).backgroundColor),
      darkPage: rgba(getComputedStyle(document.querySelector("footer")!).backgroundColor),
    };
  });
}

/** The site's focus ring, with a band that keeps it 3:1 against the notice and against a light or dark page. */
async function expectVisibleFocusRing(el: Locator, what: string) {
  await animationsDone(el.page());
  const ring = await focusRing(el);
  expect(ring.outline, what).toMatchObject({ style: "solid" });
  expect(ring.outline.width, what).toBeGreaterThanOrEqual(3);
  // The band fills the gap between the element and its outline, and no colour shows through it.
  expect(ring.band, what).toBeDefined();
  const band = ring.band!;
  expect(band.width, what).toBeGreaterThanOrEqual(ring.outline.offset);
  expect(band.colour[3], what).toBe(255);
  const white = [255, 255, 255];
  const ratios = {
    // The band against the notice (where the band takes the notice's colour, the outline against it).
    notice: Math.max(contrastRatio(band.colour, ring.notice), contrastRatio(ring.outline.colour, ring.notice)),
    outlineOnBand: contrastRatio(ring.outline.colour, band.colour),
    lightPage: contrastRatio(ring.outline.colour, white),
    darkPage: contrastRatio(band.colour, ring.darkPage),
  };
  for (const [against, ratio] of Object.entries(ratios)) expect(ratio, `${what}: ${against}`).toBeGreaterThanOrEqual(3);
}

test("(en) a notice reached with the keyboard: Alt+T lands on it, it and its close button show a focus ring at 3:1 against the notice and the page", async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  const f = await openContactForm(page, "en");
  const notice = await missingFieldsNotice(page, "en", f);
  await page.keyboard.press("Alt+t");
  await expect(notice).toBeFocused();
  await expectVisibleFocusRing(notice, "the error notice");
  await page.keyboard.press("Tab");
  const close = notice.getByRole("button", { name: formText("en", "notices.close") });
  await expect(close).toBeFocused();
  await expectVisibleFocusRing(close, "its close button");
});

test("(id) notices closed from the keyboard: Escape closes the focused one and focus goes to the next, its close button closes the last and focus goes back where it was", async ({
  page,
}) => {
  // A delivered Send and an empty one on one page load, on two busy cores.
  test.setTimeout(60_000);
  const lang = "id";
  const f = await openContactForm(page, lang);
  const submit = f.getByRole("button", { name: formText(lang, "contact.submit") });
  await fill(f, visitor("keyboard", lang));
  await f.locator('[name="consent"]').check();
  await waitLikeAPerson(page);
  await submit.click();
  const success = toast(page, resultText(lang, "notices.contactSuccess"));
  await expect(success).toBeVisible({ timeout: sendTimeout });
  const confirmation = f.locator("xpath=..").locator("[data-confirmation]");
  await expect(confirmation.getByRole("heading", { name: resultText(lang, "received.title") })).toBeFocused();
  await confirmation.getByRole("button", { name: resultText(lang, "received.another") }).click();
  await page.mouse.move(0, 0);
  const error = await missingFieldsNotice(page, lang, f);
  // The empty Send took the focus to the first field to fix: where it goes back to.
  const fullName = f.locator('[name="fullName"]');
  await expect(fullName).toBeFocused();

  await page.keyboard.press("Alt+t");
  await expect(error).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(error).toHaveCount(0);
  await expect(success).toBeFocused();
  await expectVisibleFocusRing(success, "the success notice");

  await page.keyboard.press("Tab");
  await page.keyboard.press("Enter");
  await expect(success).toHaveCount(0);
  await expect(fullName).toBeFocused();
});

test("(id, 390 px) Tab through a service page's quote form while the error notice shows: no field Tab reaches is under it", async ({
  page,
}) => {
  const lang = "id";
  await page.setViewportSize({ width: 390, height: 700 });
  await page.emulateMedia({ reducedMotion: "reduce" });
  await visit(page, localizedPath(servicePath("ekspedisi-laut"), lang));
  const form = page.locator("#quote form");
  await formTakenOver(form);
  await form.getByRole("button", { name: formText(lang, "quote.submit") }).click();
  const notice = toast(page, resultText(lang, "notices.missingFields"));
  await expect(notice).toBeVisible();
  // The pointer resting on the notice keeps it on screen while the keyboard goes through the form.
  await notice.hover();
  const reached = new Set<string | null>();
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press("Tab");
    await expect.poll(() => focusedFieldState(page)).toMatchObject({ covered: false, onScreen: true });
    reached.add((await focusedFieldState(page)).name);
  }
  await expect(notice).toBeVisible();
  expect(reached.size).toBeGreaterThanOrEqual(6);
});

test("(en) in the quote dialog Tab goes on from the error notice to the dialog's first control and into the form, not back round Send", async ({
  page,
}) => {
  const lang = "en";
  await visit(page, localizedPath(pagePaths.about, lang));
  const dialog = await openDialogHere(page);
  const send = dialog.getByRole("button", { name: formText(lang, "quote.submit") });
  await send.click();
  const notice = toast(dialog, resultText(lang, "notices.missingFields"));
  await expect(notice).toBeVisible();
  await send.focus();
  await page.keyboard.press("Tab");
  await expect(notice).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(notice.getByRole("button", { name: formText(lang, "notices.close") })).toBeFocused();
  // Past the last control, the dialog's Tab loop starts again at its first: the close button.
  await page.keyboard.press("Tab");
  await expect(dialog.locator("[data-dialog-close]")).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(dialog.locator("form :focus")).toHaveCount(1);
  await expect(send).not.toBeFocused();
});

test("(en) in the quote dialog Escape on a notice closes the notice, not the dialog, and focus goes back to Send; in a field Escape closes the dialog", async ({
  page,
}) => {
  const lang = "en";
  await page.route("**/api/send-contact-email", (route) => route.abort());
  await visit(page, localizedPath(pagePaths.about, lang));
  const dialog = await openDialogHere(page);
  await fill(dialog, visitor("escape", lang));
  await waitLikeAPerson(page);
  const send = dialog.getByRole("button", { name: formText(lang, "quote.submit") });
  await send.click();
  const notice = toast(dialog, formText(lang, "notices.quoteFailure"));
  await expect(notice).toBeVisible({ timeout: sendTimeout });
  await expect(send).toBeFocused();

  await page.keyboard.press("Tab");
  await expect(notice).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(notice).toHaveCount(0);
  await expect(dialog).toBeVisible();
  await expect(send).toBeFocused();

  await dialog.locator('[name="message"]').click();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
});

test("(ja) a failure notice in the quote dialog goes with the dialog: opened again by keyboard, the dialog neither shows nor says it again, and its form still offers the other ways to reach us", async ({
  page,
}) => {
  const lang = "ja";
  await page.route("**/api/send-contact-email", (route) => route.abort());
  // The dialog is the scripts' own: Get Quote opens it once they have taken over the page.
  await visit(page, localizedPath(pagePaths.about, lang));
  const trigger = page.locator("header [data-quote-trigger]:visible").first();
  await trigger.focus();
  await page.keyboard.press("Enter");
  const dialog = page.locator("dialog[data-quote-dialog][data-ready]");
  await expect(dialog.locator('[name="fullName"]')).toBeFocused();
  const v = visitor("failure-closed", lang);
  await fill(dialog, v);
  await waitLikeAPerson(page);
  const send = dialog.getByRole("button", { name: formText(lang, "quote.submit") });
  await send.focus();
  await page.keyboard.press("Enter");
  const notice = toast(dialog, formText(lang, "notices.quoteFailure"));
  await expect(notice).toBeVisible({ timeout: sendTimeout });
  const spoken = dialog.locator('[data-notices="quote-dialog"] [data-spoken="assertive"]');
  await expect(spoken).toContainText(formText(lang, "notices.quoteFailure"));
  await expect(send).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();

  await page.keyboard.press("Enter");
  await expect(dialog.locator('[name="fullName"]')).toBeFocused();
  await expect(dialog.locator("[data-sonner-toast]")).toHaveCount(0);
  await expect(spoken).toHaveText("");
  await expectFallbackLinks(dialog.locator("[data-fallback-notice]"), v, lang);
});

test("(en) Escape in a form field on the page closes the front notice, focus staying in the field; in a field of the quote dialog it closes the dialog", async ({
  page,
}) => {
  const lang = "en";
  await page.emulateMedia({ reducedMotion: "reduce" });
  const f = await openContactForm(page, lang);
  const notice = await missingFieldsNotice(page, lang, f);
  const fullName = f.locator('[name="fullName"]');
  await expect(fullName).toBeFocused();
  // The pointer rests on the notice, which holds it past its 4 s: only the Escape can close it.
  await notice.hover();
  await page.keyboard.press("Escape");
  await expect(notice).toHaveCount(0);
  await expect(fullName).toBeFocused();

  const dialog = await openDialogHere(page);
  await dialog.getByRole("button", { name: formText(lang, "quote.submit") }).click();
  const inDialog = toast(dialog, resultText(lang, "notices.missingFields"));
  await expect(inDialog).toBeVisible();
  await inDialog.hover();
  await expect(dialog.locator('[name="fullName"]')).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
});
