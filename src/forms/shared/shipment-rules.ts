import { fieldDefinition, fieldsOf, type NumberField, type ShipmentField } from "./fields";
import { earliestReadyDate, type ReadyDateOptions } from "./ready-date";
import { numberPart, parseDecimal } from "../../shared/decimal-input";
import { defaultLanguage, type LanguageCode } from "../../shared/languages";
import { forOtherModes } from "../../shared/incoterm-codes";
import type { FieldProblem } from "./schema";
import type { TransportMode } from "./choices";

// The rules of the quote forms' shipment details that look at more than one field or at the
// visitor's language: numbers typed as the language writes them, containers only with sea FCL,
// a sea-only Incoterm only with sea freight, a ready date that is a real day and not in the past.
// schema.ts applies them after each field's own check, in the browser and in the function alike.

/** The shipment fields as sent: strings, "" or missing when not given. */
export type ShipmentValues = Partial<Record<ShipmentField, string>>;

/** True for "YYYY-MM-DD" naming a day that exists (no 31 April, no 29 February 2027). */
export function isRealDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

// The units a number may be typed with, as its label names them ("Gross weight (kg)", Chinese
// "总毛重（公斤）") or as people say them ("500 kilo", "500キロ"), or the count's counting word
// ("Jumlah koli", "件数", "個数", "コンテナの本数"): "500 kg", "12kg", "500公斤", "12 cbm", "12 m³"
// (NFKC writes ³ as 3), "4 koli", "4件", "2 kontainer", "2本".
const typedUnits: Readonly<Record<string, readonly string[]>> = {
  kg: ["kg", "kgs", "kilo", "kilogram", "kilograms", "公斤", "千克", "キロ"],
  CBM: ["cbm", "m3"],
  pieces: ["pieces", "piece", "pcs", "koli", "件", "個"],
  containerCount: ["containers", "container", "kontainer", "个", "本"],
};
const unitsOf = (field: string) => typedUnits[fieldDefinition(field)?.unit ?? field] ?? [];

/** The number part of what was typed: without the unit its field's label names, if it came with it. */
export const numberText = (field: string, text: string): string => numberPart(text, unitsOf(field));

/** A shipment number as typed in the given language, or why it is refused. */
export function readShipmentNumber(
  field: NumberField,
  text: string,
  language: LanguageCode,
): { ok: true; value: number } | { ok: false; problem: FieldProblem } {
  const { whole, max = Infinity } = fieldDefinition(field) ?? {};
  const parsed = parseDecimal(text, language, { whole, units: unitsOf(field) });
  if (!parsed.ok) {
    const reason = parsed.problem === "notNumber" || parsed.problem === "notWhole" ? parsed.problem : "notPositive";
    return { ok: false, problem: { field, reason } };
  }
  if (parsed.value > max) return { ok: false, problem: { field, reason: "tooLarge", limit: max } };
  return { ok: true, value: parsed.value };
}

/** The modes that carry the goods other than by sea. */
const carriedOtherwise: readonly string[] = ["air", "land"] satisfies TransportMode[];

/** Every problem of the given shipment values, at most one per field. */
export function shipmentProblems(
  values: ShipmentValues,
  language: LanguageCode = defaultLanguage,
  options: ReadyDateOptions = {},
): FieldProblem[] {
  const given = (field: ShipmentField) => (values[field] ?? "").trim() !== "";
  const problems = new Map<ShipmentField, FieldProblem>();
  const add = (problem: FieldProblem & { field: ShipmentField }) =>
    !problems.has(problem.field) && problems.set(problem.field, problem);
  for (const { name, kind } of fieldsOf("shipment")) {
    const field = name as NumberField;
    if (kind !== "number" || !given(field)) continue;
    const read = readShipmentNumber(field, values[field]!.trim(), language);
    if (!read.ok) add(read.problem as FieldProblem & { field: ShipmentField });
  }
  // Containers are what a sea FCL shipment is priced by; for any other mode they mislead.
  const fcl = values.mode === "sea-fcl";
  for (const field of ["containerType", "containerCount"] as const)
    if (given(field) && !fcl) add({ field, reason: "fclOnly" });
  if (given("containerCount") && !given("containerType")) add({ field: "containerType", reason: "required" });
  // FAS, FOB, CFR and CIF are Incoterms 2020 rules for sea and inland waterway only: by air or land
  // the buyer means the rule for any mode that stands in for each. Warehousing, like no mode, says
  // nothing of how the goods travel (they may come by sea to be stored), so it leaves every rule open.
  const instead = carriedOtherwise.includes(values.mode ?? "") ? forOtherModes(values.incoterm ?? "") : undefined;
  if (instead) add({ field: "incoterm", reason: "seaOnly", term: values.incoterm, instead });
  if (given("readyDate")) {
    const date = values.readyDate!.trim();
    if (!isRealDate(date)) add({ field: "readyDate", reason: "notDate" });
    // ISO days compare as strings.
    else if (date < earliestReadyDate(options)) add({ field: "readyDate", reason: "pastDate" });
  }
  return [...problems.values()];
}
