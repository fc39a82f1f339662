import { createHash } from "crypto";
import type { PlannedPage, Template } from "./page-plan";
import { rateAt } from "../shared/rates";
import { extrasOf, serviceOf, services, type ServiceExtra } from "../shared/services";
import { toolAnchor } from "../components/tools";

// Which locale namespaces (content/locales/<language>/<ns>.json) a page's data carries. Every
// page query reads them as $namespaces from the page's context (src/node/create-pages.ts), in the
// page's language only: a page carries the strings it shows and no others, which keeps its
// page-data small.

/** What every page shows: the header and footer ("common"), the quote dialog and the forms' notices ("form"), the WhatsApp button. */
export const sharedNamespaces = ["common", "form", "whatsapp"] as const;

/** Each template's own namespaces, besides the shared ones. */
const templateNamespaces: Record<Template, readonly string[]> = {
  home: ["home", "contactInfo"],
  services: ["services"],
  about: ["about"],
  contact: ["contact", "contactInfo"],
  incoterms: ["incoterms", "incotermsGuide"],
  service: ["services"],
  legal: ["legal"],
  articles: ["articles"],
  article: ["articles"],
  // The names of the lists of articles are the articles' own.
  sitemap: ["sitemap", "articles"],
  quote: ["formPages"],
  received: ["formPages", "formResults"],
  notFound: [],
};

/**
 * The namespaces each service page extra reads besides the page's own: the container guide and
 * the calculators' container names are "tables" (the calculator asks for them in both modes), the
 * delivery-time table is "deliveryTimes"; the calculators and the customs estimator load their
 * own strings with their code (lazy-section.tsx).
 */
const extraNamespaces: Record<ServiceExtra, readonly string[]> = {
  customsEstimator: [],
  containerGuide: ["tables"],
  seaCalculator: ["tables"],
  airCalculator: ["tables"],
  deliveryTimes: ["deliveryTimes"],
};

/** The namespaces a page's query reads: the shared ones, its template's, and on a service page those of its extras. */
export function pageNamespaces(page: Pick<PlannedPage, "template" | "serviceSlug">): string[] {
  const extras =
    page.template === "service" ? extrasOf(page.serviceSlug).flatMap((extra) => extraNamespaces[extra]) : [];
  return [...new Set([...sharedNamespaces, ...templateNamespaces[page.template], ...extras])];
}

/** Strings of a page's namespaces left out of its page-data, as "<ns>:<dotted key>", but those in keep. */
export interface StringsLeftOut {
  omit: string[];
  keep: string[];
}

/**
 * What no page shows before its forms are used, left out of every page's page-data (so no page's
 * context has to list it): the notices, reasons and other ways to reach us the forms show only
 * after Send, which load with the forms' code (`loadResultTexts` in send-form.tsx), but the notices' regions and
 * close button; and the error page's texts, which it loads itself (app-error.tsx).
 */
const leftOutOfEveryPage: StringsLeftOut = {
  omit: ["form:notices", "form:reasons", "form:fallback", "common:error"],
  keep: ["form:notices.region", "form:notices.dialogRegion", "form:notices.close"],
};

/**
 * The strings a page does not show, left out of its page-data by the Locale type's data resolver
 * (gatsby-node.ts) besides those no page shows, so that a page in a language with long texts
 * keeps within its budget:
 * - the 404 texts but on the 404 page, the contact form's but where it is (home, contact), the
 *   service quote form's but where it is (service pages, the quote page), the breadcrumb's name
 *   but where one is (service pages, articles);
 * - on a service page, the services index's heading and search text, the terms of rates its
 *   packages do not name, the notes over other services' packages, and the links to tools it does
 *   not have.
 */
export function stringsLeftOut(
  page: Pick<PlannedPage, "template" | "serviceSlug">,
  termsShown: readonly string[],
): StringsLeftOut {
  const omit: string[] = [];
  const keep: string[] = [];
  if (page.template !== "notFound") omit.push("common:notFound");
  // The names of the areas served are read by the structured data of these pages alone.
  if (!["home", "contact", "service"].includes(page.template)) omit.push("common:areaServed");
  // The breadcrumb's name, read by the pages that show one.
  if (page.template !== "service" && page.template !== "article") omit.push("common:breadcrumb");
  if (page.template !== "home" && page.template !== "contact") omit.push("form:contact");
  if (page.template !== "service" && page.template !== "quote") omit.push("form:servicePage");
  if (page.template === "service") {
    // The other services' notes are left out one by one: there are fewer of them than of the
    // strings a keep would add back, and each name rides in every service page's page-data.
    const ownNote = serviceOf(page.serviceSlug ?? "")?.pricingNote;
    const otherNotes = new Set(
      services.flatMap((s) => (s.pricingNote && s.pricingNote !== ownNote ? [s.pricingNote] : [])),
    );
    omit.push(
      "services:meta",
      "services:index",
      "services:price.terms",
      "services:detail.tool",
      ...[...otherNotes].map((note) => `services:detail.pricingNote.${note}`),
    );
    keep.push(
      ...new Set(termsShown.map((terms) => `services:price.terms.${terms}`)),
      ...extrasOf(page.serviceSlug)
        .filter((extra) => toolAnchor(extra))
        .map((extra) => `services:detail.tool.${extra}`),
    );
  }
  return { omit, keep };
}

/** The terms of the rates a service page's packages name (services:price.terms.<terms>), which it keeps. */
export const termsShownBy = (pricing: readonly { price: string }[] | null | undefined): string[] =>
  (pricing ?? []).map((p) => String(rateAt(p.price)?.terms));

/**
 * A short digest of what a page leaves out, for its context. The resolver works the strings out
 * from the page's template and service, and Gatsby runs a page's query again when its context
 * changes, not when the resolver's code does: without it, a changed list would keep old
 * page-data in a build that reuses .cache.
 */
export const stringsLeftOutDigest = (page: StringsLeftOut): string =>
  createHash("sha256")
    .update(JSON.stringify([leftOutOfEveryPage, page]))
    .digest("base64url")
    .slice(0, 8);

type Strings = { [key: string]: unknown };
const at = (data: unknown, keys: readonly string[]): unknown =>
  keys.reduce<unknown>((value, key) => (value as Strings | undefined)?.[key], data);

/** One locale file's strings without those left out (see stringsLeftOut), and those no page shows. */
export function withoutStringsLeftOut(data: unknown, ns: string, page: StringsLeftOut): unknown {
  const omit = [...leftOutOfEveryPage.omit, ...page.omit];
  const keep = [...leftOutOfEveryPage.keep, ...page.keep];
  const ownPaths = (list: readonly string[]) =>
    list.filter((entry) => entry.startsWith(`${ns}:`)).map((entry) => entry.slice(ns.length + 1).split("."));
  const omitted = ownPaths(omit);
  if (omitted.length === 0) return data;
  const result = structuredClone(data) as Strings;
  for (const keys of omitted) {
    const parent = at(result, keys.slice(0, -1)) as Strings | undefined;
    if (parent) delete parent[keys[keys.length - 1]];
  }
  for (const keys of ownPaths(keep)) {
    const value = at(data, keys);
    if (value === undefined) continue;
    let parent = result;
    for (const key of keys.slice(0, -1)) parent = (parent[key] ??= {}) as Strings;
    parent[keys[keys.length - 1]] = value;
  }
  return result;
}
