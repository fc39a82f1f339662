import { readFileSync } from "fs";
import path from "path";
import { keepUnitsWithNumbersIn } from "../shared/number-units";

// The locale files (content/locales/<language>/<ns>.json) as the pages show them: their numbers
// keep their units on their line (../shared/number-units.ts), whether a page reads them from its
// data (./locale-nodes.ts), from the code that imports them, or the build reads one.

const localesDir = path.resolve("content", "locales");

const asShown = (text: string): unknown => keepUnitsWithNumbersIn(JSON.parse(text));

/** A language's locale file, read while the site is built. */
export function localeFile<T>(language: string, ns: string): T {
  return asShown(readFileSync(path.join(localesDir, language, `${ns}.json`), "utf8")) as T;
}

/** The webpack rule for the locale files the pages' code imports (the calculators', the forms'). */
export const localeFileRule = {
  test: (file: string) => file.startsWith(localesDir + path.sep) && file.endsWith(".json"),
  type: "json",
  parser: { parse: asShown },
};
