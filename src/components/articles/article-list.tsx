import React from "react";
import { graphql, Link } from "gatsby";
import { useTranslation } from "react-i18next";
import { useI18next } from "gatsby-plugin-react-i18next";
import { articlePath } from "../../shared/articles";
import { formatDay } from "../../shared/days";
import { localizedPath } from "../../shared/routes";

/** A GraphQL fragment: Gatsby finds it in the source, the page queries that use it name it. @public */
export const query = graphql`
  fragment ArticleCard on Article {
    slug
    title
    description
    kind
    published
  }
`;

/** Articles, newest first as given: each its kind, date, title (the link) and description. */
export function ArticleList({ articles }: { articles: readonly Queries.ArticleCardFragment[] }) {
  const { t } = useTranslation("articles");
  const language = useI18next().language;
  return (
    <ul className="grid gap-6 md:grid-cols-2" data-article-list="">
      {articles.map((article) => (
        <li key={article.slug} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <p className="text-sm text-slate-700">
            <span className="font-semibold text-brand-800">{t(`kind.${article.kind}`)}</span>
            <span aria-hidden="true"> · </span>
            <time dateTime={article.published}>{formatDay(article.published, language)}</time>
          </p>
          <h2 className="mt-2 text-xl font-bold text-brand-900">
            <Link to={localizedPath(articlePath(article.slug), language)} className="hover:underline">
              {article.title}
            </Link>
          </h2>
          <p className="mt-2 text-slate-700 text-pretty">{article.description}</p>
        </li>
      ))}
    </ul>
  );
}
