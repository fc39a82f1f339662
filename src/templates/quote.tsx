import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Layout } from "../components/layout/layout";
import { QuoteView } from "../components/views/quote-view";
import { Seo } from "../components/seo";
import { pageMeta } from "./page-seo";
import type { PageContext } from "../shared/page-context";

type Props = PageProps<Queries.QuotePageQuery, PageContext>;

export default function QuotePage({ data, pageContext }: Props) {
  return (
    <Layout originalPath={pageContext.i18n.originalPath} services={data.navServices.nodes}>
      <QuoteView />
    </Layout>
  );
}

export function Head({ data, pageContext }: HeadProps<Queries.QuotePageQuery, PageContext>) {
  return <Seo {...pageMeta(data.locales, "formPages", pageContext, "quote.meta")} />;
}

export const query = graphql`
  query QuotePage($language: String!, $namespaces: [String!]!, $template: String, $slug: String) {
    ...LayoutData
  }
`;
