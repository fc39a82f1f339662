import { readdirSync, readFileSync } from "fs";
import path from "path";
import { headStrings, type HeadString } from "../../src/i18n/head-strings";

// The site's own i18next set-up (options, plurals, company facts) over the real locale files
// of one language, as a page's query would bring them: for tests of code that takes a `t`.
function localeStrings(language: string, contentDir = path.resolve(__dirname, "../../content")): HeadString {
  const dir = path.join(contentDir, "locales", language);
  const edges = readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .map((f) => ({
      node: {
        ns: f.replace(/\.json$/, ""),
        language,
        data: JSON.parse(readFileSync(path.join(dir, f), "utf8")) as unknown,
      },
    }));
  return headStrings({ edges }, language);
}

/** t for one namespace. */
export const localeT = (language: string, ns: string) => {
  const strings = localeStrings(language);
  return (key: string, vars: Record<string, unknown> = {}) => strings(ns, key, vars);
};
