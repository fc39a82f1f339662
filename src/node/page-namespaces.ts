import type { PlannedPage, Template } from "./page-plan";
import { extrasOf, type ServiceExtra } from "../shared/services";

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
