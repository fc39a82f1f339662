import incoterms from "../../content/incoterms.json";

// The eleven Incoterms 2020 codes, in the ICC's order, from content/incoterms.json (their names and
// one-line explanations are in content/locales/<lang>/incoterms.json, terms.<CODE>).

export const incotermCodes = incoterms.terms.map((term) => term.code) as [string, ...string[]];

/** The rule for any mode to use instead of a sea-only one (FCA for FOB); undefined for a rule of any mode. */
export const forOtherModes = (code: string): string | undefined =>
  incoterms.terms.find((term) => term.code === code)?.forOtherModes;
