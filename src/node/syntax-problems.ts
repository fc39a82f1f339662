// Why a file an editor or translator wrote cannot be read (frontmatter that is not YAML, a locale
// file that is not JSON), in words they can act on: the line, the field on it when the line names
// one, a hint for the common slips, and the parser's own words last. The parsers alone say "a key
// node is missed" or "at position 212", which names neither the field nor a line.

export interface SyntaxProblem {
  /** The line of the text, counted from 1. */
  line?: number;
  /** The field or key the line starts with, if it starts with one. */
  field?: string;
  /** What is wrong, with a hint for the common slips and the parser's own words last. */
  reason: string;
}

/** The problem as one line of text: where, then why. */
export function describeSyntax({ line, field, reason }: SyntaxProblem): string {
  return `${line === undefined ? "" : `line ${line}${field ? `, field "${field}"` : ""}: `}${reason}`;
}

/** The field a frontmatter line names, if it names one. */
export const fieldOf = (line: string | undefined) => line?.match(/^\s*(?:-\s+)?"?([A-Za-z_][\w-]*)"?\s*:/)?.[1];

/** The first line that opens a quote and does not close it: where the text the parser ran on from begins. */
function unclosedQuoteLine(lines: readonly string[], before: number): number | undefined {
  const index = lines.slice(0, before).findIndex((line) => {
    const opened = line.match(/^\s*(?:-\s+)?(?:[\w-]+\s*:\s*)?(["'])(.*)$/);
    if (!opened) return false;
    const [, quote, rest] = opened;
    const closing = quote === '"' ? /(?<!\\)"\s*(#.*)?$/ : /'\s*(#.*)?$/;
    return !closing.test(rest);
  });
  return index === -1 ? undefined : index;
}

const indentOf = (line: string) => line.length - line.trimStart().length;

/**
 * A line above `at` whose quoted text goes on after its closing quote (title: "Sea "Freight""):
 * a quote inside the quotes, which YAML reads as the text's end. It stops on a later line.
 */
function quoteInsideLine(lines: readonly string[], at: number): number | undefined {
  const index = lines
    .slice(0, at + 1)
    .findIndex((line) => /^\s*(?:-\s+)?[\w-]+\s*:\s*(?:"(?:[^"\\]|\\.)*"|'(?:[^']|'')*')\s*[^\s#]/.test(line));
  return index === -1 ? undefined : index;
}

/** A field written without its colon (features, title "Sea"), on the line YAML stopped on or the one before it. */
function colonlessLine(lines: readonly string[], at: number): number | undefined {
  const bare = /^\s*(?:-\s+)?[A-Za-z_][\w-]*(?:\s*|\s+["'].*)$/;
  let before = at - 1;
  while (before > 0 && lines[before].trim() === "") before--;
  return [at, before].find((i) => i > 0 && bare.test(lines[i] ?? ""));
}

/**
 * A field with no space after its colon (published:2026-12-06): YAML reads the line as a text, not
 * a field, and stops on a line below. The nearest such line at or above the one it stopped on.
 */
function spacelessColonLine(lines: readonly string[], at: number): number | undefined {
  for (let i = Math.min(at, lines.length - 1); i > 0; i--)
    if (/^\s*(?:-\s+)?[A-Za-z_][\w-]*:[^\s/]/.test(lines[i])) return i;
  return undefined;
}

/**
 * A list whose first entries lack their dash (whyChooseUs: then "    icon: globe"): YAML reads
 * them as fields and stops on the first entry that has one. The first line of that list.
 */
function dashlessEntryLine(lines: readonly string[], at: number): number | undefined {
  if (!/^\s*- /.test(lines[at] ?? "")) return undefined;
  const indent = indentOf(lines[at]);
  let parent = at - 1;
  while (parent > 0 && (lines[parent].trim() === "" || indentOf(lines[parent]) >= indent)) parent--;
  const first = lines.findIndex((line, i) => i > parent && line.trim() !== "");
  return first !== -1 && first < at && !/^\s*- /.test(lines[first]) ? first : undefined;
}

/**
 * Why YAML (js-yaml, as gray-matter reads an MDX file's frontmatter) refused a text. `text` is the
 * whole file: js-yaml counts lines from the first `---`, so its lines are the file's. A slip that
 * YAML notices only lines later (a quote left open, or one inside a text's quotes, a colon or a
 * dash left out) is named at the line where it was made.
 */
export function yamlProblem(text: string, error: unknown): SyntaxProblem {
  const { mark, reason, message } = error as { mark?: { line: number }; reason?: string; message: string };
  const said = reason ?? message.split("\n")[0];
  const lines = text.split("\n");
  const stop = mark?.line ?? lines.length - 1;
  const found = (index: number | undefined, hint: string) => (index === undefined ? undefined : { index, hint });
  const slip =
    (lines[0]?.trim() === "---" && !lines.slice(1).some((line) => line.trim() === "---")
      ? { index: 0, hint: "the frontmatter's opening --- has no closing --- line: add one after its last field" }
      : undefined) ??
    // A quote left open swallows the lines after it: the parser stops somewhere below, on a line
    // that is right, or at the end.
    found(
      unclosedQuoteLine(lines, stop + 1),
      "a text opens a quote that is not closed: end it with the same quote on this line",
    ) ??
    found(
      quoteInsideLine(lines, stop),
      'a text has a quote inside its quotes, which YAML reads as its end: write a double quote inside double quotes as \\" (or put the text in the other kind of quotes)',
    ) ??
    found(
      spacelessColonLine(lines, stop),
      "the field has no space after its colon, so YAML reads the line as a text: write it as name: value",
    ) ??
    (/multiline key|could not find expected ':'|end of the stream/.test(said)
      ? found(colonlessLine(lines, stop), "the field has no colon after its name: write it as name: value")
      : undefined) ??
    (/bad indentation of a mapping entry/.test(said)
      ? found(
          dashlessEntryLine(lines, stop),
          "this entry of a list has no dash while the entries below it have one: start each entry with - at the same indentation",
        )
      : undefined);
  const index = slip?.index ?? mark?.line;
  const hint = slip?.hint ?? hintFor(index === undefined ? undefined : lines[index], said);
  const line = index === undefined ? undefined : index + 1;
  return { line, field: fieldOf(index === undefined ? undefined : lines[index]), reason: `${hint} (YAML: ${said})` };
}

/** The common slips YAML notices on the line where they are. */
function hintFor(line: string | undefined, said: string): string {
  if (/duplicated mapping key/.test(said)) return "the field is written twice: keep one";
  // A colon inside quotes is part of the text: telling to quote a quoted text would not help.
  if (/^[^"':]*:\s*[^\s"'].*:(\s|$)/.test(line ?? ""))
    return 'the text has a colon (:), which YAML reads as a new field: put the whole text in double quotes ("...")';
  return "check the quotes and the indentation on this line";
}

/** Why JSON.parse refused a text. */
export function jsonProblem(text: string, error: unknown): SyntaxProblem {
  const message = (error as Error).message;
  // For a character it takes for no JSON at all, the parser gives no position but the text around
  // it: ten characters before it, after "..." where it shortened the text.
  const [, token, shortened, around] =
    message.match(/^Unexpected token '([^]+?)', (\.\.\.)?"([^]*)"(?:\.\.\.)? is not valid JSON$/) ?? [];
  const aroundAt = around === undefined ? -1 : text.indexOf(around);
  const said =
    token !== undefined
      ? `Unexpected token '${token}'`
      : message.replace(/ in JSON at position \d+.*$/, "").replace(/^Unexpected token .*?, /, "");
  const position =
    aroundAt >= 0
      ? aroundAt + (shortened ? 10 : around.indexOf(token))
      : Number(message.match(/at position (\d+)/)?.[1] ?? text.length);
  // Where the slip is: a missing or extra comma is after the last thing written, not where the
  // parser noticed it (often the next line).
  const before = text.slice(0, position).trimEnd();
  let at = position;
  let hint = "check the quotes and commas on this line";
  // Some editors' JSON allows comments; a note typed the way it would be in code stops JSON.parse.
  if (/^\/[/*]/.test(text.slice(position))) {
    hint = "a comment (// or /* */), which JSON does not allow: remove it";
  } else if (/^['‘’]/.test(text.slice(position))) {
    hint = 'a key or text in single quotes, which JSON does not allow: write double quotes ("key": "text")';
  } else if (/^[“”„＂]/.test(text.slice(position))) {
    hint = `a key or text that starts with ${text[position]}, which JSON does not take for a quote: type the straight double quote (") in half-width (English) mode`;
  } else if (
    /Expected double-quoted property name/.test(said) &&
    /\d,$/.test(before) &&
    /^\d/.test(text.slice(position))
  ) {
    at = before.length - 1;
    hint = "a number written with a decimal comma: write it with a point (45.5, not 45,5)";
  } else if (/Expected double-quoted property name/.test(said) && before.endsWith(",")) {
    at = before.length - 1;
    hint = "a comma after the last entry: remove it";
  } else if (/Expected double-quoted property name/.test(said)) {
    hint = 'a key must be in double quotes ("key": "text")';
  } else if (/Expected ',' or '?[}\]]'? after/.test(said)) {
    at = before.length - 1;
    hint = 'a comma is missing after this line, or a text holds a double quote: write it as \\"';
  } else if (/Bad control character|Unterminated string/.test(said)) {
    hint = 'a text is missing its closing quote ("), or breaks across lines: close it on this line';
  } else if (/Bad escaped character/.test(said)) {
    hint = "a backslash (\\) in a text: write it as \\\\";
  } else if (/Unexpected end of JSON input/.test(said)) {
    hint = "the file ends too early: a closing } or ] is missing";
  }
  const lines = text.slice(0, at).split("\n");
  const line = lines.length;
  const column = lines[line - 1].length + 1;
  // The key on the line is not named: in a nested file it is only the last part of the key.
  return { line, reason: `${hint} (JSON: ${said}, column ${column})` };
}

/**
 * Every key of a JSON text that JSON.parse read, in the order written: its dotted path, its line,
 * and which object holds it (objects in a list share a path).
 */
function jsonKeys(text: string): { key: string; name: string; line: number; object: number }[] {
  const found: { key: string; name: string; line: number; object: number }[] = [];
  // Each open object's number and dotted path; an array is null.
  const open: ({ object: number; path: string } | null)[] = [];
  let objects = 0;
  let line = 1;
  let lastKey = "";
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === "\n") line++;
    else if (c === "{") {
      const parent = open[open.length - 1];
      open.push({ object: objects++, path: parent ? `${parent.path}${lastKey}.` : "" });
    } else if (c === "[") open.push(null);
    else if (c === "}" || c === "]") open.pop();
    else if (c === '"') {
      let end = i + 1;
      while (end < text.length && text[end] !== '"') end += text[end] === "\\" ? 2 : 1;
      const value = JSON.parse(text.slice(i, end + 1)) as string;
      i = end;
      const object = open[open.length - 1];
      if (object && /^\s*:/.test(text.slice(end + 1, end + 20))) {
        found.push({ key: object.path + value, name: value, line, object: object.object });
        lastKey = value;
      }
    }
  }
  return found;
}

/**
 * Keys written twice in one object of a JSON text that JSON.parse read, by the line of the second,
 * with the line of the first. JSON.parse keeps the last silently: a translator who adds a key
 * again lower in a file changes the page without seeing it, or leaves an English copy above the
 * translated one unnoticed.
 */
export function duplicateJsonKeys(text: string): { key: string; line: number; firstLine: number }[] {
  const firstLines = new Map<string, number>();
  const found: { key: string; line: number; firstLine: number }[] = [];
  for (const { key, name, line, object } of jsonKeys(text)) {
    const first = firstLines.get(`${object}:${name}`);
    if (first !== undefined) found.push({ key, line, firstLine: first });
    else firstLines.set(`${object}:${name}`, line);
  }
  return found;
}

/** The line a key (its dotted path) of a JSON text is written on: the last, which JSON.parse keeps. */
export const jsonKeyLine = (text: string, key: string): number | undefined =>
  jsonKeys(text).findLast((written) => written.key === key)?.line;
