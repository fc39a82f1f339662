import { readFileSync } from "fs";
import path from "path";
import { fieldOrder, requiredFields } from "../../src/lib/contact-fields";
import { problemKey, problemReasons, type FieldProblem } from "../../src/lib/form-problems";
import { languageCodes } from "../../src/lib/languages";
import { lookupString } from "../../src/lib/locale-strings";

// Every reason a form can give under a field has its text in every language (issue 18).

const problemTexts = (language: string) => ({
  formResults: JSON.parse(readFileSync(path.resolve(__dirname, `../../content/locales/${language}/formResults.json`), "utf8")) as unknown,
});

// Each reason for each field it can apply to; "required" only for required fields.
const everyProblem: FieldProblem[] = [
  ...requiredFields.map((field): FieldProblem => ({ field, reason: "required" })),
  ...fieldOrder.flatMap((field) =>
    problemReasons.filter((reason) => reason !== "required" && reason !== "consent").map((reason): FieldProblem => ({ field, reason, limit: 5 })),
  ),
  { field: "consent", reason: "consent" },
];

describe.each(languageCodes)("form problem texts in %s", (language) => {
  const strings = problemTexts(language);

  it.each(everyProblem.map((p) => [problemKey(p), p]))("%s exists and is not empty", (key) => {
    expect(lookupString(strings, "formResults", key)?.trim()).toBeTruthy();
  });

  it.each([
    ["tooLong", "max"],
    ["tooManyLinks", "max"],
    ["phoneDigits", "min"],
  ])("%s names the limit ({{%s}})", (key, variable) => {
    expect(lookupString(strings, "formResults", key)).toContain(`{{${variable}}}`);
  });

  it.each(["summaryTitle", "notices.successTitle", "notices.quoteSuccess", "notices.contactSuccess", "notices.missingFields", "notices.invalidFields"])(
    "has %s, shown after Send",
    (key) => {
      expect(lookupString(strings, "formResults", key)?.trim()).toBeTruthy();
    },
  );
});
