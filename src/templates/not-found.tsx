import React, { useEffect } from "react";
import { graphql, Link, type HeadProps, type PageProps } from "gatsby";
import { Layout } from "../components/layout/layout";
import { Seo } from "../components/seo";
import { PageHero } from "../components/views/page-hero";
import { primaryButtonClass } from "../forms/browser/button-class";
import { useTranslation } from "react-i18next";
import { feedName, headStrings } from "../i18n/head-strings";
import { localizedPath, pagePaths } from "../shared/routes";
import type { PageContext } from "../shared/page-context";

type Props = PageProps<Queries.NotFoundPageQuery, PageContext>;

export default function NotFoundPage({ data, pageContext, location }: Props) {
  const { t } = useTranslation("common");
  useEffect(() => {
    console.warn(`404: no page at ${location.pathname}`);
  }, [location.pathname]);
  return (
    <Layout originalPath={pagePaths.home} services={data.navServices.nodes}>
      <PageHero title="404" subtitle={t("notFound.message")} />
      <section aria-label={t("notFound.title")} className="py-12 sm:py-16">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-6 px-4">
          <Link to={localizedPath(pagePaths.home, pageContext.language)} className={primaryButtonClass}>
            {t("notFound.home")}
          </Link>
          <Link
            to={localizedPath(pagePaths.services, pageContext.language)}
            className="inline-flex items-center font-semibold text-brand-800 underline underline-offset-2"
          >
            {t("notFound.services")}
          </Link>
        </div>
      </section>
    </Layout>
  );
}

export function Head({ data, pageContext }: HeadProps<Queries.NotFoundPageQuery, PageContext>) {
  const strings = headStrings(data.locales, pageContext.language);
  const read = (key: string) => strings("common", key);
  return (
    <Seo
      title={read("notFound.title")}
      description={read("notFound.message")}
      language={pageContext.language}
      feedName={feedName(strings)}
    />
  );
}

export const query = graphql`
  query NotFoundPage($language: String!, $namespaces: [String!]!, $template: String, $slug: String) {
    ...LayoutData
  }
`;
