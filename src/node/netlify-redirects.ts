import { existsSync, writeFileSync } from "fs";
import path from "path";
import { prefixedLanguageCodes } from "../shared/languages";
import { listFiles, servedPages } from "./built-pages";

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

/**
 * An address naming a page's file (/en/index.html) gets the file from Netlify, but Gatsby's
 * router knows the page only by its path (/en/) and, once the scripts run, shows the 404 page
 * there. So each page's file address is sent on to the page's own, permanently. Forced (!), as
 * Netlify applies a rule only where no file is, and this file is there. The 404 pages are left
 * out: they are the targets of the rules below, never addresses of their own.
 */
function pageFileRedirects(pages: readonly string[]): string {
  return pages
    .map((file) => file.split(path.sep).join("/"))
    .filter((file) => /(^|\/)index\.html$/.test(file) && !/(^|\/)404\/index\.html$/.test(file))
    .map((file) => `/${file}  /${file.replace(/index\.html$/, "")}  301!`)
    .join("\n");
}

/** The pages and data the rules point to, relative to the build folder. */
export const redirectTargets = () => [
  ...prefixedLanguageCodes.map((code) => `${code}/404/index.html`),
  "page-data/404.html/page-data.json",
];

/** Writes public/_redirects; returns the targets missing from the build instead, if any. */
export function writeNetlifyRedirects(publicDir: string): string[] {
  const missing = redirectTargets().filter((target) => !existsSync(path.join(publicDir, target)));
  if (missing.length > 0) return missing.map((target) => `${target} is not in the build`);
  // Netlify applies the first rule that matches: a page's file address before the 404s under its prefix.
  const pages = servedPages(listFiles(publicDir));
  writeFileSync(
    path.join(publicDir, "_redirects"),
    `${pageFileRedirects(pages)}\n${notFoundRedirects()}\n${missingPageDataRewrite}\n`,
  );
  return [];
}
