import { expect, test } from "@playwright/test";
import { expectedH1, specPages } from "./support/site";
import { localizedPath, pagePaths } from "../src/shared/routes";

// Hero titles as a phone shows them. Chinese and Japanese have no spaces, so a
// browser may break a line between any two characters: the titles keep their words whole
// (each text node of the h1 is one part: the title, the accent) and join the parts without a
// Latin space. Every hero title in zh and ja at 320 and 390 px. (The service heroes' layout at
// 1280 px is checked on every service page in every-page.spec.ts.)

for (const cjk of ["zh", "ja"]) {
  test(`320 and 390 px: every ${cjk} hero title keeps its words whole, has no Latin space and fits the screen`, async ({
    page,
  }) => {
    // Nine pages, each seen at two widths: twice the default on two busy cores.
    test.setTimeout(60_000);
    for (const planned of specPages.filter((p) => p.language === cjk)) {
      await page.setViewportSize({ width: 320, height: 800 });
      await page.goto(planned.path);
      const h1 = page.locator("h1");
      await expect(h1, planned.path).toHaveText(expectedH1(planned));
      const text = (await h1.textContent()) ?? "";
      expect(text, planned.path).not.toMatch(/[\u3000-\u9fff\uff00-\uffef] [\u3000-\u9fff\uff00-\uffef]/);
      // The page loaded on the narrower screen, then seen on the wider one.
      for (const width of [320, 390]) {
        await page.setViewportSize({ width, height: 800 });
        // Lines each text node of the title (title, accent) is drawn on: one each.
        const lines = await h1.evaluate((el) => {
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
        for (const part of lines) expect(part, `${planned.path} at ${width} px`).toEqual({ text: part.text, lines: 1 });
        const overflow = await h1.evaluate((el) => el.scrollWidth - el.clientWidth);
        expect(overflow, `${planned.path} at ${width} px`).toBeLessThanOrEqual(0);
      }
    }
  });
}

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
