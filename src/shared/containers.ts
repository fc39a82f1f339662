// The container sizes the company quotes, in the order pages list them. Kept apart from the
// freight calculator's arithmetic: the service pages' container table and the quote form need
// only these names, and importing them from freight-rules.ts would put its whole arithmetic
// into every service page's first load.
export const containerKeys = ["20ft", "40ft", "40ftHc"] as const;
export type ContainerKey = (typeof containerKeys)[number];
