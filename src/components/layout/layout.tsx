import React from "react";
import { graphql } from "gatsby";
import { Header } from "./header";
import { Footer } from "./footer";
import type { NavService } from "./nav-service";
import { useT } from "../../hooks/use-t";

interface Props {
  originalPath: string;
  services: readonly NavService[];
  children: React.ReactNode;
}

export function Layout({ originalPath, services, children }: Props) {
  const t = useT("common");
  return (
    <>
      <a href="#main" className="skip-link">
        {t("a11y.skipToContent")}
      </a>
      <Header originalPath={originalPath} services={services} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer services={services} />
    </>
  );
}

// Every page query spreads this: its language's strings and the service menu.
export const query = graphql`
  fragment LayoutData on Query {
    locales: allLocale(filter: { ns: { in: $namespaces }, language: { eq: $language } }) {
      edges { node { ns data language } }
    }
    navServices: allServicePage(filter: { language: { eq: $language } }, sort: { order: ASC }) {
      nodes { ...NavService }
    }
  }
`;
