import type { FieldName } from "./fields";

// Why the forms refuse a field, shared by the schema, the function's 422 and the texts under
// the fields. Apart from fields.ts so that none of it is in a page's first load: the
// forms only need it once their lazy part (../browser/form-actions.ts) is there.

/** The consent checkbox of the contact form is checked like a field but never sent. */
export type InvalidField = FieldName | "consent";

/**
 * Why a field is refused. The schema (schema.ts) names these as its issue messages;
 * each has a text in content/locales/<lang>/formResults.json (problemKey).
 */
export const problemReasons = [
  "required",
  "email",
  "phoneDigits",
  "tooLong",
  "tooManyLinks",
  "controlChars",
  "invalid",
  "consent",
  // The shipment details (shipment-rules.ts).
  "notNumber",
  "notPositive",
  "notWhole",
  "tooLarge",
  "notDate",
  "pastDate",
  "fclOnly",
] as const;
export type ProblemReason = (typeof problemReasons)[number];

export interface FieldProblem {
  field: InvalidField;
  reason: ProblemReason;
  /** The number the text names: the length limit, the link limit, the digits needed or the largest number. */
  limit?: number;
}

/** The formResults.json key of a problem's text: "required" names the field, the others do not need to. */
export const problemKey = ({ field, reason }: FieldProblem) => (reason === "required" ? `required.${field}` : reason);
