import React from "react";
import { graphql, Link } from "gatsby";
import { useTranslation } from "react-i18next";
import { useI18next } from "gatsby-plugin-react-i18next";
import { articleListLink, articlePath } from "../../shared/articles";
import { localizedPath } from "../../shared/routes";

/** A GraphQL fragment: Gatsby finds it in the source, the page queries that use it name it. @public */
export const query = graphql`
  fragment RelatedArticle on Article {
    slug
    title
  }
`;

/**
 * A service page's latest articles about it, under a heading that links to all of them: their
 * list, or the list of all when that holds every article (listIsCopy, page-plan.ts).
 */
export function RelatedArticles({
  service,
  articles,
  listIsCopy,
}: {
  service: string;
  articles: readonly Queries.RelatedArticleFragment[];
  listIsCopy?: boolean;
}) {
  const { t } = useTranslation("common");
  const language = useI18next().language;
  return (
    <section aria-labelledby="related-articles" className="bg-white py-12" data-related-articles="">
      <div className="mx-auto max-w-3xl px-4">
        {/* The heading leads to all of them: the footer's words, which every page carries already.
            It looks like the page's other section headings (SectionHeading), a link only under the pointer. */}
        <h2 id="related-articles" className="text-center text-3xl font-bold text-brand-900">
          <Link to={localizedPath(articleListLink({ service }, listIsCopy), language)} className="hover:underline">
            {t("footer.articles")}
          </Link>
        </h2>
        <ul className="mt-4 divide-y divide-slate-200">
          {articles.map((article) => (
            <li key={article.slug} className="py-3">
              <Link
                to={localizedPath(articlePath(article.slug), language)}
                className="font-semibold text-brand-800 underline"
              >
                {article.title}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
