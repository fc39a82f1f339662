import { readFileSync } from "fs";
import path from "path";

/** A language's locale file (content/locales/<language>/<ns>.json), read while the site is built. */
export function localeFile<T>(language: string, ns: string): T {
  return JSON.parse(readFileSync(path.join(process.cwd(), "content", "locales", language, `${ns}.json`), "utf8")) as T;
}
