import React, { Suspense } from "react";

/**
 * A Suspense boundary around server-rendered markup. Nothing here suspends; the boundary lets
 * React hydrate this part in a task of its own, yielding to the browser in between, instead of
 * hydrating the whole page in one long task that blocks input (total blocking time;
 * docs/architecture.md, "Sections that hydrate apart").
 */
export function HydrateApart({ children }: { children: React.ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
