import { expect, type Page } from "@playwright/test";
import { localeText, serviceFrontmatter } from "./site";
import { halfColumnSizes, heroSizes } from "../../src/components/views/image-sizes";
import { interpolateFacts } from "../../src/shared/facts";
import type { LanguageCode } from "../../src/shared/languages";
import { serviceSlugs } from "../../src/shared/services";

// What the pictures of a page say about themselves (src/components/picture.tsx), and the
// descriptions the content files give them.

export const serviceAlt = (slug: string, language: LanguageCode) =>
  interpolateFacts(String(serviceFrontmatter(slug, language).imageAlt), language);

/** Every description a picture may have in a language, from the content files. */
export const altsOf = (language: LanguageCode) =>
  new Set([
    localeText(language, "home", "hero.imageAlt"),
    localeText(language, "home", "about.imageAlt"),
    localeText(language, "about", "intro.imageAlt"),
    ...serviceSlugs.map((slug) => serviceAlt(slug, language)),
  ]);

export interface ImageFacts {
  alt: string | null;
  loading: string | null;
  fetchpriority: string | null;
  sizes: string | null;
  /** The media types the picture offers: its <source>s' and its <img>'s own file's. */
  formats: string[];
  sized: boolean;
  top: number;
}

/** What each <img> of the page says about itself and where it is laid out. */
export const images = (page: Page, selector = "img") =>
  page.locator(selector).evaluateAll((imgs) =>
    (imgs as HTMLImageElement[]).map((img) => ({
      alt: img.getAttribute("alt"),
      loading: img.getAttribute("loading"),
      fetchpriority: img.getAttribute("fetchpriority"),
      sizes: img.getAttribute("sizes"),
      formats: [
        ...[...(img.closest("picture")?.querySelectorAll("source") ?? [])].map((s) => s.getAttribute("type") ?? ""),
        `image/${/\.(\w+)$/.exec(img.getAttribute("src") ?? "")?.[1]}`,
      ],
      // Width and height attributes, or a CSS aspect ratio, let the browser reserve the box.
      sized: (img.hasAttribute("width") && img.hasAttribute("height")) || getComputedStyle(img).aspectRatio !== "auto",
      top: img.getBoundingClientRect().top + window.scrollY,
    })),
  ) as Promise<ImageFacts[]>;

/** A hero picture: described, eager, high priority, in AVIF or WebP, its box reserved. */
function expectHero(hero: ImageFacts | undefined, alt: string) {
  expect(hero, "hero picture").toBeDefined();
  expect(hero!.alt).toBe(alt);
  expect(hero!.loading).toBe("eager");
  expect(hero!.fetchpriority).toBe("high");
  expect(hero!.formats).toEqual(expect.arrayContaining(["image/avif", "image/webp"]));
  expect(hero!.sized).toBe(true);
}

const heroOf = async (page: Page) => (await images(page, `section[aria-labelledby="page-title"] img`))[0];

/**
 * The home page on a 1280 x 800 screen: the hero as a hero, sized for the full width; every
 * other picture (the service cards', the about section's) below the first screen and lazy.
 */
export async function expectHomePictures(page: Page, language: LanguageCode) {
  const screenHeight = 800;
  await page.setViewportSize({ width: 1280, height: screenHeight });
  const hero = await heroOf(page);
  expectHero(hero, localeText(language, "home", "hero.imageAlt"));
  expect(hero.sizes).toBe(heroSizes);
  const rest = (await images(page)).filter((img) => img.alt !== hero.alt);
  for (const img of rest) {
    expect(img.loading, img.alt!).toBe("lazy");
    expect(img.top, img.alt!).toBeGreaterThan(screenHeight);
  }
  expect(rest.map((img) => img.alt).sort()).toEqual(
    [localeText(language, "home", "about.imageAlt"), ...serviceSlugs.map((slug) => serviceAlt(slug, language))].sort(),
  );
}

/** A service page's hero as a hero, sized for its half of the row. */
export async function expectServiceHeroPicture(page: Page, slug: string, language: LanguageCode) {
  const hero = await heroOf(page);
  expectHero(hero, serviceAlt(slug, language));
  expect(hero.sizes).toBe(halfColumnSizes);
}
