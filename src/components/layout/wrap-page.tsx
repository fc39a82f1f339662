import React from "react";
import { PageErrorBoundary } from "./page-error-boundary";
import { TranslationsProvider } from "./translations-provider";
import type { LocaleEdge } from "../../lib/locale-strings";
import type { PageContext } from "../../lib/page-context";

interface Args {
  element: React.ReactNode;
  props: {
    pageContext: Partial<PageContext>;
    location: { pathname: string };
    data?: unknown;
  };
}

/** wrapPageElement for gatsby-browser and gatsby-ssr alike, so both render the same tree. */
export function wrapPage({ element, props }: Args) {
  const { pageContext } = props;
  const locales = (props.data as { locales?: { edges?: readonly LocaleEdge[] } } | undefined)?.locales?.edges;
  return (
    <TranslationsProvider language={pageContext.language} originalPath={pageContext.i18n?.originalPath} locales={locales}>
      <PageErrorBoundary language={pageContext.language ?? "id"} path={props.location.pathname}>
        {element}
      </PageErrorBoundary>
    </TranslationsProvider>
  );
}
