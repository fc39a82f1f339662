import React from "react";
import { graphql, useStaticQuery } from "gatsby";
import { company } from "../shared/facts";
import { alternateLanguages, languageOf, type LanguageCode } from "../shared/languages";
import { ogImageKeyFor, ogImagePath, ogImageSize } from "../shared/og-images";
import { localizedPath } from "../shared/routes";
import { articleFeedPath } from "../shared/articles";
import { pageTitle } from "../shared/page-title";

interface Props {
  title: string;
  /** A shorter title for search results and link previews (an article's seoTitle); the page shows the title. */
  searchTitle?: string | null;
  description: string;
  language: LanguageCode;
  /** The name of the list of articles (common:footer.articles), which names the language's feed too. */
  feedName: string;
  /** Path without language prefix; omitted for pages that must not be indexed (404). */
  originalPath?: string;
  /** The languages the page exists in, when not every language (an article): its alternates. */
  languages?: readonly LanguageCode[];
  /** The languages of its hreflang alternates, when not those it exists in (a narrowed list, src/node/page-plan.ts). */
  alternates?: readonly LanguageCode[] | null;
  /** The path (without prefix) of the page it is a copy of, its canonical (a narrowed list, src/node/page-plan.ts). */
  canonicalPath?: string | null;
  /** The page's own preview image (an article's), instead of its page type's. */
  image?: string;
  /** An article's days (YYYY-MM-DD), which make its Open Graph type "article". */
  article?: { published: string; updated?: string | null };
  /** Structured data for search engines, given the site URL (src/templates/company-json-ld.ts, service-json-ld.ts). */
  structuredData?: (siteUrl: string) => readonly object[];
  children?: React.ReactNode;
}

// JSON inside <script> must not be able to close the element.
const safeJson = (data: object) => JSON.stringify(data).replace(/</g, "\\u003c");

/**
 * The one Head for every page: title, description, language, canonical, hreflang, social cards.
 * The tags the same on every page are written into the HTML alone (src/ssr/site-head.tsx).
 */
export function Seo({
  title,
  searchTitle,
  description,
  language,
  feedName,
  originalPath,
  languages: written,
  alternates: indexedIn,
  canonicalPath,
  image: ownImage,
  article,
  structuredData,
  children,
}: Props) {
  const { site } = useStaticQuery<Queries.SeoSiteQuery>(graphql`
    query SeoSite {
      site {
        siteMetadata {
          siteUrl
        }
      }
    }
  `);
  const siteUrl = site?.siteMetadata?.siteUrl ?? "";
  const urlIn = (code: LanguageCode) => `${siteUrl}${localizedPath(originalPath ?? "/", code)}`;
  const fullTitle = pageTitle(searchTitle ?? title);
  const imageKey = ogImageKeyFor(originalPath ?? "/");
  const image = `${siteUrl}${ownImage ?? ogImagePath(imageKey)}`;
  // What the picture shows: an article's title; the brand, and the page type's drawing beside it.
  const imageAlt = ownImage ? title : imageKey === "home" ? company.brand : fullTitle;
  const canonical = canonicalPath ? `${siteUrl}${localizedPath(canonicalPath, language)}` : urlIn(language);
  const { alternates, xDefault } = alternateLanguages(indexedIn ?? written);
  return (
    <>
      {/* data-languages: where the saved-language redirect may send a visitor (src/inline-scripts/). */}
      <html lang={languageOf(language).tag} data-languages={written?.join(" ")} />
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {originalPath === undefined ? (
        <meta name="robots" content="noindex" />
      ) : (
        <>
          <link rel="canonical" href={canonical} />
          {alternates.map((l) => (
            <link key={l.code} rel="alternate" hrefLang={l.tag} href={urlIn(l.code)} />
          ))}
          {xDefault && <link rel="alternate" hrefLang="x-default" href={urlIn(xDefault.code)} />}
          <meta property="og:url" content={canonical} />
        </>
      )}
      {/* The language's feed: here, not from gatsby-plugin-feed (src/node/feeds.ts), whose tag is
          written once into the HTML and stayed the first page's after a move to another language. */}
      <link
        rel="alternate"
        type="application/rss+xml"
        title={`${feedName} | ${company.brand}`}
        href={localizedPath(articleFeedPath, language)}
      />
      <meta property="og:type" content={article ? "article" : "website"} />
      {article && <meta property="article:published_time" content={article.published} />}
      {article?.updated && <meta property="article:modified_time" content={article.updated} />}
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:locale" content={languageOf(language).ogLocale} />
      {alternates
        .filter((l) => l.code !== language)
        .map((l) => (
          <meta key={l.code} property="og:locale:alternate" content={l.ogLocale} />
        ))}
      {/* X's cards read og:title, og:description and og:image when their twitter: tags are absent. */}
      <meta property="og:image" content={image} />
      {/* After og:image: Open Graph's structured properties describe the og:image before them. */}
      <meta property="og:image:width" content={String(ogImageSize.width)} />
      <meta property="og:image:height" content={String(ogImageSize.height)} />
      <meta property="og:image:alt" content={imageAlt} />
      {(structuredData?.(siteUrl) ?? []).map((data, i) => (
        <script key={i} type="application/ld+json" dangerouslySetInnerHTML={{ __html: safeJson(data) }} />
      ))}
      {children}
    </>
  );
}
