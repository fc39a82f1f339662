import incoterms from "../../content/incoterms.json";

// The eleven Incoterms 2020 codes, in the ICC's order, from content/incoterms.json (their names and
// one-line explanations are in content/locales/<lang>/incoterms.json, terms.<CODE>).

export const incotermCodes = incoterms.terms.map((term) => term.code) as [string, ...string[]];
