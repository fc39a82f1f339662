import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Layout } from "../components/layout/layout";
import { ArticleView } from "../components/articles/article-view";
import { Seo } from "../components/seo";
import { feedName, headStrings } from "../i18n/head-strings";
import type { PageContext } from "../shared/page-context";
import { articlePath, articlesPath } from "../shared/articles";
import { pagePaths } from "../shared/routes";
import { articlePreviewPath } from "../shared/og-images";
import { breadcrumbJsonLd } from "./service-json-ld";
import { articleJsonLd } from "./article-json-ld";

type Props = PageProps<Queries.ArticlePageQuery, PageContext>;

export default function ArticlePage({ data, pageContext }: Props) {
  return (
    <Layout originalPath={pageContext.i18n.originalPath} services={data.navServices.nodes}>
      {data.article && (
        <ArticleView article={data.article} navServices={data.navServices.nodes} listIsCopy={pageContext.listIsCopy} />
      )}
    </Layout>
  );
}

export function Head({ data, pageContext }: HeadProps<Queries.ArticlePageQuery, PageContext>) {
  const { article } = data;
  if (!article) return null;
  const { language } = pageContext;
  const strings = headStrings(data.locales, language);
  const image = articlePreviewPath(article.slug, language);
  const structuredData = (siteUrl: string) => [
    articleJsonLd(siteUrl, language, { ...article, image }),
    breadcrumbJsonLd(siteUrl, language, [
      { name: strings("common", "nav.home"), path: pagePaths.home },
      { name: strings("articles", "heading"), path: articlesPath },
      { name: article.title, path: articlePath(article.slug) },
    ]),
  ];
  return (
    <Seo
      title={article.title}
      searchTitle={article.seoTitle}
      description={article.description}
      language={language}
      feedName={feedName(strings)}
      originalPath={pageContext.i18n.originalPath}
      languages={pageContext.i18n.languages}
      image={image}
      article={article}
      structuredData={structuredData}
    />
  );
}

export const query = graphql`
  query ArticlePage($id: String!, $language: String!, $namespaces: [String!]!, $template: String, $slug: String) {
    ...LayoutData
    article(id: { eq: $id }) {
      ...ArticleView
      seoTitle
    }
  }
`;
