import React from "react";
import { graphql } from "gatsby";
import { FormsRoot } from "../../forms/browser/forms-root";
import { Reasons } from "../../forms/shared/reason-slots";
import { loadedReasons } from "../../forms/browser/lazy-parts";
import { Header } from "./header";
import { Footer } from "./footer";
import { HydrateApart } from "./hydrate-apart";
import type { NavService } from "./nav-service";
import { useTranslation } from "react-i18next";
import { useI18next } from "gatsby-plugin-react-i18next";
import { pagePaths } from "../../shared/routes";

interface Props {
  originalPath: string;
  services: readonly NavService[];
  children: React.ReactNode;
}

export function Layout({ originalPath, services, children }: Props) {
  const { t } = useTranslation("common");
  // The page's own path from its context ("/404/" on the 404s, which pass "/" as originalPath for the switcher).
  const overHero = useI18next().originalPath === pagePaths.home;
  return (
    <Reasons.Provider value={loadedReasons}>
      {/* On the first screen whenever it has focus: its CSS is inlined (src/ssr/first-screen-css.tsx). */}
      <a href="#main" className="skip-link" data-first-screen="">
        {t("a11y.skipToContent")}
      </a>
      <Header originalPath={originalPath} services={services} overHero={overHero} />
      {/* The home hero lies under the fixed header; every other page starts below it. */}
      <main id="main" tabIndex={-1} className={`outline-none ${overHero ? "" : "pt-16"}`}>
        <HydrateApart>{children}</HydrateApart>
      </main>
      <HydrateApart>
        <Footer services={services} />
      </HydrateApart>
      {/* The quote dialog and the notices. */}
      <FormsRoot />
    </Reasons.Provider>
  );
}

// Every page query spreads LayoutData: the service menu, and the strings of the locale
// namespaces the page shows (content/locales/<language>/<ns>.json, in its language only; the
// list is the page's context, src/node/page-namespaces.ts, less the strings it never shows) in the shape gatsby-plugin-react-i18next
// reads from `locales`.
/** A GraphQL fragment: Gatsby finds it in the source, the page queries that use it name it. @public */
export const query = graphql`
  fragment LayoutData on Query {
    navServices: allServicePage(filter: { language: { eq: $language } }, sort: { order: ASC }) {
      nodes {
        ...NavService
      }
    }
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: $namespaces } }) {
      edges {
        node {
          ns
          data(template: $template, service: $slug)
          language
        }
      }
    }
  }
`;
