import { existsSync, readFileSync } from "fs";
import path from "path";
import { duplicateJsonKeys, jsonProblem, type SyntaxProblem } from "./syntax-problems";

// What the content check reports and how it reads a JSON file an editor wrote. Apart from the
// check itself, which imports the site's code: that code imports three content files (below),
// and these must be read first.

export interface Issue {
  level: "error" | "warning";
  /** The language the problem is in; undefined for shared files such as company.json. */
  language?: string;
  file: string;
  key?: string;
  /** The line of the file the problem is on (an MDX file's frontmatter and body alike), counted from 1. */
  line?: number;
  message: string;
}

/** Records why a file cannot be read, on the line where it went wrong. */
export type Unreadable = (language: string | undefined, file: string, what: string, problem: SyntaxProblem) => void;

/** An Unreadable that adds each file that cannot be read to the issues, its name relative as rel makes it. */
export const recordUnreadable =
  (issues: Issue[], rel: (file: string) => string): Unreadable =>
  (language, file, what, { line, field, reason }) =>
    issues.push({ level: "error", language, file: rel(file), key: field, line, message: `${what}: ${reason}` });

/**
 * A JSON file's data; undefined, once recorded, when it is not JSON (no valid JSON is undefined).
 * A key written twice is recorded too, and the data kept as JSON reads it.
 */
export function readJson(file: string, unreadable: Unreadable, language?: string): unknown {
  const text = readFileSync(file, "utf8");
  // Some Windows editors save one by default. JSON.parse refuses it, at a place it names as the
  // file's end, and the site's other readers of these files would refuse it too.
  if (text.startsWith("\uFEFF")) {
    unreadable(language, file, "starts with an invisible byte-order mark (BOM)", {
      line: 1,
      reason: 'save it as "UTF-8" without BOM (in the editor\'s encoding or "Save with Encoding" menu)',
    });
    return undefined;
  }
  let data: unknown;
  try {
    data = JSON.parse(text) as unknown;
  } catch (e) {
    unreadable(language, file, "is not valid JSON", jsonProblem(text, e));
    return undefined;
  }
  for (const { key, line, firstLine } of duplicateJsonKeys(text))
    unreadable(language, file, `has the key "${key}" twice`, {
      line,
      field: key,
      reason: `it is also on line ${firstLine}, and only this later one is used: keep one of them`,
    });
  return data;
}

/**
 * The content files the site's code imports (src/shared/languages.ts, services.ts, facts.ts, and
 * the duty estimator's src/components/estimator/import-duties.ts), named with their line when one
 * is not JSON. The import of such a file fails with the parser's trace alone, naming no file, so
 * they are read before anything imports them.
 */
export function unreadableImportedFiles(contentDir: string, root: string): Issue[] {
  const issues: Issue[] = [];
  const unreadable = recordUnreadable(issues, (file) => path.relative(root, file));
  for (const name of ["languages.json", "services.json", "company.json", "import-taxes.json"]) {
    const file = path.join(contentDir, name);
    if (existsSync(file)) readJson(file, unreadable);
  }
  return issues;
}

// Translators know a language by its name, in English as the check's messages are; the check of
// languages.json refuses a code Intl cannot name.
const englishNames = new Intl.DisplayNames(["en"], { type: "language", fallback: "code" });
/** A language's English name, Japanese for ja. */
export const languageName = (code: string) => englishNames.of(code) ?? code;

/** Issues as readable lines, grouped by language, each named. */
export function formatIssues(issues: readonly Issue[]): string {
  const groups = new Map<string, Issue[]>();
  for (const issue of issues) {
    const group = issue.language === undefined ? "all languages" : languageName(issue.language);
    groups.set(group, [...(groups.get(group) ?? []), issue]);
  }
  return [...groups]
    .map(
      ([group, list]) =>
        `${group}:\n` +
        list
          .map(
            (i) =>
              `  ${i.level === "error" ? "ERROR" : "warning"} ${i.file}${i.key ? ` key "${i.key}"` : ""}${i.line ? ` line ${i.line}` : ""}: ${i.message}`,
          )
          .join("\n"),
    )
    .join("\n");
}
