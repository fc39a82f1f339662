import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Layout } from "../components/layout/layout";
import { ContactView } from "../components/views/contact-view";
import { Seo } from "../components/seo";
import { pageMeta } from "../lib/page-seo";
import type { PageContext } from "../lib/page-context";

type Props = PageProps<Queries.ContactPageQuery, PageContext>;

export default function ContactPage({ data, pageContext }: Props) {
  return (
    <Layout originalPath={pageContext.i18n.originalPath} services={data.navServices.nodes}>
      <ContactView />
    </Layout>
  );
}

export function Head({ data, pageContext }: HeadProps<Queries.ContactPageQuery, PageContext>) {
  return <Seo {...pageMeta(data.locales, "contact", pageContext)} />;
}

export const query = graphql`
  query ContactPage($language: String!, $namespaces: [String!]!) {
    ...LayoutData
  }
`;
