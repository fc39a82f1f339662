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

export function serviceOrder(slug: ServiceSlug): number {
  return serviceSlugs.indexOf(slug);
}
