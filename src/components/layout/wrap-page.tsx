import React from "react";
import { PageErrorBoundary } from "./page-error-boundary";
import type { PageContext } from "../../lib/page-context";

interface Args {
  element: React.ReactNode;
  props: { pageContext: Partial<PageContext>; location: { pathname: string } };
}

/** wrapPageElement for gatsby-browser and gatsby-ssr alike, so both render the same tree. */
export function wrapPage({ element, props }: Args) {
  return (
    <PageErrorBoundary language={props.pageContext.language ?? "id"} path={props.location.pathname}>
      {element}
    </PageErrorBoundary>
  );
}
