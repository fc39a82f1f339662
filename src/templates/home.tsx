import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Layout } from "../components/layout/layout";
import { HomeView } from "../components/views/home-view";
import { Seo } from "../components/seo";
import { pageMeta } from "../lib/page-seo";
import type { PageContext } from "../lib/page-context";

type Props = PageProps<Queries.HomePageQuery, PageContext>;

export default function HomePage({ data, pageContext }: Props) {
  return (
    <Layout originalPath={pageContext.i18n.originalPath} services={data.navServices.nodes}>
      <HomeView services={data.navServices.nodes} />
    </Layout>
  );
}

export function Head({ data, pageContext }: HeadProps<Queries.HomePageQuery, PageContext>) {
  return <Seo {...pageMeta(data.locales, "home", pageContext)} />;
}

export const query = graphql`
  query HomePage($language: String!, $namespaces: [String!]!) {
    ...LayoutData
  }
`;
