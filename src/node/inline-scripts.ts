import path from "path";
import { buildSync } from "esbuild";
import { prefixedLanguageCodes } from "../shared/languages";
import { languageStorageKey } from "../components/layout/start-script";
import { scriptStartTimeoutMs } from "../ssr/page-scripts";

// The inline scripts of every page are TypeScript files in src/inline-scripts/, compiled and
// minified here into the text the renderer writes into the page. Their constants are set at
// compile time, so the text is the same on every page of a build and the Content-Security-Policy
// allows it by its hash (src/node/csp.ts hashes the built pages).

const folder = path.join(process.cwd(), "src", "inline-scripts");

// Compiled once per build: the renderer writes it and the check after the build compares the
// pages with it (src/node/check-pages.ts), so both see the same text.
const compiled = new Map<string, string>();

/** The minified text of one inline script, with each declared __CONSTANT__ replaced by its value. */
function compile(file: string, constants: Record<string, unknown>): string {
  const key = JSON.stringify([file, constants]);
  const known = compiled.get(key);
  if (known !== undefined) return known;
  const result = buildSync({
    entryPoints: [path.join(folder, file)],
    bundle: true,
    write: false,
    minify: true,
    format: "iife",
    // Syntax every browser the site supports runs, with nothing to load first.
    target: "es2017",
    define: Object.fromEntries(Object.entries(constants).map(([name, value]) => [name, JSON.stringify(value)])),
    // Not the project's tsconfig: its strict mode would add a "use strict" these scripts do not need.
    tsconfigRaw: {},
    logLevel: "silent",
  });
  const text = result.outputFiles[0].text.trim();
  compiled.set(key, text);
  return text;
}

/** The <head> script that sends a visitor to the language saved earlier (saved-language-redirect.ts). */
export const savedLanguageRedirect = (): string =>
  compile("saved-language-redirect.ts", {
    __PREFIXED_LANGUAGES__: prefixedLanguageCodes,
    __LANGUAGE_STORAGE_KEY__: languageStorageKey,
  });

/** The script that adds the page's scripts after its first paint (scripts-after-first-paint.ts). */
export const scriptsAfterFirstPaint = (sources: readonly string[]): string =>
  compile("scripts-after-first-paint.ts", { __SCRIPT_SOURCES__: sources, __START_TIMEOUT_MS__: scriptStartTimeoutMs });
