import incoterms from "../../../content/incoterms.json";
import { findFormProblems, validateFormMessage, type FieldProblem } from "../../../src/forms/shared/schema";
import { shipmentProblems } from "../../../src/forms/shared/shipment-rules";
import { transportModes } from "../../../src/forms/shared/choices";
import { invalidFieldsPage, linkedQuoteForm } from "../../../src/forms/function/answers";
import { localeTexts } from "../../../src/forms/function/locale-texts";
import { incotermCodes } from "../../../src/shared/incoterm-codes";
import { languageCodes } from "../../../src/shared/languages";
import { validBody } from "../function/helpers";

// FAS, FOB, CFR and CIF are Incoterms 2020 rules for sea and inland waterway only (the guide says
// "sea only"): with air or land freight the quote forms refuse them and name the rule for any mode
// to choose instead, in the browser and in the function alike.

// The ICC's stand-ins, written here apart from content/incoterms.json so that a slip there shows.
const standIns = [
  ["FAS", "FCA"],
  ["FOB", "FCA"],
  ["CFR", "CPT"],
  ["CIF", "CIP"],
] as const;
const seaOnly = standIns.map(([term]) => term) as readonly string[];
const anyMode = incotermCodes.filter((code) => !seaOnly.includes(code));

const { elapsedMs: _elapsed, ...typed } = validBody;

describe("a sea-only Incoterm with another mode", () => {
  it("is what content/incoterms.json marks sea only, each with its stand-in for any mode", () => {
    const marked = incoterms.terms.filter((term) => term.modes === "sea");
    expect(marked.map((term) => [term.code, term.forOtherModes])).toEqual(
      expect.arrayContaining(standIns.map(([term, instead]) => [term, instead])),
    );
    expect(marked).toHaveLength(standIns.length);
    for (const term of incoterms.terms.filter((t) => t.modes === "any")) expect(term.forOtherModes).toBeUndefined();
  });

  it.each(standIns.flatMap(([term, instead]) => ["air", "land"].map((mode) => [term, mode, instead])))(
    "%s with %s is refused beside the Incoterm, naming %s instead",
    (term, mode, instead) => {
      const problem: FieldProblem = { field: "incoterm", reason: "seaOnly", term, instead };
      expect(shipmentProblems({ mode, incoterm: term })).toEqual([problem]);
      // The schema applies it in the function and in the browser before sending.
      const result = validateFormMessage({ ...validBody, mode, incoterm: term });
      expect(result.ok ? [] : result.problems).toEqual([problem]);
      expect(findFormProblems({ ...typed, mode, incoterm: term })).toEqual([problem]);
    },
  );

  it.each(["", ...transportModes.filter((mode) => mode !== "air" && mode !== "land")])(
    "is allowed with mode %j: no mode, a sea mode and warehousing say nothing against a sea rule",
    (mode) => {
      for (const incoterm of incotermCodes) expect(shipmentProblems({ mode, incoterm })).toEqual([]);
    },
  );

  it("leaves every rule for any mode allowed with air and land, and no Incoterm at all", () => {
    for (const mode of ["air", "land"]) {
      for (const incoterm of anyMode) expect(shipmentProblems({ mode, incoterm })).toEqual([]);
      expect(shipmentProblems({ mode })).toEqual([]);
    }
  });

  it("takes the stand-in: FCA by air is received", () => {
    const result = validateFormMessage({ ...validBody, mode: "air", incoterm: "FCA" });
    expect(result.ok && result.message).toMatchObject({ mode: "air", incoterm: "FCA" });
  });

  it("gives a term the schema does not know its own reason only", () => {
    const result = validateFormMessage({ ...validBody, mode: "air", incoterm: "fob" });
    expect(result.ok ? [] : result.problems).toEqual([{ field: "incoterm", reason: "invalid" }]);
  });
});

describe.each(languageCodes)("the sea-only reason in %s", (language) => {
  const problem: FieldProblem = { field: "incoterm", reason: "seaOnly", term: "CIF", instead: "CIP" };
  const html = invalidFieldsPage(
    { formType: "quote", language, values: { ...typed, language, mode: "air", incoterm: "CIF" }, consent: false },
    [problem],
  );
  const beside = /<p id="[^"]*-incoterm-error"[^>]*>([\s\S]*?)<\/p>/.exec(html)?.[1] ?? "";

  it("names the chosen term and the one to choose instead, beside the field and in the summary", () => {
    expect(beside).toContain("CIF");
    expect(beside).toContain("CIP");
    expect(beside).not.toContain("{{");
    const summary = /data-error-summary[\s\S]*?<\/ul>/.exec(html)?.[0] ?? "";
    expect(summary).toMatch(/href="#[^"]*-incoterm"/);
    expect(summary).toContain("CIP");
  });

  it("is written in the language, not left in English", () => {
    const text = localeTexts(language).formResults.seaOnly;
    expect(text).toContain("{{term}}");
    expect(text).toContain("{{instead}}");
    if (language !== "en") expect(text).not.toBe(localeTexts("en").formResults.seaOnly);
  });
});

describe.each(languageCodes)("the Incoterm's hint on the function's quote form in %s", (language) => {
  it("promises no explanation it cannot show, and points to the guide in the page's language", async () => {
    const res = linkedQuoteForm(new Request(`http://localhost/api/send-contact-email?form=quote&language=${language}`));
    const html = await res!.text();
    const { shipment } = localeTexts(language);
    expect(html).not.toContain(shipment.incotermHint);
    expect(html).toContain(shipment.incotermGuideHint);
    const guide = language === "id" ? "/incoterms/" : `/${language}/incoterms/`;
    expect(html).toContain(`href="${guide}"`);
  });
});
