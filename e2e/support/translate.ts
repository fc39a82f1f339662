import type { Page } from "@playwright/test";

/**
 * What Chrome's and Google's page translation do to a page: every text of it moved into two
 * <font> elements, its words replaced (here the same words, then `added`, so that a text reads
 * otherwise than the page's HTML when `added` is given). Like the real translator, it goes on
 * translating each text the page adds or changes later (a menu opened, a reason shown, a notice),
 * and leaves alone what is marked translate="no" and what a visitor types.
 */
export async function translateLikeABrowser(page: Page, added = "") {
  await page.evaluate((added) => {
    const style = "vertical-align: inherit;";
    const untranslated = (text: Text) =>
      text.isConnected &&
      text.data.trim() !== "" &&
      !text.parentElement?.closest('script, style, noscript, textarea, font, [translate="no"], .notranslate');
    const translate = (text: Text) => {
      if (!untranslated(text)) return;
      const outer = document.createElement("font");
      const inner = document.createElement("font");
      outer.setAttribute("style", style);
      inner.setAttribute("style", style);
      inner.textContent = `${text.data}${added}`;
      outer.append(inner);
      // The page's own text node leaves the document: what React finds gone when it next moves it.
      text.replaceWith(outer);
      ((window as unknown as { __moved?: [Text, string][] }).__moved ??= []).push([text, text.data]);
    };
    const translateUnder = (root: Node) => {
      if (root.nodeType === Node.TEXT_NODE) return translate(root as Text);
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      const texts: Text[] = [];
      while (walker.nextNode()) texts.push(walker.currentNode as Text);
      texts.forEach(translate);
    };
    translateUnder(document.body);
    new MutationObserver((mutations) => {
      for (const mutation of mutations) {
        if (mutation.type === "characterData") translateUnder(mutation.target);
        else mutation.addedNodes.forEach(translateUnder);
      }
    }).observe(document.body, { childList: true, characterData: true, subtree: true });
  }, added);
}

/** Texts the page changed after the translator moved them: what the visitor still reads the old words of. */
export function staleTexts(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    ((window as unknown as { __moved?: [Text, string][] }).__moved ?? [])
      .filter(([text, was]) => text.data !== was)
      .map(([text, was]) => `${was} -> ${text.data}`),
  );
}
