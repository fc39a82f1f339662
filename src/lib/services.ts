// The five services, in the order they are shown everywhere. Their texts live in
// content/services/<slug>/<language>.mdx.
export const serviceSlugs = [
  "bea-cukai",
  "project-handling",
  "ekspedisi-laut",
  "ekspedisi-udara",
  "warehouse-distribusi",
] as const;

export type ServiceSlug = (typeof serviceSlugs)[number];

export function isServiceSlug(value: unknown): value is ServiceSlug {
  return typeof value === "string" && (serviceSlugs as readonly string[]).includes(value);
}

/** What a service page shows beyond its MDX content (issue 8): fact tables and the calculator. */
export type ServiceExtra = "containerGuide" | "seaCalculator" | "airCalculator" | "deliveryTimes";

export const serviceExtras: Partial<Record<ServiceSlug, readonly ServiceExtra[]>> = {
  "ekspedisi-laut": ["containerGuide", "seaCalculator"],
  "ekspedisi-udara": ["airCalculator"],
  "warehouse-distribusi": ["deliveryTimes"],
};

export function extrasOf(slug: string | undefined): readonly ServiceExtra[] {
  return isServiceSlug(slug) ? (serviceExtras[slug] ?? []) : [];
}

export function serviceOrder(slug: ServiceSlug): number {
  return serviceSlugs.indexOf(slug);
}
