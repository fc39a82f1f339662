import React, { Suspense } from "react";

/**
 * A Suspense boundary around server-rendered markup. Nothing here suspends; the boundary lets
 * React hydrate this part on its own, so a difference between its HTML and the page (a
 * translator or an extension changed a text before the scripts ran) is repaired in this part
 * alone, instead of the whole page being rendered anew and its forms emptied
 * (docs/architecture.md, "Sections that hydrate apart").
 */
export function HydrateApart({ children }: { children: React.ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
