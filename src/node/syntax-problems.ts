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

const fieldOf = (line: string | undefined) => line?.match(/^\s*(?:-\s+)?"?([A-Za-z_][\w-]*)"?\s*:/)?.[1];

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

/**
 * Why YAML (js-yaml, as gray-matter reads an MDX file's frontmatter) refused a text. `text` is the
 * whole file: js-yaml counts lines from the first `---`, so its lines are the file's.
 */
export function yamlProblem(text: string, error: unknown): SyntaxProblem {
  const { mark, reason, message } = error as { mark?: { line: number }; reason?: string; message: string };
  const said = reason ?? message.split("\n")[0];
  const lines = text.split("\n");
  // A quote left open swallows the lines after it: the parser stops somewhere below, on a line
  // that is right, or at the end.
  const unclosed = unclosedQuoteLine(lines, (mark?.line ?? lines.length) + 1);
  const index = unclosed ?? mark?.line;
  let hint = "check the quotes and the indentation on this line";
  if (unclosed !== undefined) {
    hint = "a text opens a quote that is not closed: end it with the same quote on this line";
  } else if (index !== undefined && /^[ ]*\t/.test(lines[index] ?? "")) {
    hint = "the line is indented with a tab: indent with spaces only";
  } else if (index !== undefined && /:\s*\S.*:(\s|$)/.test(lines[index] ?? "")) {
    hint = 'the text has a colon (:), which YAML reads as a new field: put the whole text in double quotes ("...")';
  } else if (/duplicated mapping key/.test(said)) {
    hint = "the field is written twice: keep one";
  }
  const line = index === undefined ? undefined : index + 1;
  return { line, field: fieldOf(index === undefined ? undefined : lines[index]), reason: `${hint} (YAML: ${said})` };
}

/** Why JSON.parse refused a text. */
export function jsonProblem(text: string, error: unknown): SyntaxProblem {
  const message = (error as Error).message;
  const said = message.replace(/ in JSON at position \d+.*$/, "").replace(/^Unexpected token .*?, /, "");
  const position = Number(message.match(/at position (\d+)/)?.[1] ?? text.length);
  // Where the slip is: a missing or extra comma is after the last thing written, not where the
  // parser noticed it (often the next line).
  const before = text.slice(0, position).trimEnd();
  let at = position;
  let hint = "check the quotes and commas on this line";
  if (/Expected double-quoted property name/.test(said) && before.endsWith(",")) {
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
 * Keys written twice in one object of a JSON text that JSON.parse read, by the line of the second,
 * with the line of the first. JSON.parse keeps the last silently: a translator who adds a key
 * again lower in a file changes the page without seeing it, or leaves an English copy above the
 * translated one unnoticed.
 */
export function duplicateJsonKeys(text: string): { key: string; line: number; firstLine: number }[] {
  const found: { key: string; line: number; firstLine: number }[] = [];
  // Each open object's keys with their lines, and its dotted path; an array is null.
  const open: ({ keys: Map<string, number>; path: string } | null)[] = [];
  let line = 1;
  let lastKey = "";
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === "\n") line++;
    else if (c === "{") {
      const parent = open[open.length - 1];
      open.push({ keys: new Map(), path: parent ? `${parent.path}${lastKey}.` : "" });
    } else if (c === "[") open.push(null);
    else if (c === "}" || c === "]") open.pop();
    else if (c === '"') {
      let end = i + 1;
      while (end < text.length && text[end] !== '"') end += text[end] === "\\" ? 2 : 1;
      const value = JSON.parse(text.slice(i, end + 1)) as string;
      i = end;
      const object = open[open.length - 1];
      if (object && /^\s*:/.test(text.slice(end + 1, end + 20))) {
        const first = object.keys.get(value);
        if (first !== undefined) found.push({ key: object.path + value, line, firstLine: first });
        else object.keys.set(value, line);
        lastKey = value;
      }
    }
  }
  return found;
}
