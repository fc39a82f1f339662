import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Layout } from "../components/layout/layout";
import { SitemapView } from "../components/views/sitemap-view";
import { Seo } from "../components/seo";
import { pageMeta } from "./page-seo";
import type { PageContext } from "../shared/page-context";
import type { ListedPage } from "../node/page-plan";

/** The sitemap for visitors: the language's pages as the page plan lists them (src/node/page-plan.ts). */
type SitemapContext = PageContext & { listed: ListedPage[] };
type Props = PageProps<Queries.SitemapPageQuery, SitemapContext>;

export default function SitemapPage({ data, pageContext }: Props) {
  return (
    <Layout originalPath={pageContext.i18n.originalPath} services={data.navServices.nodes}>
      <SitemapView listed={pageContext.listed} articles={data.articles.nodes} navServices={data.navServices.nodes} />
    </Layout>
  );
}

export function Head({ data, pageContext }: HeadProps<Queries.SitemapPageQuery, SitemapContext>) {
  return <Seo {...pageMeta(data.locales, "sitemap", pageContext)} />;
}

export const query = graphql`
  query SitemapPage($language: String!, $namespaces: [String!]!, $template: String, $slug: String) {
    ...LayoutData
    articles: allArticle(filter: { language: { eq: $language } }, sort: [{ published: DESC }, { title: ASC }]) {
      nodes {
        slug
        title
        kind
      }
    }
  }
`;
