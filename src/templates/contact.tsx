import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Layout } from "../components/layout/layout";
import { ContactView } from "../components/views/contact-view";
import { Seo } from "../components/seo";
import { areaNames, companyDescription, pageMeta } from "./page-seo";
import { localBusinessJsonLd } from "./company-json-ld";
import type { PageContext } from "../shared/page-context";

type Props = PageProps<Queries.ContactPageQuery, PageContext>;

export default function ContactPage({ data, pageContext }: Props) {
  return (
    <Layout originalPath={pageContext.i18n.originalPath} services={data.navServices.nodes}>
      <ContactView />
    </Layout>
  );
}

export function Head({ data, pageContext }: HeadProps<Queries.ContactPageQuery, PageContext>) {
  const meta = pageMeta(data.locales, "contact", pageContext);
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
    />
  );
}

export const query = graphql`
  query ContactPage($language: String!, $namespaces: [String!]!, $template: String, $slug: String) {
    ...LayoutData
  }
`;
