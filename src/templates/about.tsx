import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Layout } from "../components/layout/layout";
import { AboutView } from "../components/views/about-view";
import { Seo } from "../components/seo";
import { pageMeta } from "./page-seo";
import type { PageContext } from "../shared/page-context";

type Props = PageProps<Queries.AboutPageQuery, PageContext>;

export default function AboutPage({ data, pageContext }: Props) {
  return (
    <Layout originalPath={pageContext.i18n.originalPath} services={data.navServices.nodes}>
      <AboutView image={data.about?.childImageSharp?.picture} />
    </Layout>
  );
}

export function Head({ data, pageContext }: HeadProps<Queries.AboutPageQuery, PageContext>) {
  return <Seo {...pageMeta(data.locales, "about", pageContext)} />;
}

export const query = graphql`
  query AboutPage($language: String!, $namespaces: [String!]!, $template: String, $slug: String) {
    ...LayoutData
    ...AboutPicture
  }
`;
