import { company, interpolateFacts } from "../shared/facts";
import { languages } from "../shared/languages";
import { articleFeedPath, articlePath, articlesPath } from "../shared/articles";
import { localizedPath } from "../shared/routes";
import { localeFile } from "./locale-file";

// gatsby-plugin-feed options: one RSS feed per language of its published articles, newest first,
// at /artikel/rss.xml under the language's prefix. Each page's Head announces its language's feed
// (src/components/seo.tsx), under the same title.

interface FeedArticle {
  slug: string;
  title: string;
  description: string;
  published: string;
}

interface FeedQuery {
  query: { allArticle: { nodes: FeedArticle[] } };
}

/**
 * A feed's title and description: the name of the list of articles as every page has it (the
 * footer's link, content/locales/<code>/common.json), which the pages' heads give the feed too,
 * and the list's description (articles.json).
 */
function listTexts(code: string): { title: string; description: string } {
  const { footer } = localeFile<{ footer: { articles: string } }>(code, "common");
  const { meta } = localeFile<{ meta: { description: string } }>(code, "articles");
  return { title: `${footer.articles} | ${company.brand}`, description: interpolateFacts(meta.description, code) };
}

/**
 * A pattern no page's path matches, so the plugin writes no link into any page: it would write it
 * into the HTML alone, outside Gatsby's Head, where it stays the first page's after the visitor
 * moves to a page in another language in the browser.
 */
const noPage = "(?!)";

export function feedOptions(siteUrl: string) {
  return {
    query: `{ site { siteMetadata { siteUrl } } }`,
    feeds: languages.map((language) => ({
      ...listTexts(language.code),
      output: localizedPath(articleFeedPath, language.code),
      match: noPage,
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
