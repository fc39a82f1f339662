import { readFileSync } from "fs";
import path from "path";
import { fieldOrder, problemKey, problemReasons, requiredFields, type FieldProblem } from "../../src/lib/contact-fields";
import { languageCodes } from "../../src/lib/languages";
import { lookupString } from "../../src/lib/locale-strings";

// Every reason a form can give under a field has its text in every language (issue 18).

const formStrings = (language: string) => ({
  form: JSON.parse(readFileSync(path.resolve(__dirname, `../../content/locales/${language}/form.json`), "utf8")) as unknown,
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
  const strings = formStrings(language);

  it.each(everyProblem.map((p) => [problemKey(p), p]))("%s exists and is not empty", (key) => {
    expect(lookupString(strings, "form", key)?.trim()).toBeTruthy();
  });

  it.each([
    ["errors.tooLong", "max"],
    ["errors.tooManyLinks", "max"],
    ["errors.phoneDigits", "min"],
  ])("%s names the limit ({{%s}})", (key, variable) => {
    expect(lookupString(strings, "form", key)).toContain(`{{${variable}}}`);
  });

  it("has a title for the summary above the form", () => {
    expect(lookupString(strings, "form", "errors.summaryTitle")?.trim()).toBeTruthy();
  });
});
