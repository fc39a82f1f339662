import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Layout } from "../components/layout/layout";
import { HomeView } from "../components/views/home-view";
import { Seo } from "../components/seo";
import { areaNames, companyDescription, pageMeta } from "./page-seo";
import { localBusinessJsonLd } from "./company-json-ld";
import type { PageContext } from "../shared/page-context";
import { PicturePreload } from "../components/picture";
import { heroSizes } from "../components/views/image-sizes";

type Props = PageProps<Queries.HomePageQuery, PageContext>;

export default function HomePage({ data, pageContext }: Props) {
  return (
    <Layout originalPath={pageContext.i18n.originalPath} services={data.navServices.nodes}>
      <HomeView
        services={data.navServices.nodes}
        hero={data.hero?.childImageSharp?.picture}
        about={data.about?.childImageSharp?.picture}
      />
    </Layout>
  );
}

export function Head({ data, pageContext }: HeadProps<Queries.HomePageQuery, PageContext>) {
  const meta = pageMeta(data.locales, "home", pageContext);
  const hero = data.hero?.childImageSharp?.picture;
  return (
    <Seo
      {...meta}
      structuredData={(siteUrl) => [
        localBusinessJsonLd(
          siteUrl,
          pageContext.language,
          companyDescription(data.locales, pageContext),
          areaNames(data.locales, pageContext),
        ),
      ]}
    >
      {hero && <PicturePreload image={hero} sizes={heroSizes} />}
    </Seo>
  );
}

// Pictures (rendered by components/picture.tsx; views/image-sizes.ts says how wide they are
// shown): the hero, the page's LCP element, in AVIF with a WebP fallback. It fills the screen below
// the header cropped from 16:9, so even a phone shows it over 1000 px wide: 1280, 1920 and
// 2560 px files. AVIF quality 70 instead of 50: a few KB more, because Chrome takes a picture
// of under 0.05 bits per device pixel for a background and never counts it as the LCP element.
// The about picture: AboutPicture in views/about-view.tsx.
export const query = graphql`
  query HomePage($language: String!, $namespaces: [String!]!, $template: String, $slug: String) {
    ...LayoutData
    # The cards list the same services as the layout's menu: the same field with the same
    # arguments, so GraphQL merges the two and page-data holds each title and summary once.
    navServices: allServicePage(filter: { language: { eq: $language } }, sort: { order: ASC }) {
      nodes {
        ...ServiceCard
      }
    }
    hero: file(sourceInstanceName: { eq: "illustrations" }, name: { eq: "hero" }) {
      childImageSharp {
        picture(
          layout: FULL_WIDTH
          breakpoints: [1280, 1920, 2560]
          formats: [WEBP, AVIF]
          avifOptions: { quality: 70 }
          placeholder: DOMINANT_COLOR
        ) {
          ...PictureFiles
        }
      }
    }
    ...AboutPicture
  }
`;
