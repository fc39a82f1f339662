import React, { useEffect } from "react";
import { graphql, Link, type HeadProps, type PageProps } from "gatsby";
import { Layout } from "../components/layout/layout";
import { Seo } from "../components/seo";
import { useT } from "../hooks/use-t";
import { localeString } from "../lib/locale-strings";
import { localizedPath, pagePaths } from "../lib/routes";
import type { PageContext } from "../lib/page-context";

type Props = PageProps<Queries.NotFoundPageQuery, PageContext>;

export default function NotFoundPage({ data, pageContext, location }: Props) {
  const t = useT("common");
  useEffect(() => {
    console.warn(`404: no page at ${location.pathname}`);
  }, [location.pathname]);
  return (
    <Layout originalPath={pagePaths.home} services={data.navServices.nodes}>
      <section className="not-found" aria-labelledby="page-title">
        <h1 id="page-title">404</h1>
        <p>{t("notFound.message")}</p>
        <Link to={localizedPath(pagePaths.home, pageContext.language)}>{t("notFound.home")}</Link>
      </section>
    </Layout>
  );
}

export function Head({ data, pageContext }: HeadProps<Queries.NotFoundPageQuery, PageContext>) {
  const read = (key: string) => localeString(data.locales.edges, "common", key, pageContext.language);
  return <Seo title={read("notFound.title")} description={read("notFound.message")} language={pageContext.language} />;
}

export const query = graphql`
  query NotFoundPage($language: String!, $namespaces: [String!]!) {
    ...LayoutData
  }
`;
