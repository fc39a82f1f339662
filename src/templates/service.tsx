import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Layout } from "../components/layout/layout";
import { ServiceView } from "../components/views/service-view";
import { Seo } from "../components/seo";
import type { PageContext } from "../lib/page-context";

type Props = PageProps<Queries.ServicePageQuery, PageContext>;

// children is the MDX body of content/services/<slug>/<language>.mdx.
export default function ServicePage({ data, pageContext, children }: Props) {
  return (
    <Layout originalPath={pageContext.i18n.originalPath} services={data.navServices.nodes}>
      {data.service && <ServiceView service={data.service}>{children}</ServiceView>}
    </Layout>
  );
}

export function Head({ data, pageContext }: HeadProps<Queries.ServicePageQuery, PageContext>) {
  if (!data.service) return null;
  return (
    <Seo
      title={data.service.title}
      description={data.service.metaDescription}
      language={pageContext.language}
      originalPath={pageContext.i18n.originalPath}
    />
  );
}

export const query = graphql`
  query ServicePage($id: String!, $language: String!, $namespaces: [String!]!) {
    ...LayoutData
    service: servicePage(id: { eq: $id }) {
      ...ServiceView
    }
  }
`;
