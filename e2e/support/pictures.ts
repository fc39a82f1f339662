import type { Page } from "@playwright/test";
import { localeText, serviceFrontmatter } from "./site";
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
  sourceTypes: string[];
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
      sourceTypes: [...(img.closest("picture")?.querySelectorAll("source") ?? [])].map(
        (s) => s.getAttribute("type") ?? "",
      ),
      // Width and height attributes, or a CSS aspect ratio, let the browser reserve the box.
      sized: (img.hasAttribute("width") && img.hasAttribute("height")) || getComputedStyle(img).aspectRatio !== "auto",
      top: img.getBoundingClientRect().top + window.scrollY,
    })),
  ) as Promise<ImageFacts[]>;
