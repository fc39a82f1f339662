import { pagePaths } from "./routes";
import { serviceSlugs } from "./services";

// Each page type has its own social-sharing image, /og/<key>.png (1200x630), made at
// build time by src/node/site-files.ts. Pictures carry no words, so one serves all languages.
export const ogImageKeys: readonly string[] = ["home", "services", "about", "contact", ...serviceSlugs];
/** A page name or a service slug. */
export type OgImageKey = string;

export const ogImageSize = { width: 1200, height: 630 } as const;

export function ogImageKeyFor(originalPath: string): OgImageKey {
  const service = serviceSlugs.find((slug) => originalPath === `/services/${slug}/`);
  if (service) return service;
  if (originalPath === pagePaths.services) return "services";
  if (originalPath === pagePaths.about) return "about";
  if (originalPath === pagePaths.contact) return "contact";
  return "home";
}

export const ogImagePath = (key: OgImageKey) => `/og/${key}.png`;

/** An article's own preview image, drawn from its title in its language (src/node/article-previews.ts). */
export const articlePreviewPath = (slug: string, language: string) => `/og/artikel/${language}/${slug}.png`;
