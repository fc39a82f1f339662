import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Layout } from "../components/layout/layout";
import { ReceivedView } from "../components/views/received-view";
import { Seo } from "../components/seo";
import { pageMeta } from "./page-seo";
import type { PageContext } from "../shared/page-context";

type Props = PageProps<Queries.ReceivedPageQuery, PageContext>;

export default function ReceivedPage({ data, pageContext }: Props) {
  return (
    <Layout originalPath={pageContext.i18n.originalPath} services={data.navServices.nodes}>
      <ReceivedView />
    </Layout>
  );
}

// Reached only after sending a form: not for search engines (no originalPath: noindex).
export function Head({ data, pageContext }: HeadProps<Queries.ReceivedPageQuery, PageContext>) {
  const { originalPath: _unindexed, ...meta } = pageMeta(data.locales, "formPages", pageContext, "received.meta");
  return <Seo {...meta} />;
}

export const query = graphql`
  query ReceivedPage($language: String!, $namespaces: [String!]!, $template: String, $slug: String) {
    ...LayoutData
  }
`;
