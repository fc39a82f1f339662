import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Layout } from "../components/layout/layout";
import { LegalView } from "../components/legal/legal-view";
import { Seo } from "../components/seo";
import { feedName, headStrings } from "../i18n/head-strings";
import type { PageContext } from "../shared/page-context";
import type { LegalDoc } from "../shared/routes";

/** The privacy policy and the terms: the page's texts from legal.json, the body from content/legal/<doc>/<language>.mdx. */
type LegalContext = PageContext & { legalDoc: LegalDoc };
type Props = PageProps<Queries.LegalPageQuery, LegalContext>;

export default function LegalPage({ data, pageContext }: Props) {
  return (
    <Layout originalPath={pageContext.i18n.originalPath} services={data.navServices.nodes}>
      <LegalView doc={pageContext.legalDoc} />
    </Layout>
  );
}

export function Head({ data, pageContext }: HeadProps<Queries.LegalPageQuery, LegalContext>) {
  const strings = headStrings(data.locales, pageContext.language);
  const read = (key: string) => strings("legal", `${pageContext.legalDoc}.${key}`);
  return (
    <Seo
      title={read("meta.title")}
      description={read("meta.description")}
      language={pageContext.language}
      feedName={feedName(strings)}
      originalPath={pageContext.i18n.originalPath}
    />
  );
}

export const query = graphql`
  query LegalPage($language: String!, $namespaces: [String!]!, $template: String, $slug: String) {
    ...LayoutData
  }
`;
