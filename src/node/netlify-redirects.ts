import { existsSync, writeFileSync } from "fs";
import path from "path";
import { prefixedLanguageCodes } from "../shared/languages";

/**
 * Netlify serves /404.html for unknown paths; under a language prefix it must serve
 * that language's 404 instead, still with status 404. Written from the language list
 * so a new language gets its rule without editing netlify.toml.
 */
function notFoundRedirects(): string {
  return prefixedLanguageCodes.map((code) => `/${code}/*  /${code}/404/index.html  404`).join("\n");
}

/**
 * On an unknown unprefixed path Gatsby's loader asks for that path's page-data, then for the
 * HTML again, both 404s the console reports, before it renders the 404 it already shows.
 * Answering any missing page-data with the default language's 404 data renders it at once.
 * Files that exist are served as they are: Netlify applies a rule only where no file is.
 */
const missingPageDataRewrite = `/page-data/*  /page-data/404.html/page-data.json  200`;

/** The pages and data the rules point to, relative to the build folder. */
export const redirectTargets = () => [
  ...prefixedLanguageCodes.map((code) => `${code}/404/index.html`),
  "page-data/404.html/page-data.json",
];

/** Writes public/_redirects; returns the targets missing from the build instead, if any. */
export function writeNetlifyRedirects(publicDir: string): string[] {
  const missing = redirectTargets().filter((target) => !existsSync(path.join(publicDir, target)));
  if (missing.length > 0) return missing.map((target) => `${target} is not in the build`);
  writeFileSync(path.join(publicDir, "_redirects"), `${notFoundRedirects()}\n${missingPageDataRewrite}\n`);
  return [];
}
