import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import { isSpaceless, languageCodes } from "../src/shared/languages";
import { localeText, sitePages } from "./support/site";
import { contrastRatio } from "./support/contrast";
import { localizedPath, pagePaths } from "../src/shared/routes";
import { articlePath } from "../src/shared/articles";
import { textLinesOf } from "./support/lines";

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

// Read as Chromium's accessibility tree has it (what screen readers get), not as Playwright computes
// names: the tree once dropped the space React wrote apart from the title ("ReliableLogistics").
test("a screen reader hears the home title with its space before the accent in id and en", async ({ page }) => {
  for (const lang of languageCodes) {
    await page.goto(localizedPath(pagePaths.home, lang));
    const cdp = await page.context().newCDPSession(page);
    const { nodes } = await cdp.send("Accessibility.getFullAXTree");
    await cdp.detach();
    const heading = nodes.find(
      (n) => n.role?.value === "heading" && n.properties?.some((p) => p.name === "level" && p.value.value === 1),
    );
    const title = localeText(lang, "home", "hero.title");
    const accent = localeText(lang, "home", "hero.accent");
    // Chinese and Japanese: the line-break hint (<wbr>) may reach the tree as a space, a pause at most.
    if (isSpaceless(lang)) expect(heading?.name?.value?.replace(/\s/g, ""), lang).toBe(`${title}${accent}`);
    else expect(heading?.name?.value, lang).toBe(`${title} ${accent}`);
  }
});

test("(id, 320 px) a title whose word is wider than the line breaks the word instead of running out of the page", async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto(localizedPath(articlePath("berat-volumetrik-udara"), "id"));
  const h1 = page.locator("h1");
  // A reader's own wider letter spacing (WCAG 1.4.12) makes every long Indonesian word too wide.
  await page.addStyleTag({ content: "* { letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }" });
  const [scrollWidth, clientWidth] = await h1.evaluate((el) => [el.scrollWidth, el.clientWidth]);
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
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

// A title's word longer than what is left of a phone's line breaks where it must, which could leave
// one character on a line of its own ("货量多大时整箱更划 / 算？").
test("(zh, ja) at 320, 375 and 414 px no page's title ends with one character alone on its last line", async ({
  page,
}) => {
  test.setTimeout(120_000);
  for (const planned of sitePages.filter((p) => isSpaceless(p.language))) {
    await page.setViewportSize({ width: 320, height: 800 });
    await page.goto(planned.path);
    for (const width of [320, 375, 414]) {
      await page.setViewportSize({ width, height: 800 });
      const lines = await textLinesOf(page.locator("h1"));
      // Punctuation such as "？" stays with the character before it; only that character counts.
      const last = (lines.at(-1) ?? "").replace(/[\s\p{P}]/gu, "");
      if (lines.length > 1)
        expect(last.length, `${planned.path} at ${width} px: ${lines.join(" | ")}`).toBeGreaterThan(1);
    }
  }
});

const rgba = async (png: Buffer) => (await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true })).data;

/**
 * The home hero's texts lie over its picture, which axe cannot read. The picture is compared pixel
 * by pixel with the text in its own colour: every pixel a letter is drawn in (its colour exactly,
 * where the text changes the screen) against what is under it without the text. Gives, per text,
 * how many letter pixels were found and the first pixels under its least contrast.
 */
async function contrastOverPicture(page: Page, texts: readonly { selector: string; least: number }[]) {
  const { width, height } = page.viewportSize()!;
  // The picture as it is finally drawn, not its placeholder.
  await expect
    .poll(() =>
      page
        .locator("section:has(#page-title) img")
        .evaluateAll((images) => images.every((image) => (image as HTMLImageElement).complete)),
    )
    .toBe(true);
  const shown = await Promise.all(
    texts.map(async (text) => {
      const element = page.locator(text.selector);
      const colour = (await element.evaluate((el) => getComputedStyle(el).color)).match(/\d+/g)!.map(Number);
      return { ...text, colour, box: (await element.boundingBox())! };
    }),
  );
  const withText = await rgba(await page.screenshot());
  const hidden = texts.map(({ selector }) => `${selector}, ${selector} *`).join(", ");
  await page.addStyleTag({ content: `${hidden} { color: transparent !important }` });
  const without = await rgba(await page.screenshot());
  return shown.map(({ selector, least, colour, box }) => {
    let letters = 0;
    const faint: number[][] = [];
    for (let y = Math.max(0, Math.floor(box.y)); y < Math.min(height, box.y + box.height); y++)
      for (let x = Math.max(0, Math.floor(box.x)); x < Math.min(width, box.x + box.width); x++) {
        const i = (y * width + x) * 4;
        const drawn = [withText[i], withText[i + 1], withText[i + 2]];
        const under = [without[i], without[i + 1], without[i + 2]];
        const apart = (a: number[], b: readonly number[]) => a.reduce((sum, v, k) => sum + Math.abs(v - b[k]), 0);
        if (apart(drawn, colour) > 30 || apart(drawn, under) < 40) continue;
        letters++;
        if (contrastRatio(colour, under) < least) faint.push([x, y, ...under]);
      }
    return { selector, least, letters, faint: faint.slice(0, 5) };
  });
}

test("from 640 px wide (a laptop at 200 % zoom) the home hero's title and the line under it keep WCAG contrast over the picture, in every language", async ({
  browser,
}) => {
  for (const [width, height] of [
    [640, 400],
    [800, 600],
  ] as const) {
    const context = await browser.newContext({ viewport: { width, height }, reducedMotion: "reduce" });
    const page = await context.newPage();
    for (const lang of languageCodes) {
      await page.goto(localizedPath(pagePaths.home, lang));
      const texts = [
        { selector: "#page-title", least: 3 },
        { selector: "#page-title [data-accent]", least: 3 },
        { selector: "section:has(#page-title) h1 + p", least: 4.5 },
      ];
      for (const { selector, least, letters, faint } of await contrastOverPicture(page, texts)) {
        expect(letters, `${lang} ${width} px ${selector}: letters found`).toBeGreaterThan(100);
        expect(faint, `${lang} ${width} px ${selector}: pixels under ${least}:1`).toEqual([]);
      }
    }
    await context.close();
  }
});

// On phones and tablets the link to the services lies over the picture's containers. A test per
// width: each takes two screenshots per language.
for (const width of [320, 375, 768, 1024]) {
  test(`at ${width} px the home hero's link to the services keeps WCAG AA contrast over the picture, in every language`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width, height: 740 }, reducedMotion: "reduce" });
    const page = await context.newPage();
    for (const lang of languageCodes) {
      await page.goto(localizedPath(pagePaths.home, lang));
      const link = { selector: 'section:has(#page-title) a[href="#services"]', least: 4.5 };
      const [{ letters, faint }] = await contrastOverPicture(page, [link]);
      expect(letters, `${lang} ${width} px: letters found`).toBeGreaterThan(100);
      expect(faint, `${lang} ${width} px: pixels under 4.5:1`).toEqual([]);
    }
    await context.close();
  });
}
