// Images above the fold: loads the page once in Chromium with Lighthouse's mobile screen
// (412x823 CSS px, DPR 1.75), waits for the network to settle, and lists the <img> elements
// that intersect the first screen and have loaded (their currentSrc, so the srcset candidate
// the browser chose). Their bytes are what the server sends for those URLs. CSS background
// images and inline SVG are not counted; data: URLs (Gatsby's placeholders) are in the HTML.
import { chromium } from "playwright-core";
import { chromePath } from "./lighthouse";
import { chromiumFlags } from "../lib/chromium-flags";

export interface FoldImage {
  url: string;
  bytes: number;
}

const mobileScreen = { width: 412, height: 823, deviceScaleFactor: 1.75 };

export async function aboveFoldImages(urls: readonly string[]): Promise<Map<string, FoldImage[]>> {
  const browser = await chromium.launch({
    executablePath: chromePath(),
    args: chromiumFlags,
  });
  const found = new Map<string, FoldImage[]>();
  try {
    const { width, height, deviceScaleFactor } = mobileScreen;
    const context = await browser.newContext({
      viewport: { width, height },
      deviceScaleFactor,
      isMobile: true,
      hasTouch: true,
    });
    for (const url of urls) {
      const page = await context.newPage();
      await page.goto(url, { waitUntil: "load" });
      await page.waitForLoadState("networkidle");
      const sources = await page.evaluate(() =>
        [...document.images]
          .filter((img) => {
            const r = img.getBoundingClientRect();
            return (
              img.complete && img.naturalWidth > 0 && r.width > 0 && r.height > 0 && r.bottom > 0 && r.top < innerHeight
            );
          })
          .map((img) => img.currentSrc)
          .filter((src) => src && !src.startsWith("data:")),
      );
      const images: FoldImage[] = [];
      for (const src of new Set(sources)) {
        const response = await fetch(src);
        images.push({ url: src, bytes: (await response.arrayBuffer()).byteLength });
      }
      found.set(url, images);
      await page.close();
    }
  } finally {
    await browser.close();
  }
  return found;
}
