import matter from "gray-matter";
import yaml from "js-yaml";
import { fieldOf, yamlProblem, type SyntaxProblem } from "./syntax-problems";

// js-yaml (gray-matter's YAML reader) turns an unquoted 2026-11-20 into a Date, and an impossible
// day (2026-11-31, 2026-13-01) into the real day it overflows to, so the frontmatter schemas would
// check a date the editor never wrote. YAML's core schema has no timestamps: every date stays the
// text as written, and the schemas refuse one that is not a calendar day.
const yamlEngine = {
  parse: (text: string) => (yaml.load(text, { schema: yaml.CORE_SCHEMA }) ?? {}) as object,
  stringify: (data: object) => yaml.dump(data, { schema: yaml.CORE_SCHEMA }),
};

/** An MDX file's frontmatter and body, its dates as written (the content check reads files with it). */
export function readFrontmatter(text: string): matter.GrayMatterFile<string> {
  // An options object also keeps gray-matter from caching by text and sharing the data object.
  return matter(text, { engines: { yaml: yamlEngine } });
}

/** An MDX file's frontmatter and body, or where and why its frontmatter is not YAML. */
export function readMdx(
  text: string,
): { parsed: matter.GrayMatterFile<string>; broken?: undefined } | { parsed?: undefined; broken: SyntaxProblem } {
  try {
    const tab = tabIndentedLine(text);
    if (tab) return { broken: tab };
    const parsed = readFrontmatter(text);
    const opening = parsed.matter === "" ? missingOpeningLine(text) : undefined;
    return opening ? { broken: opening } : { parsed };
  } catch (error) {
    return { broken: yamlProblem(text, error) };
  }
}

/**
 * The first frontmatter line indented with a tab. YAML indents with spaces only, and js-yaml reads
 * some tab-indented lines anyway, as belonging somewhere else: a source's url indented with a tab
 * becomes a field of the whole file, and the editor is told that the url they can see is missing.
 * Where it refuses one, it often stops on a later line, which shows no slip.
 */
function tabIndentedLine(text: string): SyntaxProblem | undefined {
  const lines = text.split(/\r?\n/);
  if (lines[0]?.trim() !== "---") return undefined;
  // Without a closing line yamlProblem names that, and the body's lines are no frontmatter.
  const closing = lines.findIndex((line, i) => i > 0 && line.trim() === "---");
  if (closing === -1) return undefined;
  const index = lines.slice(0, closing).findIndex((line) => /^[ \t]*\t[ \t]*\S/.test(line));
  return index === -1
    ? undefined
    : {
        line: index + 1,
        field: fieldOf(lines[index]),
        reason: "the line is indented with a tab: indent with spaces only",
      };
}

/**
 * Fields above a --- line with no --- over them: without its opening line the whole file is body,
 * so the file would have every field missing and each fact token would be read as MDX code.
 * Only fields (name: value, their indented or dashed lines) before the ---, two at least, so a
 * page with no frontmatter and a --- rule is not mistaken for one.
 */
function missingOpeningLine(text: string): SyntaxProblem | undefined {
  const lines = text.split(/\r?\n/);
  const closing = lines.findIndex((line) => /^---\s*$/.test(line));
  if (closing < 1) return undefined;
  const above = lines.slice(0, closing).filter((line) => line.trim() !== "");
  const field = /^([\w-]+):(\s|$)/;
  const yamlLike = (line: string) =>
    field.test(line) || /^\s/.test(line) || line.startsWith("- ") || line.startsWith("#");
  if (above.filter((line) => field.test(line)).length < 2 || !above.every(yamlLike)) return undefined;
  return {
    line: 1,
    field: lines[0].match(field)?.[1],
    reason: "the frontmatter has no opening --- line: add a line of three hyphens above its first field",
  };
}

/**
 * Makes every gray-matter read in this process use the same YAML reading, gatsby-plugin-mdx's
 * included: it reads the frontmatter the build checks and offers no option for the YAML engine.
 */
export function readFrontmatterDatesAsWritten(): void {
  (matter as unknown as { engines: Record<string, unknown> }).engines.yaml = yamlEngine;
}

/**
 * The lines of an MDX file's frontmatter whose unquoted text holds " #": YAML reads the rest of
 * the line as a comment and drops it ("navTitle: Sea Freight #1 in Batam" is "Sea Freight"). By
 * line, counted from 1, with the field the line names. Text in quotes or in a block (| or >) keeps
 * its #.
 */
export function textCutByHash(raw: string): { line: number; field?: string }[] {
  const lines = raw.split(/\r?\n/);
  if (lines[0]?.trim() !== "---") return [];
  const cut: { line: number; field?: string }[] = [];
  let blockIndent: number | undefined;
  let openQuote: string | undefined;
  for (let i = 1; i < lines.length && lines[i].trim() !== "---"; i++) {
    const text = lines[i];
    const indent = text.length - text.trimStart().length;
    if (blockIndent !== undefined) {
      if (text.trim() === "" || indent > blockIndent) continue;
      blockIndent = undefined;
    }
    if (openQuote) {
      if (text.trimEnd().endsWith(openQuote)) openQuote = undefined;
      continue;
    }
    const [, field, rawValue = ""] = /^\s*(?:-\s+)?(?:([\w-]+):(?:\s+|$))?(.*)$/.exec(text) ?? [];
    const value = rawValue.trim();
    if (/^[|>][-+0-9]*$/.test(value)) blockIndent = indent;
    else if (/^["']/.test(value)) {
      if (value.length === 1 || !value.endsWith(value[0])) openQuote = value[0];
    } else if (!value.startsWith("#") && /\s#/.test(value)) cut.push({ line: i + 1, field });
  }
  return cut;
}
