import * as v from "valibot";
import { formTypes, isFormType, maxMessageLinks, minFillMs, minPhoneDigits, type FormType } from "./forms";
import {
  fieldDefinition,
  fieldNames,
  fieldsOf,
  type FieldDefinition,
  type FieldName,
  type ShipmentField,
  type SomeFormsField,
  type VisitorField,
} from "./fields";
import { choicesOf } from "./choices";
import { isLanguageCode, languageCodes, type LanguageCode } from "../../shared/languages";
import { shipmentProblems, type ShipmentValues } from "./shipment-rules";
import type { ReadyDateOptions } from "./ready-date";

// One validation schema for a quote or contact message, used by the browser forms before
// sending and by the function before mailing. Strings are trimmed first. Each check's
// message is a ProblemReason, which the forms show as a text under the field.

/** The consent checkbox of the contact form is checked like a field but never sent. */
export type InvalidField = FieldName | "consent";

/**
 * Why a field is refused: the schema's issue messages, each with a text in
 * content/locales/<lang>/formResults.json (problemKey).
 */
export const problemReasons = [
  "required",
  "email",
  "phoneDigits",
  "tooLong",
  "tooManyLinks",
  "controlChars",
  "invalid",
  // A package no page offers now: posted by a page from before the prices changed, or by no page.
  "unknownPackage",
  "consent",
  // The shipment details (shipment-rules.ts).
  "notNumber",
  "notPositive",
  "notWhole",
  "tooLarge",
  "notDate",
  "pastDate",
  "fclOnly",
  // An Incoterm for sea freight only, with another mode chosen.
  "seaOnly",
] as const;
type ProblemReason = (typeof problemReasons)[number];

export interface FieldProblem {
  field: InvalidField;
  reason: ProblemReason;
  /** The number the text names: the length limit, the link limit, the digits needed or the largest number. */
  limit?: number;
  /** A sea-only Incoterm chosen (seaOnly), and the rule for any mode the text names instead. */
  term?: string;
  instead?: string;
}

/** The formResults.json key of a problem's text: "required" names the field, the others do not need to. */
export const problemKey = ({ field, reason }: FieldProblem) => (reason === "required" ? `required.${field}` : reason);

// Any control character, and the Unicode line/paragraph separators: none may reach a
// single-line field (they would break the mail subject or headers).
const lineBreaking = /[\p{Cc}\u2028\u2029]/u;
// But a tab, which a one-line input shows as a space: two spreadsheet cells pasted as a name
// ("Budi<tab>Santoso") read as the visitor saw them, not refused for a character they cannot find.
const tab = /\t/g;
// The bidirectional embedding, override and isolate controls: invisible, they can make a name
// or an address read differently in the inbox from what it is (a reversed domain, a hidden
// part). Nobody needs them in one line of a form.
export const bidiControls = /[\u202A-\u202E\u2066-\u2069]/u;
// Invisible format characters (direction marks, zero-width spaces): a phone number or an address
// copied from a chat, a mail program or a contact card often carries them. They mean nothing
// there, and a visitor could not see what to remove, so those two fields drop them.
const invisibleFormat = /\p{Cf}/gu;
// Multi-line text may keep tabs and line breaks, but no other control characters.
const controlExceptBreaks = /(?![\t\n])\p{Cc}/u;
// Line breaks as \n, as a textarea's value has them (read-post.ts makes a form posted without
// scripts so): a lone \r posted by hand would make a terminal (`npm run leads`) print a line over
// the one before.
const lineBreaks = /\r\n?/g;
// Phone numbers are written every way there is (dots, slashes, two numbers, "ext.", "内線",
// "(WA)"): the only rule is enough digits, in any script's digits.
const digit = /\p{Nd}/gu;
const countDigits = (text: string) => text.match(digit)?.length ?? 0;

// A link is a scheme followed by // (http://, https://, ftp://...) or a bare www. address. A
// scheme is short: unbounded, each letter of a long run of "a.a.a." would start a search to its
// end, and a posted field of 150 KB took seconds of the function's time.
const linkPattern = /(?:\b[a-z][a-z0-9+.-]{0,31}:\/\/|\bwww\.)\S+/giu;

/** How many links (URLs) a text contains. */
export const countLinks = (text: string) => text.match(linkPattern)?.length ?? 0;

// Characters as the visitor sees them: an emoji or a rare kanji is one, not the two UTF-16 units
// a string's length counts. Cutting by those units could split one in two, which
// encodeURIComponent refuses and a mail header garbles.
const atMost = (max: number) => v.check((s: string) => [...s].length <= max, "tooLong");

/**
 * The characters a reader sees, each whole: a flag, a family emoji or a letter with its accents is
 * several code points, and a cut between them leaves half a flag or another letter. A code point
 * each where the browser has no Intl.Segmenter (Firefox before 125).
 */
const graphemes = (text: string): Iterable<{ segment: string }> =>
  typeof Intl.Segmenter === "function"
    ? new Intl.Segmenter(undefined, { granularity: "grapheme" }).segment(text)
    : Array.from(text, (segment) => ({ segment }));

/** The text cut to at most `max` characters (code points, as the limits count), the last of them "…" when cut. */
export function cutText(text: string, max: number): string {
  if ([...text].length <= max) return text;
  let kept = "";
  let length = 1;
  for (const { segment } of graphemes(text)) {
    length += [...segment].length;
    if (length > max) break;
    kept += segment;
  }
  return `${kept}…`;
}

// Half of a character (a lone UTF-16 surrogate): no keyboard types one, a mail header garbles it
// and encodeURIComponent refuses it. Matched by code unit, without the u flag.
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?:^|[^\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const trimmedUpTo = (max: number) =>
  v.pipe(
    v.string(),
    v.trim(),
    atMost(max),
    v.check((s) => !loneSurrogate.test(s), "controlChars"),
  );

const singleLine = (max: number) =>
  v.pipe(
    trimmedUpTo(max),
    v.check((s) => !lineBreaking.test(s) && !bidiControls.test(s), "controlChars"),
  );

// Invisible characters that act in no name: a zero-width space, a word joiner, a byte order mark, a
// soft hyphen, the Hangul fillers, and tag characters but a region's flag (🏴 and the tags naming
// its region). The joiners and variation selectors stay: Persian, the Indic scripts, emoji and
// kanji forms need them.
const idle = /(\u{1F3F4}[\u{E0020}-\u{E007E}]+\u{E007F})|[\u00AD\u200B\u2060\uFEFF\u3164\uFFA0\u{E0000}-\u{E007F}]/gu;
// What a reader sees: not a space, an invisible character or the blank Braille cell, drawn as a space.
const drawn = /[^\s\p{DI}\u2800]/u;

/**
 * A line without the invisible characters that do nothing there, pasted with a name or put there to
 * make one nobody can read, so the subject and the Reply-To hold the name as it reads. A line with
 * nothing drawn is an empty one, refused as such where the field is required.
 */
function withoutIdleInvisibles(line: string): string {
  const kept = line.replace(idle, (_, flag: string | undefined) => flag ?? "");
  return drawn.test(kept) ? kept : "";
}

const typedLine = (max: number) =>
  v.pipe(
    v.string(),
    v.transform((s) => withoutIdleInvisibles(s.replace(tab, " "))),
    singleLine(max),
  );

const pastedLine = (max: number) =>
  v.pipe(
    v.string(),
    v.transform((s) => s.replace(invisibleFormat, "")),
    singleLine(max),
  );

const textOf = (required: boolean, schema: v.GenericSchema<string, string>) =>
  required ? v.pipe(schema, v.nonEmpty("required")) : v.optional(schema, "");
const choiceOf = (options: readonly string[], reason: ProblemReason = "invalid") =>
  v.optional(v.union([v.literal(""), v.picklist(options as [string, ...string[]])], reason), "");

/**
 * Each field's own check, by its kind in the field table. The rules across shipment fields and
 * their numbers (read in the visitor's language) are in shipment-rules.ts.
 */
function fieldSchema(field: FieldDefinition) {
  const max = field.maxLength ?? 0;
  switch (field.kind) {
    case "line":
    case "number":
    case "date":
      return textOf(field.required, typedLine(max));
    case "choice":
      // A page's own choice (the package) that no page offers now: its reason says to choose again.
      return choiceOf(choicesOf(field.name), field.pageChoices ? "unknownPackage" : "invalid");
    case "email":
      return textOf(
        field.required,
        v.pipe(
          pastedLine(max),
          // A Japanese or Chinese keyboard in full-width mode types ｎａｍｅ＠ｃｏｍｐａｎｙ．ｃｏｍ.
          v.transform((s) => withAsciiHost(s.normalize("NFKC"))),
          v.check((s) => s === "" || (emailAddress.test(s) && fitsMailServers(s, max)), "email"),
        ),
      );
    case "phone":
      return textOf(
        field.required,
        v.pipe(
          pastedLine(max),
          v.check((s) => s === "" || countDigits(s) >= minPhoneDigits, "phoneDigits"),
        ),
      );
    case "text":
      return textOf(
        field.required,
        v.pipe(
          v.string(),
          v.transform((s) => s.replace(lineBreaks, "\n")),
          trimmedUpTo(max),
          v.check((s) => !controlExceptBreaks.test(s), "controlChars"),
        ),
      );
    case "flag":
      return v.optional(v.union([v.literal(""), v.literal("yes")], "invalid"), "");
  }
}

/**
 * An address as Postmark takes it in To and Reply-To (its address check, docs/forms.md): RFC
 * 5322's dot-atom without "?" (letters, digits and !#$%&'*+/=^_`{|}~- in parts joined by single
 * dots) at a host name with a top-level domain, which may be an international one (xn--).
 * Valibot's email() refuses an apostrophe (o'brien@) and the xn-- names of hosts such as müller.de.
 */
const emailAddress =
  /^[\w!#$%&'*+/=^`{|}~-]+(?:\.[\w!#$%&'*+/=^`{|}~-]+)*@(?:[a-z\d](?:[a-z\d-]{0,61}[a-z\d])?\.)+(?:[a-z]{2,63}|xn--[a-z\d-]{1,59})$/i;

/**
 * Mail servers and Postmark take at most 64 characters before the @ (RFC 5321); the whole is held
 * to its limit again once read as the address it is, which can be longer than what was typed.
 */
const fitsMailServers = (address: string, max: number) => address.indexOf("@") <= 64 && address.length <= max;

// A host in its own script: letters, marks, digits, hyphens and dots, the ideographic full stop
// (。) among them. Never a character the URL parser reads as the end of a host (: / ? # @ \),
// which would drop the rest and so turn something that is no address into one.
const unicodeHost = /^[\p{L}\p{M}\p{N}.\u3002-]+$/u;
// An ASCII host needs no conversion, and keeps the capitals it was typed with.
const asciiHost = /^\p{ASCII}*$/u;

/**
 * The address with a host typed in its own script (müller.de, 例え.jp) in its ASCII form
 * (xn--mller-kva.de): Postmark refuses any other in To and Reply-To, and the acknowledgement's
 * one-a-day count must see one address written one way. The URL parser of every browser and of
 * Node converts it as it does a web address's host (UTS 46). Left as typed when it cannot be
 * converted, for the address pattern to refuse.
 */
function withAsciiHost(address: string): string {
  const at = address.lastIndexOf("@");
  const host = address.slice(at + 1);
  if (at < 0 || asciiHost.test(host) || !unicodeHost.test(host)) return address;
  try {
    return `${address.slice(0, at)}@${new URL(`http://${host}`).hostname}`;
  } catch {
    return address;
  }
}

/** A member of any input, undefined where the input is no object. */
const valueIn = (input: unknown, name: string): unknown =>
  typeof input === "object" && input !== null ? (input as Record<string, unknown>)[name] : undefined;

/** The form an input says it comes from; undefined when it names none the site has (then every field is checked). */
const formOf = (input: unknown): FormType | undefined => {
  const form = valueIn(input, "formType");
  return isFormType(form) ? form : undefined;
};

// The schema of a form, with the fields that form asks (a field of other forms only is dropped
// like any unknown name), made from the table at each check (0.08 to 0.12 ms measured), so a
// row added at run time is checked like the others.
const schemaFor = (form: FormType | undefined) =>
  v.object({
    ...Object.fromEntries(fieldsOf(undefined, form).map((field) => [field.name, fieldSchema(field)])),
    formType: v.picklist(formTypes),
    /** The page language, so the reply can be written in it. */
    language: v.optional(v.picklist(languageCodes as [LanguageCode, ...LanguageCode[]])),
    /** Hidden field only bots fill in; the function drops such messages silently. */
    honeypot: v.optional(v.string(), ""),
    /**
     * Milliseconds from the form being shown to being sent, measured in the browser (see
     * minFillMs). A form posted without scripts has no such time, and is not taken for a bot.
     */
    elapsedMs: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
  });

/** A form's values: the visitor's fields it asks; a quote's shipment details only where given. */
export type FormValues = Record<Exclude<VisitorField, SomeFormsField>, string> &
  Partial<Record<SomeFormsField, string>> &
  ShipmentValues;

/** A message: its form's values, which form, and the page's language. */
export type FormMessage = FormValues & { formType: FormType; language?: LanguageCode };

export type ValidationResult =
  /** elapsedMs: the time a valid input carried (a form posted without scripts carries none). */
  | { ok: true; message: FormMessage; honeypot: string; elapsedMs?: number }
  | {
      ok: false;
      /** The failing top-level fields ("body" if the input is not an object). */
      fields: string[];
      /** Why each field a visitor fills in failed, first reason per field, in form order. */
      problems: FieldProblem[];
    };

const limits: Partial<Record<ProblemReason, (field: InvalidField) => number | undefined>> = {
  tooLong: (field) => fieldDefinition(field)?.maxLength,
  phoneDigits: () => minPhoneDigits,
};

const asReason = (message: string): ProblemReason =>
  (problemReasons as readonly string[]).includes(message) ? (message as ProblemReason) : "invalid";

const formPosition = (field: string) => (fieldNames() as readonly string[]).indexOf(field);

/** The shipment values of any input its form asks, trimmed strings only (the schema reports the rest). */
function shipmentValuesOf(input: unknown): ShipmentValues {
  return Object.fromEntries(
    fieldNames("shipment", formOf(input)).flatMap((field) => {
      const value = valueIn(input, field);
      return typeof value === "string" ? [[field, value.trim()]] : [];
    }),
  );
}

/**
 * The field where the form's links, counted in the table's order, go past maxMessageLinks: spam
 * spreads them over every field (the name and company reach the mail's subject), so the limit is
 * the whole form's.
 */
function linkProblems(input: unknown): FieldProblem[] {
  let links = 0;
  for (const field of fieldNames(undefined, formOf(input))) {
    const value = valueIn(input, field);
    if (typeof value === "string") links += countLinks(value);
    if (links > maxMessageLinks) return [{ field, reason: "tooManyLinks", limit: maxMessageLinks }];
  }
  return [];
}

interface ValidationOptions extends ReadyDateOptions {
  /** The contact form's 'I am not a robot' box, where the input comes with one: checked like a field, never sent. */
  consent?: boolean;
}

/**
 * Validates unknown input; on failure names the failing fields and why. options: the ready
 * date's reference day and slack (the function allows a day of time-zone difference), the robot box.
 */
export function validateFormMessage(input: unknown, options: ValidationOptions = {}): ValidationResult {
  const result = v.safeParse(schemaFor(formOf(input)), input);
  const fields = new Set<string>();
  const problems = new Map<InvalidField, FieldProblem>();
  const add = (field: string, problem: () => FieldProblem) => {
    fields.add(field);
    if (formPosition(field) < 0 || problems.has(field as InvalidField)) return;
    problems.set(field as InvalidField, problem());
  };
  for (const issue of result.issues ?? []) {
    const key = issue.path?.[0]?.key;
    const field = typeof key === "string" ? key : "body";
    add(field, () => {
      const reason = asReason(issue.message);
      const limit = limits[reason]?.(field as InvalidField);
      return { field: field as InvalidField, reason, ...(limit === undefined ? {} : { limit }) };
    });
  }
  // The rules across shipment fields, also when other fields failed, so every reason shows at once.
  const language = valueIn(input, "language");
  for (const problem of shipmentProblems(
    shipmentValuesOf(input),
    isLanguageCode(language) ? language : undefined,
    options,
  ))
    add(problem.field, () => problem);
  for (const problem of linkProblems(input)) add(problem.field, () => problem);
  const robot: FieldProblem[] = options.consent === false ? [{ field: "consent", reason: "consent" }] : [];
  if (robot.length > 0) fields.add("consent");

  if (result.success && fields.size === 0) {
    // The entries come from the field table, so valibot cannot name them: FormMessage does.
    const { honeypot, elapsedMs, ...message } = result.output as unknown as FormMessage & {
      honeypot: string;
      elapsedMs?: number;
    };
    if (message.language === undefined) delete message.language;
    // Only the shipment details given are kept.
    for (const field of fieldNames("shipment"))
      if (message[field as ShipmentField] === "") delete message[field as ShipmentField];
    return { ok: true, message, honeypot, elapsedMs };
  }
  const inFormOrder = [...problems.values()].sort((a, b) => formPosition(a.field) - formPosition(b.field));
  return { ok: false, fields: [...fields], problems: [...inFormOrder, ...robot] };
}

/** What the browser shows under each field before sending (the robot box included). Empty when all is well. */
export function findFormProblems(input: Readonly<Record<string, unknown>>, consent?: boolean): FieldProblem[] {
  const result = validateFormMessage({ ...input, elapsedMs: 0 }, { consent });
  return result.ok ? [] : result.problems;
}

/** True when a honeypot value means a bot filled the form. */
export function isHoneypotFilled(input: unknown): boolean {
  const value = valueIn(input, "honeypot");
  return typeof value === "string" ? value.trim() !== "" : value !== undefined && value !== null && value !== false;
}

/**
 * True when the form says it was sent sooner after being shown than a person can fill it
 * in. The time is the browser's own measure (no clock comparison, so a visitor's wrong
 * clock cannot make them look like a bot). A missing value means the form was posted without
 * scripts and is never too fast; a malformed one is left to the schema, which rejects it.
 */
export function isSentTooFast(input: unknown): boolean {
  const value = valueIn(input, "elapsedMs");
  return typeof value === "number" && Number.isFinite(value) && value < minFillMs;
}
