import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Layout } from "../components/layout/layout";
import { HomeView } from "../components/views/home-view";
import { Seo } from "../components/seo";
import { pageMeta } from "../lib/page-seo";
import { localBusinessJsonLd } from "../lib/structured-data";
import type { PageContext } from "../lib/page-context";

type Props = PageProps<Queries.HomePageQuery, PageContext>;

export default function HomePage({ data, pageContext }: Props) {
  return (
    <Layout originalPath={pageContext.i18n.originalPath} services={data.navServices.nodes}>
      <HomeView services={data.cards.nodes} hero={data.hero?.childImageSharp?.gatsbyImageData} about={data.about?.childImageSharp?.gatsbyImageData} />
    </Layout>
  );
}

export function Head({ data, pageContext }: HeadProps<Queries.HomePageQuery, PageContext>) {
  const meta = pageMeta(data.locales, "home", pageContext);
  return <Seo {...meta} structuredData={(siteUrl) => [localBusinessJsonLd(siteUrl, meta.language, meta.description)]} />;
}

export const query = graphql`
  query HomePage($language: String!, $namespaces: [String!]!) {
    ...LayoutData
    cards: allServicePage(filter: { language: { eq: $language } }, sort: { order: ASC }) {
      nodes { ...ServiceCard }
    }
    hero: file(sourceInstanceName: { eq: "illustrations" }, name: { eq: "hero" }) { childImageSharp { gatsbyImageData(layout: FULL_WIDTH, breakpoints: [640, 960, 1280, 1920, 2560], formats: [AUTO, WEBP, AVIF], placeholder: DOMINANT_COLOR) } }
    about: file(sourceInstanceName: { eq: "illustrations" }, name: { eq: "about" }) { childImageSharp { gatsbyImageData(width: 640, aspectRatio: 1.333, formats: [AUTO, WEBP, AVIF], placeholder: DOMINANT_COLOR) } }
  }
`;
