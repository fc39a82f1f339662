import { expect, test } from "@playwright/test";
import { localizedPath, pagePaths } from "../src/shared/routes";

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
