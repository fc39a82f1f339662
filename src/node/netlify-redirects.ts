import { writeFileSync } from "fs";
import path from "path";
import { defaultLanguage, languageCodes } from "../lib/languages";

/**
 * Netlify serves /404.html for unknown paths; under a language prefix it must serve
 * that language's 404 instead, still with status 404. Written from the language list
 * so a new language gets its rule without editing netlify.toml.
 */
export function notFoundRedirects(): string {
  return languageCodes
    .filter((code) => code !== defaultLanguage)
    .map((code) => `/${code}/*  /${code}/404/index.html  404`)
    .join("\n");
}

export function writeNetlifyRedirects(publicDir: string): void {
  writeFileSync(path.join(publicDir, "_redirects"), `${notFoundRedirects()}\n`);
}
