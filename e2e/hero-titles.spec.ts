import { expect, test } from "@playwright/test";
import { localizedPath, pagePaths } from "../src/shared/routes";
import { articlePath } from "../src/shared/articles";

// The home title's two parts in each language. Every Chinese and Japanese hero title at 320 and
// 390 px, and the service heroes' layout at 1280 px, are checked on their pages in
// every-page.spec.ts (e2e/support/hero-title.ts, service-page.ts).

test("the home title's accent is its own part, after the title without a space in zh and ja, with one in id and en", async ({
  page,
}) => {
  for (const [lang, joined] of [
    ["zh", false],
    ["ja", false],
    ["id", true],
    ["en", true],
  ] as const) {
    await page.goto(localizedPath(pagePaths.home, lang));
    const html = await page.locator("h1").innerHTML();
    expect(html, lang).toMatch(joined ? / <span[^>]*data-accent/ : /<wbr><span[^>]*data-accent/);
  }
});

// The same characters are drawn differently in Japan and in mainland China (直, 骨, 角): each page
// in its own language's font, which the browser picks by the page's lang (src/styles/global.css).
test("Japanese pages are drawn in a Japanese font, Chinese pages in a Simplified Chinese one", async ({ page }) => {
  const fontOf = async (selector: string) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("DOM.enable");
    await cdp.send("CSS.enable");
    const { root } = await cdp.send("DOM.getDocument");
    const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector });
    const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
    await cdp.detach();
    // The font that drew most of the text (a Latin font draws the digits and letters).
    return fonts.sort((a, b) => b.glyphCount - a.glyphCount)[0].familyName;
  };
  for (const [lang, font] of [
    ["ja", /\bJP\b|Japanese|Hiragino|Yu Gothic|Meiryo/],
    ["zh", /\bSC\b|Simplified|YaHei/],
  ] as const) {
    await page.goto(localizedPath(pagePaths.about, lang));
    expect(await fontOf("h1"), lang).toMatch(font);
    expect(await fontOf("main p"), lang).toMatch(font);
  }
});

// A Japanese title too long for a phone's line breaks between phrases, never inside a word.
test("(ja, 390 px) a long title breaks between phrases: ガイド and 貨物量 stay whole", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const [path, word] of [
    [localizedPath(pagePaths.incoterms, "ja"), "ガイド"],
    [localizedPath(articlePath("lcl-atau-fcl"), "ja"), "貨物量"],
  ]) {
    await page.goto(path);
    const h1 = page.locator("h1");
    await expect(h1).toContainText(word);
    const lines = await h1.evaluate((el, w) => {
      const node = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      const tops = new Set<number>();
      let all = 0;
      for (let text = node.nextNode(); text; text = node.nextNode()) {
        const content = text.textContent ?? "";
        const at = content.indexOf(w);
        if (at < 0) continue;
        for (let i = at; i < at + w.length; i++) {
          const range = document.createRange();
          range.setStart(text, i);
          range.setEnd(text, i + 1);
          tops.add(Math.round(range.getBoundingClientRect().top));
        }
        const whole = document.createRange();
        whole.selectNodeContents(el);
        all = new Set([...whole.getClientRects()].map((r) => Math.round(r.top))).size;
      }
      return { word: tops.size, title: all };
    }, word);
    // The title does take more than one line; the word is on one of them.
    expect(lines.title, path).toBeGreaterThan(1);
    expect(lines.word, path).toBe(1);
  }
});
