import { expect, type Page } from "@playwright/test";

// Text blocks that overlap: a layout that breaks at some width draws one text over another.

/** Pairs of text blocks in main whose boxes overlap (neither inside the other), after every section has been revealed. */
const overlaps = (page: Page) =>
  page.evaluate(() => {
    const blocks = [...document.querySelectorAll<HTMLElement>("main *")].filter((el) => {
      // Text folded inside a closed disclosure (a service page's answers) is not drawn.
      if (
        el.closest("[hidden], [aria-hidden=true], .sr-only, details:not([open]) > :not(summary)") ||
        el.matches("svg *")
      )
        return false;
      const ownText = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim() !== "");
      const control = el.matches("a, button, input, select, textarea, img");
      // A picture laid behind text on purpose (the home hero) is a background, not a block.
      const background = el.matches("img") && getComputedStyle(el).position === "absolute";
      const r = el.getBoundingClientRect();
      return (
        (ownText || control) &&
        !background &&
        r.width > 0 &&
        r.height > 0 &&
        getComputedStyle(el).visibility === "visible"
      );
    });
    // Line boxes, so a link wrapped over two lines is not taken for the box around both.
    const boxes = blocks.map((el) => ({ el, rects: [...el.getClientRects()] }));
    const found: string[] = [];
    const name = (el: HTMLElement) =>
      `${el.tagName.toLowerCase()}"${(el.innerText || el.getAttribute("alt") || "").trim().slice(0, 30)}"`;
    for (let i = 0; i < boxes.length; i++) {
      for (let j = i + 1; j < boxes.length; j++) {
        const [a, b] = [boxes[i], boxes[j]];
        if (a.el.contains(b.el) || b.el.contains(a.el)) continue;
        const hit = a.rects.some((ra) =>
          b.rects.some(
            (rb) =>
              Math.min(ra.right, rb.right) - Math.max(ra.left, rb.left) > 2 &&
              Math.min(ra.bottom, rb.bottom) - Math.max(ra.top, rb.top) > 2,
          ),
        );
        if (hit) found.push(`${name(a.el)} overlaps ${name(b.el)}`);
      }
    }
    return found.slice(0, 10);
  });

/** The header's visible links and buttons: each inside the screen and the 64 px bar, none over another. */
async function expectHeaderControlsApart(page: Page, where: string) {
  const width = page.viewportSize()!.width;
  const boxes = await page
    .locator("header[data-solid]")
    .evaluate((header) =>
      [...header.querySelectorAll("a, button")]
        .filter((el) => !el.closest("[hidden]") && el.getClientRects().length > 0)
        .map((el) => el.getBoundingClientRect().toJSON() as DOMRect),
    );
  expect(boxes.length, where).toBeGreaterThan(1);
  for (const [i, a] of boxes.entries()) {
    expect(a.left, where).toBeGreaterThanOrEqual(0);
    expect(a.right, where).toBeLessThanOrEqual(width);
    expect(a.bottom, where).toBeLessThanOrEqual(64);
    for (const b of boxes.slice(i + 1)) {
      const apart = a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top;
      expect(apart, `${where}: ${JSON.stringify(a)} overlaps ${JSON.stringify(b)}`).toBe(true);
    }
  }
}

/**
 * Nothing in main overlaps, and the header's controls stay apart in their bar, at 375, 768, 1024
 * and 1280 px (the viewport's height kept), sections revealed.
 */
export async function expectNothingOverlaps(page: Page, where: string) {
  const height = page.viewportSize()!.height;
  for (const width of [375, 768, 1024, 1280]) {
    await page.setViewportSize({ width, height });
    expect(await overlaps(page), `${where} at ${width} px`).toEqual([]);
    await expectHeaderControlsApart(page, `${where}, the header at ${width} px`);
  }
}
