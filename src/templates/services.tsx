import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Layout } from "../components/layout/layout";
import { ServicesIndexView } from "../components/views/services-view";
import { Seo } from "../components/seo";
import { pageMeta } from "./page-seo";
import type { PageContext } from "../shared/page-context";

type Props = PageProps<Queries.ServicesIndexPageQuery, PageContext>;

export default function ServicesIndexPage({ data, pageContext }: Props) {
  return (
    <Layout originalPath={pageContext.i18n.originalPath} services={data.navServices.nodes}>
      <ServicesIndexView services={data.navServices.nodes} />
    </Layout>
  );
}

export function Head({ data, pageContext }: HeadProps<Queries.ServicesIndexPageQuery, PageContext>) {
  return <Seo {...pageMeta(data.locales, "services", pageContext)} />;
}

export const query = graphql`
  query ServicesIndexPage($language: String!, $namespaces: [String!]!, $template: String, $slug: String) {
    ...LayoutData
    # The cards list the same services as the layout's menu: the same field with the same
    # arguments, so GraphQL merges the two and page-data holds each title and summary once.
    navServices: allServicePage(filter: { language: { eq: $language } }, sort: { order: ASC }) {
      nodes {
        ...ServiceCard
      }
    }
  }
`;
