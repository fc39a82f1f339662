// The data files of content/ (its JSON files but the locale files) keep notes for their editors
// beside the values, under keys that start with "_". No code reads them, but the pages' code
// carries the files: the webpack builds read them without the notes (docs/architecture.md,
// "Content data without the editors' notes").

import { readdirSync } from "fs";
import path from "path";

const isNote = (key: string) => key.startsWith("_");
const contentDir = path.resolve("content");
const isLocaleFile = /[\\/]content[\\/]locales[\\/]/;

/** content/'s data files: its JSON files but the locale files. */
export const contentDataFiles = (): string[] =>
  readdirSync(contentDir, { recursive: true, encoding: "utf8" })
    .map((file) => path.join(contentDir, file))
    .filter((file) => file.endsWith(".json") && !isLocaleFile.test(file));

/** A parsed JSON value without its notes, at every depth. */
export function withoutNotes(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutNotes);
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).flatMap(([key, inner]) => (isNote(key) ? [] : [[key, withoutNotes(inner)]])),
  );
}

/** The webpack rule that reads content/'s data files without their notes (not the locale files: their keys are texts). */
export const contentDataRule = {
  test: /[\\/]content[\\/].*\.json$/,
  exclude: isLocaleFile,
  type: "json",
  parser: { parse: (text: string) => withoutNotes(JSON.parse(text)) },
};
