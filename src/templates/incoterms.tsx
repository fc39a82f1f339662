import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Layout } from "../components/layout/layout";
import { IncotermsView } from "../components/views/incoterms-view";
import { Seo } from "../components/seo";
import { pageMeta } from "./page-seo";
import type { PageContext } from "../shared/page-context";

type Props = PageProps<Queries.IncotermsPageQuery, PageContext>;

export default function IncotermsPage({ data, pageContext }: Props) {
  return (
    <Layout originalPath={pageContext.i18n.originalPath} services={data.navServices.nodes}>
      <IncotermsView />
    </Layout>
  );
}

export function Head({ data, pageContext }: HeadProps<Queries.IncotermsPageQuery, PageContext>) {
  return <Seo {...pageMeta(data.locales, "incotermsGuide", pageContext)} />;
}

export const query = graphql`
  query IncotermsPage($language: String!, $namespaces: [String!]!, $template: String, $slug: String) {
    ...LayoutData
  }
`;
