import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Layout } from "../components/layout/layout";
import { AboutView } from "../components/views/about-view";
import { Seo } from "../components/seo";
import { pageMeta } from "../lib/page-seo";
import type { PageContext } from "../lib/page-context";

type Props = PageProps<Queries.AboutPageQuery, PageContext>;

export default function AboutPage({ data, pageContext }: Props) {
  return (
    <Layout originalPath={pageContext.i18n.originalPath} services={data.navServices.nodes}>
      <AboutView image={data.about?.childImageSharp?.gatsbyImageData} />
    </Layout>
  );
}

export function Head({ data, pageContext }: HeadProps<Queries.AboutPageQuery, PageContext>) {
  return <Seo {...pageMeta(data.locales, "about", pageContext)} />;
}

// The picture is at most 540 px wide: 360/720/1080 px in AVIF with a WebP fallback.
export const query = graphql`
  query AboutPage($language: String!, $namespaces: [String!]!) {
    ...LayoutData
    about: file(sourceInstanceName: { eq: "illustrations" }, name: { eq: "about" }) { childImageSharp { gatsbyImageData(width: 720, aspectRatio: 1.333, outputPixelDensities: [0.5, 1, 1.5], formats: [WEBP, AVIF], placeholder: DOMINANT_COLOR) } }
  }
`;
