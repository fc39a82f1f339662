import type { Locator } from "@playwright/test";

/**
 * How many lines an element's text takes: one per distinct top of its text's line boxes. The text's
 * own boxes, not those of the elements round it (a label's span, a flex item, starts above its text).
 */
export const linesOf = (element: Locator) =>
  element.evaluate((el) => {
    const tops = new Set<number>();
    const range = document.createRange();
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      range.selectNodeContents(node);
      for (const line of range.getClientRects()) tops.add(Math.round(line.top));
    }
    return tops.size;
  });

/** How many lines each of the elements' texts takes. */
export const linesOfEach = async (elements: Locator) => Promise.all((await elements.all()).map(linesOf));

/** The text on each line of an element, its characters grouped by the top of the line they are drawn on. */
export const textLinesOf = (element: Locator) =>
  element.evaluate((el) => {
    const lines = new Map<number, string>();
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? "";
      for (let i = 0; i < text.length; i++) {
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const rect = range.getBoundingClientRect();
        if (rect.width === 0) continue;
        const top = Math.round(rect.top);
        lines.set(top, (lines.get(top) ?? "") + text[i]);
      }
    }
    return [...lines.entries()].sort(([a], [b]) => a - b).map(([, line]) => line);
  });

/** The text on each line of each of the elements. */
export const textLinesOfEach = async (elements: Locator) => Promise.all((await elements.all()).map(textLinesOf));

/**
 * Each element's number of lines and the text of its last line, all read in one call: for checking
 * many elements at many widths. Characters in document order start a new line where they are drawn
 * lower than the line's first (a digit in a Latin font beside Chinese ones may sit a pixel off it).
 */
export const lastLinesOfEach = (elements: Locator) =>
  elements.evaluateAll((els) =>
    els.map((el) => {
      const lines: { top: number; text: string }[] = [];
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      const range = document.createRange();
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? "";
        for (let i = 0; i < text.length; i++) {
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const rect = range.getBoundingClientRect();
          if (rect.width === 0) continue;
          const line = lines.at(-1);
          if (line && rect.top - line.top < rect.height / 2) line.text += text[i];
          else lines.push({ top: rect.top, text: text[i] });
        }
      }
      return { text: el.textContent ?? "", lines: lines.length, last: lines.at(-1)?.text ?? "" };
    }),
  );
