import { company, interpolateFacts } from "../shared/facts";
import { defaultLanguage, languages, prefixedLanguageCodes, type Language } from "../shared/languages";
import { articleFeedPath, articlePath, articlesPath } from "../shared/articles";
import { localizedPath } from "../shared/routes";
import { localeFile } from "./locale-file";

// gatsby-plugin-feed options: one RSS feed per language of its published articles, newest first,
// at /artikel/rss.xml under the language's prefix; the plugin announces each in the head of its
// language's pages.

interface FeedArticle {
  slug: string;
  title: string;
  description: string;
  published: string;
}

interface FeedQuery {
  query: { allArticle: { nodes: FeedArticle[] } };
}

/** The title and description of a language's list of articles (content/locales/<code>/articles.json). */
function listTexts(code: string): { title: string; description: string } {
  const { meta } = localeFile<{ meta: { title: string; description: string } }>(code, "articles");
  return { title: `${meta.title} | ${company.brand}`, description: interpolateFacts(meta.description, code) };
}

/** Pages of a language: its prefix, or for the default language every path without another's prefix. */
function pagesOf(language: Language): string {
  if (language.code !== defaultLanguage) return `^/${language.code}/`;
  const others = prefixedLanguageCodes.map((code) => `${code}/`);
  return `^/(?!${others.join("|")})`;
}

export function feedOptions(siteUrl: string) {
  return {
    query: `{ site { siteMetadata { siteUrl } } }`,
    feeds: languages.map((language) => ({
      ...listTexts(language.code),
      output: localizedPath(articleFeedPath, language.code),
      match: pagesOf(language),
      language: language.tag,
      site_url: `${siteUrl}${localizedPath(articlesPath, language.code)}`,
      feed_url: `${siteUrl}${localizedPath(articleFeedPath, language.code)}`,
      query: `{
        allArticle(filter: { language: { eq: "${language.code}" } }, sort: [{ published: DESC }, { title: ASC }]) {
          nodes { slug title description published }
        }
      }`,
      serialize: ({ query }: FeedQuery) =>
        query.allArticle.nodes.map((article) => {
          const url = `${siteUrl}${localizedPath(articlePath(article.slug), language.code)}`;
          return {
            title: article.title,
            description: article.description,
            date: article.published,
            url,
            guid: url,
          };
        }),
    })),
  };
}
