import { expect, type Page } from "@playwright/test";
import { expectedH1 } from "./site";
import { expectNoSpaceBetweenWide } from "./served-page";
import type { PlannedPage } from "../../src/node/page-plan";

// Hero titles as a phone shows them. Chinese and Japanese have no spaces, so a browser may
// break a line between any two characters: the titles keep their words whole (each text node of
// the h1 is one part: the title, the accent) and join the parts without a Latin space.

/** Lines each text node of the page's h1 (title, accent) is drawn on. */
const linesOfEachPart = (tab: Page) =>
  tab.locator("h1").evaluate((el) => {
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    const result: { text: string; lines: number }[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const content = node.textContent ?? "";
      if (!content.trim()) continue;
      const tops = new Set<number>();
      for (let i = 0; i < content.length; i++) {
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const rect = range.getBoundingClientRect();
        if (rect.width > 0) tops.add(Math.round(rect.top));
      }
      result.push({ text: content, lines: tops.size });
    }
    return result;
  });

/**
 * A Chinese or Japanese hero title at each of `widths` (the viewport's height kept): no Latin
 * space between two CJK characters, each part on one line, and nothing wider than the title's box.
 */
export async function expectCjkHeroTitle(tab: Page, planned: PlannedPage, widths: number[]) {
  const h1 = tab.locator("h1");
  await expect(h1, planned.path).toHaveText(expectedH1(planned));
  await expectNoSpaceBetweenWide(h1, planned.path);
  const height = tab.viewportSize()!.height;
  for (const width of widths) {
    await tab.setViewportSize({ width, height });
    for (const part of await linesOfEachPart(tab))
      expect(part, `${planned.path} at ${width} px`).toEqual({ text: part.text, lines: 1 });
    const overflow = await h1.evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(overflow, `${planned.path} at ${width} px`).toBeLessThanOrEqual(0);
  }
}
