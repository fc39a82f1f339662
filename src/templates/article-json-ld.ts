import type { Article, WithContext } from "schema-dts";
import { languageOf, type LanguageCode } from "../shared/languages";
import { articlePath } from "../shared/articles";
import { pageUrl } from "./json-ld-links";
import { organizationRef } from "./service-json-ld";

interface ArticleForJsonLd {
  slug: string;
  title: string;
  description: string;
  kind: string;
  published: string;
  updated?: string | null;
  /** The preview image's path. */
  image: string;
}

/** An article (a guide) or a news article, by the company, in the page's language. */
export function articleJsonLd(
  siteUrl: string,
  language: LanguageCode,
  article: ArticleForJsonLd,
): WithContext<Article> {
  const url = pageUrl(siteUrl, articlePath(article.slug), language);
  const company = organizationRef(siteUrl);
  return {
    "@context": "https://schema.org",
    "@type": article.kind === "news" ? "NewsArticle" : "Article",
    "@id": `${url}#article`,
    headline: article.title,
    description: article.description,
    inLanguage: languageOf(language).tag,
    datePublished: article.published,
    dateModified: article.updated ?? article.published,
    mainEntityOfPage: url,
    image: `${siteUrl}${article.image}`,
    author: company,
    publisher: company,
  } as WithContext<Article>;
}
