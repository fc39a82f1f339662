import type { Locator } from "@playwright/test";

/** How many lines an element's text takes: one per distinct top of its line boxes. */
export const linesOf = (element: Locator) =>
  element.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    return new Set([...range.getClientRects()].map((line) => Math.round(line.top))).size;
  });

/** How many lines each of the elements' texts takes. */
export const linesOfEach = async (elements: Locator) => Promise.all((await elements.all()).map(linesOf));
