import * as v from "valibot";
import { company, derivedFacts, unknownFactTokens } from "../shared/facts";
import { keepUnitsWithNumbers } from "../shared/number-units";
import { isCalendarDay } from "../shared/days";

// What the article and service frontmatter schemas share about the set of fields an editor
// writes: a misspelled field (darft: true, notes: on a price card) would otherwise be dropped
// without a word and the page built without it, so every object refuses a field it does not
// declare, and names the declared one the editor most likely meant.

/**
 * A text field: not empty, and every {token} in it names a fact, the ones that do not named. Its
 * numbers keep their units on their line (../shared/number-units.ts).
 */
export const frontmatterText = v.pipe(
  v.string((issue) =>
    issue.input === null || issue.input === undefined
      ? "is empty: write its text after the colon"
      : typeof issue.input === "number" || typeof issue.input === "boolean"
        ? `must be text, and YAML reads ${String(issue.input)} as a ${typeof issue.input}: put it in double quotes ("${String(issue.input)}")`
        : "must be text",
  ),
  v.trim(),
  v.minLength(1, "must not be empty"),
  v.check(
    (s) => unknownFactTokens(s).length === 0,
    (issue) => {
      const known = factNames(siteFacts, (name) => unknownFactTokens(`{${name}}`).length === 0);
      return `names a fact that content/company.json does not have: ${unknownFactTokens(String(issue.input))
        .map((name) => `{${name}}${meantFact(name, known, (n) => `{${n}}`)}`)
        .join(", ")}`;
    },
  ),
  v.transform(keepUnitsWithNumbers),
);

/** Edits (insert, delete, replace, swap two neighbours) between two words: "darft" is one from "draft". */
function editDistance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  return d[a.length][b.length];
}

/**
 * The known field closest to an unknown one, when it is a near miss (a typo, a change of case, or
 * letters a Chinese or Japanese keyboard typed full-width).
 */
export function nearestField(unknown: string, known: readonly string[]): string | undefined {
  const typed = unknown.normalize("NFKC").toLowerCase();
  const scored = known
    .map((field) => ({ field, distance: editDistance(typed, field.toLowerCase()) }))
    .filter(({ field, distance }) => distance <= Math.min(2, Math.floor(field.length / 3)))
    .sort((a, b) => a.distance - b.distance);
  return scored[0]?.field;
}

/** The facts of the site's company.json and those computed from it, as texts name them. */
const siteFacts = { ...company, derived: derivedFacts(company) };

/** Every dotted name in a set of facts that `isFact` takes: claims.ports, rates.sea.lcl... */
export function factNames(facts: unknown, isFact: (name: string) => boolean): string[] {
  const names = (value: unknown, prefix: string): string[] =>
    typeof value === "object" && value !== null
      ? Object.entries(value).flatMap(([key, inner]) => [`${prefix}${key}`, ...names(inner, `${prefix}${key}.`)])
      : [];
  return names(facts, "").filter(isFact);
}

/**
 * For a fact a text names that is none of `known`, the known one it most likely stands for,
 * written as the text writes a fact: " (did you mean {claims.ports}?)" after {claim.ports}; empty
 * when none is near.
 */
export function meantFact(name: string, known: readonly string[], written: (name: string) => string): string {
  const near = nearestField(name, known);
  return near ? ` (did you mean ${written(near)}?)` : "";
}

/**
 * The day a date typed year first without its zeros or with slashes stands for (2026-01-05 for
 * 2026-1-5 or 2026/1/5), or typed day first (2026-11-28 for 28-11-2026, 28/11/2026 or 28.11.2026),
 * for an editor to be told what to write; undefined when it is no such day. A day-first date is
 * read only when its day is above 12: 03-12-2026 may be 3 December or, month first, 12 March.
 */
export function dayMeant(typed: string): string | undefined {
  const dayFirst = /^(\d{1,2})([-/.])(\d{1,2})\2(\d{4})$/.exec(typed);
  const [, year, month, date]: (string | undefined)[] =
    /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(typed) ??
    (dayFirst && Number(dayFirst[1]) > 12 ? [typed, dayFirst[4], dayFirst[3], dayFirst[1]] : []);
  const day = year && month && date && `${year}-${month.padStart(2, "0")}-${date.padStart(2, "0")}`;
  return day && isCalendarDay(day) ? day : undefined;
}

/**
 * The message for a value that is none of `known`: the rule, what was written, the value it most
 * likely stands for, and every value there is ("ekspedisi-lautan" is a near miss of ekspedisi-laut).
 */
export const noneOf =
  (rule: string, known: readonly string[]) =>
  ({ input }: v.BaseIssue<unknown>) => {
    const near = typeof input === "string" ? nearestField(input, known) : undefined;
    return `${rule}, not ${JSON.stringify(input)}${near ? ` (did you mean "${near}"?)` : ""}: ${known.join(", ")}`;
  };

/** A schema's own kind of value, under the checks piped after it. */
const valueOf = (schema: v.GenericSchema): v.GenericSchema =>
  "pipe" in schema ? (schema.pipe as v.GenericSchema[])[0] : schema;
const isPicklist = (schema: v.GenericSchema): schema is v.PicklistSchema<string[], undefined> =>
  schema.type === "picklist";

/**
 * The line an editor adds for a field left out, or writes for one left empty (`verb`), as the
 * frontmatter writes it: told only that it is missing or empty, they would have to find another
 * file to copy it from. A choice with its values, a list as a list is written, a text in double
 * quotes, true or false, a day or a rate as `v.description` of its schema says.
 */
function lineToAdd(field: string, schema: v.GenericSchema, verb: "add" | "write" = "add"): string {
  const value = valueOf(schema);
  const line = `${verb} the line ${field}:`;
  if (isPicklist(value)) return `${line} ${value.options[0]} (one of ${value.options.join(", ")})`;
  if (value.type === "array") {
    const item = valueOf((value as v.ArraySchema<v.GenericSchema, undefined>).item);
    if (isPicklist(item))
      return `${line} [${item.options[0]}], a list in square brackets of one or more of ${item.options.join(", ")}`;
    if (item.type === "loose_object") {
      const [first, ...rest] = Object.keys((item as v.LooseObjectSchema<v.ObjectEntries, undefined>).entries);
      return `${line} and under it each entry, starting "  - ${first}: "${rest.length > 0 ? ` and ${rest.join(", ")} on the lines below it, lined up with ${first}` : ""}`;
    }
    return `${line} and under it each entry on a line starting "  - "`;
  }
  if (value.type === "boolean") return `${line} true or ${field}: false`;
  return `${line} ${v.getDescription(schema) ?? '"..."'}${schema === frontmatterText ? " with its text between the quotes" : ""}`;
}

/** The schema a frontmatter schema declares at a place of it, an optional field's own. */
function schemaAt(schema: v.GenericSchema, path: readonly { key: unknown }[]): v.GenericSchema | undefined {
  let at: v.GenericSchema | undefined = schema;
  for (const { key } of path) {
    const value = (at && valueOf(at)) as
      { item?: v.GenericSchema; entries?: Record<string, v.GenericSchema> } | undefined;
    at = typeof key === "number" ? value?.item : value?.entries?.[String(key)];
    if (at?.type === "optional") at = (at as v.OptionalSchema<v.GenericSchema, unknown>).wrapped;
  }
  return at;
}

/** An object of frontmatter fields that refuses every field it does not declare. */
export function fields<TEntries extends v.ObjectEntries>(entries: TEntries) {
  const known = Object.keys(entries);
  return v.pipe(
    // Loose, so that the check below still sees the fields the object does not declare.
    v.looseObject(entries, (issue) => {
      // A declared field left out is reported at its own path; anything else is not an object at all.
      const left = issue.path?.at(-1);
      return left?.origin === "key"
        ? `is missing: ${lineToAdd(String(left.key), entries[String(left.key)])}`
        : `must be a set of fields: ${known.join(", ")}`;
    }),
    // valibot's strictObject names only the first unknown field: an editor with two typos in one
    // place would learn of the second only after mending the first.
    v.rawCheck(({ dataset, addIssue }) => {
      // Not an object at all: reported above.
      if (typeof dataset.value !== "object" || dataset.value === null) return;
      const input = dataset.value as Record<string, unknown>;
      for (const [name, value] of Object.entries(input)) {
        if (known.includes(name)) continue;
        const near = nearestField(name, known);
        addIssue({
          message: `is unknown${near ? ` (did you mean "${near}"?)` : ""}: the fields here are ${known.join(", ")}`,
          path: [{ type: "object", origin: "key", input, key: name, value }],
        });
      }
    }),
  );
}

/** A field's place in editors' words, lists counted from 1: "faq, entry 1, question". */
function placeOf(path: readonly { key: unknown }[] | undefined): string {
  if (!path?.length) return "(frontmatter)";
  return path.map(({ key }) => (typeof key === "number" ? `entry ${key + 1}` : String(key))).join(", ");
}

/**
 * A frontmatter schema's issues as one message per problem, each naming the file and the field.
 * A misspelled field is one problem: its "did you mean" stands for the declared field it leaves
 * out, which is not named missing as well. A field with nothing after its colon, which YAML reads
 * as null, is named empty with the line to write, as a missing one is, whatever its kind's own
 * message would say of null.
 */
export function frontmatterErrors(
  file: string,
  schema: v.GenericSchema,
  issues: readonly v.BaseIssue<unknown>[],
): string[] {
  const dotted = (issue: v.BaseIssue<unknown>) => (issue.path ?? []).map(({ key }) => String(key));
  const meant = new Set(
    issues.flatMap((issue) => {
      const near = issue.message.match(/^is unknown \(did you mean "([^"]+)"\?\)/)?.[1];
      return near ? [[...dotted(issue).slice(0, -1), near].join(".")] : [];
    }),
  );
  return issues
    .filter((issue) => !(issue.message.startsWith("is missing:") && meant.has(dotted(issue).join("."))))
    .map((issue) => {
      const field = issue.path?.at(-1)?.key;
      const declared = issue.path && schemaAt(schema, issue.path);
      const empty =
        issue.input === null && typeof field === "string" && declared && !issue.message.startsWith("is empty")
          ? `is empty: ${lineToAdd(field, declared, "write")}`
          : issue.message;
      return `${file}: field "${placeOf(issue.path)}" ${empty}`;
    });
}

/**
 * The fields a frontmatter schema's errors name, the declared field a misspelled one stands for
 * included: the content check reports each once, in the schema's words, and does not check it
 * again ("titel" is unknown, not also "title" missing its text).
 */
export function fieldsNamed(errors: readonly string[]): Set<string> {
  return new Set(
    errors.flatMap((message) => {
      const field = message.match(/: field "([^"]+)"/)?.[1];
      if (field === undefined) return [];
      const meant = message.match(/ is unknown \(did you mean "([^"]+)"\?\)/)?.[1];
      return meant ? [field, [...field.split(", ").slice(0, -1), meant].join(", ")] : [field];
    }),
  );
}
