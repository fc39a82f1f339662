import { formatTagOf, type LanguageCode } from "./languages";

// Reads a number a visitor typed into a text field, the way their language writes it:
// "1.250,5" in Indonesian and "1,250.5" in English are both 1250.5. Text fields instead of
// type="number", because a number field reports letters as an empty value and we want to
// say "this is not a number" rather than "this is empty". Full-width digits from a Chinese
// or Japanese keyboard are accepted.

export type DecimalProblem = "required" | "notNumber" | "notWhole" | "notPositive" | "negative";
export type ParsedDecimal = { ok: true; value: number } | { ok: false; problem: DecimalProblem };

interface Separators {
  decimal: string;
  group: string;
}

function separatorsOf(language: LanguageCode): Separators {
  const parts = new Intl.NumberFormat(formatTagOf(language)).formatToParts(12345.6);
  return {
    decimal: parts.find((p) => p.type === "decimal")?.value ?? ".",
    group: parts.find((p) => p.type === "group")?.value ?? ",",
  };
}

const count = (text: string, char: string) => text.split(char).length - 1;

/**
 * A typed number as it is read: full-width forms as plain ones, without spaces, and the Chinese
 * and Japanese full stop and comma (。、), which an input method may give after digits, as . and ,.
 */
const compact = (raw: string) =>
  raw
    .normalize("NFKC")
    .replace(/[\s\u00a0\u202f]/g, "")
    .replace(/\u3002/g, ".")
    .replace(/\u3001/g, ",");

/** One separator before exactly three digits, after a first group that is not 0: "1.250", "1,250". */
const oneGroup = /^[1-9]\d{0,2}[.,]\d{3}$/;

/** Digits with "." and "," turned into a plain JavaScript number string, or undefined. */
function normalise(text: string, language: LanguageCode): string | undefined {
  // Two tests, not /^[\d.,]*\d[\d.,]*$/, whose backtracking grows with the square of the length.
  if (!/^[\d.,]+$/.test(text) || !/\d/.test(text) || /[.,]$/.test(text)) return undefined;
  const dots = count(text, ".");
  const commas = count(text, ",");
  let decimal: string | undefined;
  if (dots > 0 && commas > 0) decimal = text.lastIndexOf(".") > text.lastIndexOf(",") ? "." : ",";
  else if (dots + commas === 1) {
    // One separator: the language's grouping separator before exactly three digits groups
    // thousands ("1.000" is a thousand in Indonesian); anything else is a decimal point. A lone
    // 0 is never grouped ("0.500" is half, in any language).
    const sep = dots ? "." : ",";
    const grouping = sep === separatorsOf(language).group && oneGroup.test(text);
    decimal = grouping ? undefined : sep;
  }
  const group = decimal === "." ? "," : decimal === "," ? "." : dots ? "." : ",";
  if (decimal && count(text, decimal) > 1) return undefined;
  const [whole, fraction] = decimal ? text.split(decimal) : [text, undefined];
  // Grouped digits must really be groups of three after a first group that is not 0: "1.2.3" and
  // "0.500.000" are not numbers.
  if (whole.includes(group) && !/^[1-9]\d{0,2}([.,]\d{3})+$/.test(whole)) return undefined;
  return `${whole.split(group).join("") || "0"}${fraction !== undefined ? `.${fraction}` : ""}`;
}

/**
 * Whether a number reads two ways: one separator before exactly three digits ("1,250",
 * "1.250") is a thousand and more where it groups thousands, a fraction where it marks the
 * decimals. parseDecimal reads it the language's way, but a visitor may write the other's.
 */
export function readsTwoWays(raw: string, units: readonly string[] = []): boolean {
  return oneGroup.test(numberPart(raw, units).replace(/^[-\u2212]/, ""));
}

/**
 * A number that reads two ways ("1,250", "16.600", "16.000") and was read as a fraction, the
 * separator as the language's decimal sign, written as read ("1,25", "16.6", "16"): a visitor
 * used to the other way meant a thousand times more. Undefined for any other text, and where the
 * separator grouped thousands, which is how the language writes them. units: as parseDecimal's
 * ("12,500 USD").
 */
export function fractionReading(
  raw: string,
  language: LanguageCode,
  units: readonly string[] = [],
): string | undefined {
  if (!readsTwoWays(raw, units)) return undefined;
  const parsed = parseDecimal(raw, language, { zeroAllowed: true, units });
  // One to three digits, a separator, three digits: a thousand or more as grouped, under it as a fraction.
  return parsed.ok && Math.abs(parsed.value) < 1000 ? writeAsRead(parsed.value, language) : undefined;
}

/**
 * The significant digits of a number as JavaScript writes it shortest, which are the digits typed
 * (a fraction's trailing zeros aside): 12.3456 has 6, 0.0004 has 1, 1250 has 4. A format with
 * that many writes a number read from a field back in full, where a number of decimals rounds it.
 */
export function significantDigits(value: number): number {
  const [mantissa] = String(Math.abs(value)).split("e");
  return mantissa.replace(".", "").replace(/^0+/, "").length || 1;
}

/**
 * A number read from a field, written back as the language writes numbers with every digit read
 * ("12.3456", "0.0004"): what the visitor typed, in the language's form.
 */
export const writeAsRead = (value: number, language: LanguageCode): string =>
  new Intl.NumberFormat(formatTagOf(language), { maximumSignificantDigits: significantDigits(value) }).format(value);

/**
 * The number part of what was typed, as it is read (compact), without one of the units, before
 * or after the number ("cm" of "120 cm", "Rp" of "Rp 16.600"), in any case.
 */
export function numberPart(raw: string, units: readonly string[]): string {
  const text = compact(raw);
  const lower = text.toLowerCase();
  for (const unit of units.map((u) => compact(u).toLowerCase()).filter(Boolean)) {
    if (lower.endsWith(unit)) return text.slice(0, -unit.length);
    if (lower.startsWith(unit)) return text.slice(unit.length);
  }
  return text;
}

/**
 * zeroAllowed: 0 is a number the field takes (a 0 % duty rate), and only a negative one is refused.
 * whole: a count (pieces, containers): a fraction is refused, and so is a text that is no number,
 * with the same reason, whose example then shows no fraction.
 * units: the units the field's label names, which a person may type with the number, before or
 * after it ("120 cm", "Rp 16.600", "10 %").
 */
export function parseDecimal(
  raw: string,
  language: LanguageCode,
  { zeroAllowed = false, whole = false, units = [] as readonly string[] } = {},
): ParsedDecimal {
  const text = numberPart(raw, units);
  if (text === "") return { ok: false, problem: "required" };
  const negative = /^[-\u2212]/.test(text);
  const plain = normalise(negative ? text.slice(1) : text, language);
  if (plain === undefined) return { ok: false, problem: whole ? "notWhole" : "notNumber" };
  // Digits alone always make a number; hundreds of them make Infinity, which the
  // calculator's limits then call too large.
  const value = Number(plain);
  if (negative && value > 0) return { ok: false, problem: zeroAllowed ? "negative" : "notPositive" };
  if (value === 0 && !zeroAllowed) return { ok: false, problem: "notPositive" };
  if (whole && !Number.isInteger(value)) return { ok: false, problem: "notWhole" };
  return { ok: true, value: Math.abs(value) };
}
