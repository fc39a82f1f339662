import type { Locator } from "@playwright/test";

/** Whether the box's content is wider or taller than the box, so that it scrolls. */
export const overflows = (box: Locator) =>
  box.evaluate((el) => el.scrollWidth > el.clientWidth || el.scrollHeight > el.clientHeight);

/** Whether Tab, pressed on the last control before the box, lands on it. */
export async function tabLandsOn(box: Locator) {
  await box.evaluate((el) => {
    const before = [
      ...document.querySelectorAll<HTMLElement>("a[href], button, input, select, textarea, [tabindex]"),
    ].filter(
      (c) =>
        c.tabIndex >= 0 &&
        c.getClientRects().length > 0 &&
        !c.closest("[hidden], [inert]") &&
        c.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING,
    );
    before.at(-1)!.focus();
  });
  await box.page().keyboard.press("Tab");
  return box.evaluate((el) => el === document.activeElement);
}
