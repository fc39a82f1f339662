import React from "react";
import "../../i18n/extensions";
import { PageErrorBoundary } from "./page-error-boundary";
import { defaultLanguage } from "../../shared/languages";
import type { PageContext } from "../../shared/page-context";

interface Args {
  element: React.ReactNode;
  props: {
    pageContext: Partial<PageContext>;
    location: { pathname: string };
  };
}

/**
 * wrapPageElement for gatsby-browser and gatsby-ssr alike, so both render the same tree.
 * `element` is already wrapped in gatsby-plugin-react-i18next's provider (plugins wrap
 * first), so the error page stays up when the page's strings are what failed.
 */
export function wrapPage({ element, props }: Args) {
  return (
    <PageErrorBoundary language={props.pageContext.language ?? defaultLanguage} path={props.location.pathname}>
      {element}
    </PageErrorBoundary>
  );
}
