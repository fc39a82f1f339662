import type { Page } from "@playwright/test";

/**
 * What Chrome's and Google's page translation do to a page: every text of it moved into two
 * <font> elements, its words replaced (here the same words, then `added`, so that a text reads
 * otherwise than the page's HTML when `added` is given).
 */
export async function translateLikeABrowser(page: Page, added = "") {
  await page.evaluate((added) => {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const texts: Text[] = [];
    while (walker.nextNode()) texts.push(walker.currentNode as Text);
    for (const text of texts) {
      if (!text.data.trim() || text.parentElement?.closest("script, style")) continue;
      const outer = document.createElement("font");
      outer.append(document.createElement("font"));
      outer.firstElementChild!.textContent = `${text.data}${added}`;
      text.replaceWith(outer);
    }
  }, added);
}
