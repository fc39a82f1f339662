import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Layout } from "../components/layout/layout";
import { ArticlesView } from "../components/articles/articles-view";
import { Seo } from "../components/seo";
import { feedName, headStrings } from "../i18n/head-strings";
import type { PageContext } from "../shared/page-context";
import type { ArticleFilter } from "../shared/articles";
import type { LanguageCode } from "../shared/languages";

/** A list of a language's articles: all of them, or those of one kind or one service. */
type ArticlesContext = PageContext & {
  articleFilter: ArticleFilter;
  canonicalPath?: string | null;
  alternates?: LanguageCode[] | null;
  copiedLists?: string[];
};
type Props = PageProps<Queries.ArticlesPageQuery, ArticlesContext>;

export default function ArticlesPage({ data, pageContext }: Props) {
  return (
    <Layout originalPath={pageContext.i18n.originalPath} services={data.navServices.nodes}>
      <ArticlesView
        articles={data.articles.nodes}
        filter={pageContext.articleFilter}
        kinds={data.inLanguage.kinds}
        services={data.inLanguage.services}
        counts={data.everyLanguage.group.map((g) => ({ language: g.fieldValue ?? "", count: g.totalCount }))}
        navServices={data.navServices.nodes}
        copiedLists={pageContext.copiedLists}
      />
    </Layout>
  );
}

export function Head({ data, pageContext }: HeadProps<Queries.ArticlesPageQuery, ArticlesContext>) {
  const strings = headStrings(data.locales, pageContext.language);
  const { articleFilter: filter } = pageContext;
  const serviceName = (slug: string) => data.navServices.nodes.find((s) => s.slug === slug)?.navTitle ?? slug;
  const title =
    "kind" in filter
      ? strings("articles", `filter.kinds.${filter.kind}`)
      : "service" in filter
        ? strings("articles", "narrowed.service", { service: serviceName(filter.service) })
        : strings("articles", "meta.title");
  return (
    <Seo
      title={title}
      description={
        Object.keys(filter).length > 0
          ? strings("articles", "meta.narrowed", { title })
          : strings("articles", "meta.description")
      }
      language={pageContext.language}
      feedName={feedName(strings)}
      originalPath={pageContext.i18n.originalPath}
      languages={pageContext.i18n.languages}
      alternates={pageContext.alternates}
      canonicalPath={pageContext.canonicalPath}
    />
  );
}

export const query = graphql`
  query ArticlesPage(
    $language: String!
    $kinds: [String!]!
    $services: [String!]!
    $namespaces: [String!]!
    $template: String
    $slug: String
  ) {
    ...LayoutData
    articles: allArticle(
      filter: { language: { eq: $language }, kind: { in: $kinds }, services: { in: $services } }
      sort: [{ published: DESC }, { title: ASC }]
    ) {
      nodes {
        ...ArticleCard
      }
    }
    inLanguage: allArticle(filter: { language: { eq: $language } }) {
      kinds: distinct(field: { kind: SELECT })
      services: distinct(field: { services: SELECT })
    }
    everyLanguage: allArticle {
      group(field: { language: SELECT }) {
        fieldValue
        totalCount
      }
    }
  }
`;
