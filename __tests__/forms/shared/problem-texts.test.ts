import { readFileSync } from "fs";
import path from "path";
import { fieldNames, fieldsOf } from "../../../src/forms/shared/fields";
import { problemKey, problemReasons, type FieldProblem } from "../../../src/forms/shared/schema";
import { languageCodes } from "../../../src/shared/languages";
import type { FieldName } from "../../../src/forms/shared/fields";
import { invalidFieldsPage } from "../../../src/forms/function/answers";
import { validBody } from "../function/helpers";

// Every reason a form can give under a field has its text in every language.

const problemTexts = (language: string) =>
  JSON.parse(
    readFileSync(path.resolve(__dirname, `../../../content/locales/${language}/formResults.json`), "utf8"),
  ) as unknown;

/** The raw text at a dotted key (before i18next fills it in), or undefined. */
const lookupString = (texts: unknown, key: string): string | undefined => {
  const value = key
    .split(".")
    .reduce<unknown>(
      (v, part) => (typeof v === "object" && v !== null ? (v as Record<string, unknown>)[part] : undefined),
      texts,
    );
  return typeof value === "string" ? value : undefined;
};

// Each reason for each field it can apply to; "required" only for required fields.
const everyProblem: FieldProblem[] = [
  ...fieldsOf()
    .filter((field) => field.required)
    .map((field): FieldProblem => ({ field: field.name as FieldName, reason: "required" })),
  ...fieldNames("visitor").flatMap((field) =>
    problemReasons
      .filter((reason) => reason !== "required" && reason !== "consent")
      .map((reason): FieldProblem => ({ field, reason, limit: 5 })),
  ),
  { field: "consent", reason: "consent" },
];

describe.each(languageCodes)("form problem texts in %s", (language) => {
  const strings = problemTexts(language);

  it.each(everyProblem.map((p) => [problemKey(p), p]))("%s exists and is not empty", (key) => {
    expect(lookupString(strings, key)?.trim()).toBeTruthy();
  });

  it.each([
    ["tooLong", "max"],
    ["tooManyLinks", "max"],
    ["phoneDigits", "min"],
  ])("%s names the limit ({{%s}})", (key, variable) => {
    expect(lookupString(strings, key)).toContain(`{{${variable}}}`);
  });

  it.each([
    "summaryTitle",
    "notices.successTitle",
    "notices.quoteSuccess",
    "notices.contactSuccess",
    "notices.missingFields",
    "notices.invalidFields",
  ])("has %s, shown after Send", (key) => {
    expect(lookupString(strings, key)?.trim()).toBeTruthy();
  });
});

describe("a limit in a reason", () => {
  const { elapsedMs: _elapsed, ...values } = validBody;
  it.each([
    ["en", "Use 5,000 characters or fewer"],
    ["id", "Gunakan paling banyak 5.000 karakter"],
    ["ja", "5,000文字以内で入力してください"],
  ] as const)("is written as %s writes numbers: %s", (language, text) => {
    const html = invalidFieldsPage({ formType: "contact", language, values, consent: true }, [
      { field: "message", reason: "tooLong", limit: 5000 },
    ]);
    expect(html).toContain(text);
  });
});
