// The data files of content/ (its JSON files but the locale files) keep notes for their editors
// beside the values, under keys that start with "_". No code reads them, but the pages' code
// carries the files: the webpack builds read them without the notes (docs/architecture.md,
// "Content data without the editors' notes").

import { readdirSync } from "fs";
import path from "path";

const contentDir = path.resolve("content");
/** The locale files' keys are texts, not notes. */
const localesDir = path.join(contentDir, "locales");

const isDataFile = (file: string) =>
  file.endsWith(".json") && file.startsWith(contentDir + path.sep) && !file.startsWith(localesDir + path.sep);

/** content/'s data files: its JSON files but the locale files. */
export const contentDataFiles = (): string[] =>
  readdirSync(contentDir, { recursive: true, encoding: "utf8" })
    .map((file) => path.join(contentDir, file))
    .filter(isDataFile);

/** A parsed JSON value without its notes, at every depth. */
export function withoutNotes(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutNotes);
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).flatMap(([key, inner]) => (key.startsWith("_") ? [] : [[key, withoutNotes(inner)]])),
  );
}

/** The webpack rule that reads content/'s data files without their notes. */
export const contentDataRule = {
  test: isDataFile,
  type: "json",
  parser: { parse: (text: string) => withoutNotes(JSON.parse(text)) },
};
