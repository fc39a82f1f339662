import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Layout } from "../components/layout/layout";
import { ServiceView } from "../components/views/service-view";
import { Seo } from "../components/seo";
import type { PageContext } from "../shared/page-context";
import { interpolateFacts } from "../shared/facts";
import { feedName, headStrings } from "../i18n/head-strings";
import { pagePaths, servicePath } from "../shared/routes";
import { breadcrumbJsonLd, faqPageJsonLd, serviceJsonLd } from "./service-json-ld";
import { areaNames } from "./page-seo";
import { PicturePreload } from "../components/picture";
import { halfColumnSizes } from "../components/views/image-sizes";

type Props = PageProps<Queries.ServicePageQuery, PageContext>;

export default function ServicePage({ data, pageContext }: Props) {
  return (
    <Layout originalPath={pageContext.i18n.originalPath} services={data.navServices.nodes}>
      {data.service && (
        <ServiceView service={data.service} related={data.related.nodes} listIsCopy={pageContext.listIsCopy} />
      )}
    </Layout>
  );
}

export function Head({ data, pageContext }: HeadProps<Queries.ServicePageQuery, PageContext>) {
  const { service } = data;
  if (!service) return null;
  const { language } = pageContext;
  const hero = service.illustration?.childImageSharp?.picture;
  const strings = headStrings(data.locales, language);
  const nav = (key: string) => strings("common", `nav.${key}`);
  const title = interpolateFacts(service.title, language);
  const description = interpolateFacts(service.metaDescription, language);
  // The service as the page describes it (its hero), not the search snippet: structured data
  // describes what the page shows.
  const shown = interpolateFacts(service.description, language);
  const structuredData = (siteUrl: string) => [
    serviceJsonLd(
      siteUrl,
      language,
      { ...service, title, description: shown },
      (unit) => strings("services", `price.unit.${unit}`),
      areaNames(data.locales, pageContext),
    ),
    breadcrumbJsonLd(siteUrl, language, [
      { name: nav("home"), path: pagePaths.home },
      { name: nav("services"), path: pagePaths.services },
      { name: title, path: servicePath(service.slug) },
    ]),
    faqPageJsonLd(
      siteUrl,
      language,
      servicePath(service.slug),
      service.faq.map((item) => ({
        question: interpolateFacts(item.question, language),
        answer: interpolateFacts(item.answer, language),
      })),
    ),
  ];
  return (
    <Seo
      title={title}
      description={description}
      language={language}
      feedName={feedName(strings)}
      originalPath={pageContext.i18n.originalPath}
      structuredData={structuredData}
    >
      {hero && <PicturePreload image={hero} sizes={halfColumnSizes} />}
    </Seo>
  );
}

export const query = graphql`
  query ServicePage($slug: String!, $language: String!, $namespaces: [String!]!, $template: String) {
    ...LayoutData
    service: servicePage(slug: { eq: $slug }, language: { eq: $language }) {
      ...ServiceView
    }
    related: allArticle(
      filter: { language: { eq: $language }, services: { eq: $slug } }
      sort: [{ published: DESC }, { title: ASC }]
      limit: 3
    ) {
      nodes {
        ...RelatedArticle
      }
    }
  }
`;
