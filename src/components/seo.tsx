import React from "react";
import { graphql, useStaticQuery } from "gatsby";
import { company } from "../lib/facts";
import { defaultLanguage, languageOf, languages, type LanguageCode } from "../lib/languages";
import { localizedPath } from "../lib/routes";

interface Props {
  title: string;
  description: string;
  language: LanguageCode;
  /** Path without language prefix; omitted for pages that must not be indexed. */
  originalPath?: string;
  children?: React.ReactNode;
}

/** The one Head for every page: title, description, language, canonical and hreflang. */
export function Seo({ title, description, language, originalPath, children }: Props) {
  const { site } = useStaticQuery<Queries.SeoSiteQuery>(graphql`
    query SeoSite {
      site { siteMetadata { siteUrl } }
    }
  `);
  const siteUrl = site?.siteMetadata?.siteUrl ?? "";
  const urlIn = (code: LanguageCode) => `${siteUrl}${localizedPath(originalPath ?? "/", code)}`;
  return (
    <>
      <html lang={languageOf(language).tag} />
      <title>{`${title} | ${company.brand}`}</title>
      <meta name="description" content={description} />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      {originalPath === undefined ? (
        <meta name="robots" content="noindex" />
      ) : (
        <>
          <link rel="canonical" href={urlIn(language)} />
          {languages.map((l) => (
            <link key={l.code} rel="alternate" hrefLang={l.tag} href={urlIn(l.code)} />
          ))}
          <link rel="alternate" hrefLang="x-default" href={urlIn(defaultLanguage)} />
        </>
      )}
      {children}
    </>
  );
}
