import * as v from "valibot";
import { fieldLimits, fieldOrder, formTypes, maxMessageLinks, minFillMs, minPhoneDigits, serviceTypes, type FormType, type ServiceType } from "./contact-fields";
import { problemReasons, type FieldProblem, type InvalidField, type ProblemReason } from "./form-problems";
import { languageCodes, type LanguageCode } from "./languages";

// One validation schema for a quote or contact message, used by the browser forms before
// sending and by the function before mailing. Strings are trimmed first. Each check's
// message is a ProblemReason, which the forms show as a text under the field.

// Any control character, and the Unicode line/paragraph separators: none may reach a
// single-line field (they would break the mail subject or headers).
const lineBreaking = /[\p{Cc}\u2028\u2029]/u;
// Multi-line text may keep tabs and line breaks, but no other control characters.
const controlExceptBreaks = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/u;
// Phone numbers are written every way there is (dots, slashes, two numbers, "ext.", "内線",
// "(WA)"): the only rule is enough digits, in any script's digits.
const digit = /\p{Nd}/gu;
export const countDigits = (text: string) => text.match(digit)?.length ?? 0;

// A link is a scheme followed by // (http://, https://, ftp://...) or a bare www. address.
const linkPattern = /(?:\b[a-z][a-z0-9+.-]*:\/\/|\bwww\.)\S+/giu;

/** How many links (URLs) a text contains. */
export const countLinks = (text: string) => text.match(linkPattern)?.length ?? 0;

const singleLine = (max: number) =>
  v.pipe(v.string(), v.trim(), v.maxLength(max, "tooLong"), v.check((s) => !lineBreaking.test(s), "controlChars"));

const requiredLine = (max: number) => v.pipe(singleLine(max), v.nonEmpty("required"));

export const contactMessageSchema = v.object({
  fullName: requiredLine(fieldLimits.fullName),
  company: v.optional(singleLine(fieldLimits.company), ""),
  email: v.pipe(requiredLine(fieldLimits.email), v.email("email")),
  phone: v.pipe(requiredLine(fieldLimits.phone), v.check((s) => countDigits(s) >= minPhoneDigits, "phoneDigits")),
  serviceType: v.optional(v.union([v.literal(""), v.picklist(serviceTypes)], "invalid"), ""),
  message: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty("required"),
    v.maxLength(fieldLimits.message, "tooLong"),
    v.check((s) => !controlExceptBreaks.test(s), "controlChars"),
    v.check((s) => countLinks(s) <= maxMessageLinks, "tooManyLinks"),
  ),
  formType: v.picklist(formTypes),
  /** The page language, so the reply can be written in it. */
  language: v.optional(v.picklist(languageCodes as [LanguageCode, ...LanguageCode[]])),
  /** Hidden field only bots fill in; the function drops such messages silently. */
  honeypot: v.optional(v.string(), ""),
  /** Milliseconds from the form being shown to being sent, measured in the browser (see minFillMs). */
  elapsedMs: v.pipe(v.number(), v.integer(), v.minValue(0)),
});

export type ContactMessageInput = v.InferInput<typeof contactMessageSchema>;

export interface ContactMessage {
  fullName: string;
  company: string;
  email: string;
  phone: string;
  serviceType: ServiceType | "";
  message: string;
  formType: FormType;
  language?: LanguageCode;
}

export type ValidationResult =
  | { ok: true; message: ContactMessage; honeypot: string; elapsedMs: number }
  | {
      ok: false;
      /** The failing top-level fields ("body" if the input is not an object). */
      fields: string[];
      /** Why each field a visitor fills in failed, first reason per field, in form order. */
      problems: FieldProblem[];
    };

const limits: Partial<Record<ProblemReason, (field: InvalidField) => number | undefined>> = {
  tooLong: (field) => (field in fieldLimits ? fieldLimits[field as keyof typeof fieldLimits] : undefined),
  tooManyLinks: () => maxMessageLinks,
  phoneDigits: () => minPhoneDigits,
};

const asReason = (message: string): ProblemReason =>
  (problemReasons as readonly string[]).includes(message) ? (message as ProblemReason) : "invalid";

const formPosition = (field: string) => (fieldOrder as readonly string[]).indexOf(field);

/** Validates unknown input; on failure names the failing fields and why. */
export function validateContactMessage(input: unknown): ValidationResult {
  const result = v.safeParse(contactMessageSchema, input);
  if (result.success) {
    const { honeypot, elapsedMs, ...message } = result.output;
    if (message.language === undefined) delete message.language;
    return { ok: true, message, honeypot, elapsedMs };
  }
  const fields = new Set<string>();
  const problems = new Map<InvalidField, FieldProblem>();
  for (const issue of result.issues) {
    const key = issue.path?.[0]?.key;
    const field = typeof key === "string" ? key : "body";
    fields.add(field);
    if (formPosition(field) < 0 || problems.has(field as InvalidField)) continue;
    const reason = asReason(issue.message);
    const limit = limits[reason]?.(field as InvalidField);
    problems.set(field as InvalidField, { field: field as InvalidField, reason, ...(limit === undefined ? {} : { limit }) });
  }
  const inFormOrder = [...problems.values()].sort((a, b) => formPosition(a.field) - formPosition(b.field));
  return { ok: false, fields: [...fields], problems: inFormOrder };
}

/**
 * What the browser shows under each field before sending: the schema's problems, plus the
 * contact form's 'I am not a robot' box (checked here, never sent). Empty when all is well.
 */
export function findFormProblems(input: Readonly<Record<string, unknown>>, consent?: boolean): FieldProblem[] {
  const result = validateContactMessage({ ...input, elapsedMs: 0 });
  const problems = result.ok ? [] : result.problems;
  return consent === false ? [...problems, { field: "consent", reason: "consent" }] : problems;
}

/** True when a honeypot value means a bot filled the form. */
export function isHoneypotFilled(input: unknown): boolean {
  if (typeof input !== "object" || input === null) return false;
  const value = (input as Record<string, unknown>).honeypot;
  return typeof value === "string" ? value.trim() !== "" : value !== undefined && value !== null && value !== false;
}

/**
 * True when the form says it was sent sooner after being shown than a person can fill it
 * in. The time is the browser's own measure (no clock comparison, so a visitor's wrong
 * clock cannot make them look like a bot). A missing or malformed value is left to the
 * schema, which rejects it.
 */
export function isSentTooFast(input: unknown, minMs = minFillMs): boolean {
  if (typeof input !== "object" || input === null) return false;
  const value = (input as Record<string, unknown>).elapsedMs;
  return typeof value === "number" && Number.isFinite(value) && value < minMs;
}
