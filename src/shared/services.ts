import servicesFile from "../../content/services.json";

// The list of services is content/services.json, in the order they are shown everywhere:
// slug (page path and content/services/<slug>/), icon, the quote-form option it maps to, where
// it is offered, whether it shows pricing, its number of why-choose-us cards and its extra
// blocks. Their texts live in content/services/<slug>/<language>.mdx.
export interface Service {
  slug: string;
  icon: string;
  /** The forms' service type of this service, which its page's quote form pre-selects. */
  quoteOption: string;
  /** Where it is offered, as its page says: for search engines (the service's areaServed). */
  areaServed: readonly ServiceArea[];
  /** The forms that offer it as a choice: "quote" (the quote dialog and quote page), "contact". */
  forms: readonly string[];
  pricing: boolean;
  /**
   * With pricing, the note over its packages: what the final quote depends on for this service,
   * the text services:detail.pricingNote.<pricingNote> ("freight": the route; "storage": pallets and period).
   */
  pricingNote?: string;
  whyChooseUsCards: number;
  extras: readonly ServiceExtra[];
}

/** The areas a service can be offered in: within Indonesia, or between Indonesia and other countries. */
export const serviceAreaNames = ["indonesia", "worldwide"] as const;
export type ServiceArea = (typeof serviceAreaNames)[number];

/** What a service page shows beyond its MDX content: fact tables, the freight calculator and the customs estimator. */
export const serviceExtraNames = [
  "containerGuide",
  "seaCalculator",
  "airCalculator",
  "deliveryTimes",
  "customsEstimator",
] as const;
export type ServiceExtra = (typeof serviceExtraNames)[number];

// A list whose entry lacks a list still loads, empty there, so that the content check, not a crash
// while its code loads, names the file and the field.
const listOr = (value: unknown): readonly never[] => (Array.isArray(value) ? (value as never[]) : []);

export const services: readonly Service[] = (servicesFile as Partial<Service>[]).map((service) => ({
  ...(service as Service),
  areaServed: listOr(service?.areaServed),
  forms: listOr(service?.forms),
  extras: listOr(service?.extras),
}));

export type ServiceSlug = string;

export const serviceSlugs: readonly ServiceSlug[] = services.map((s) => s.slug);

export function isServiceSlug(value: unknown): value is ServiceSlug {
  return typeof value === "string" && serviceSlugs.includes(value);
}

export function serviceOf(slug: ServiceSlug): Service | undefined {
  return services.find((s) => s.slug === slug);
}

export function extrasOf(slug: string | undefined): readonly ServiceExtra[] {
  return (slug && serviceOf(slug)?.extras) || [];
}

export function serviceOrder(slug: ServiceSlug): number {
  return serviceSlugs.indexOf(slug);
}
