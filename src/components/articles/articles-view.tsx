import React from "react";
import { Link } from "gatsby";
import { useTranslation } from "react-i18next";
import { useI18next } from "gatsby-plugin-react-i18next";
import { articleKinds, articleListPath, type ArticleFilter } from "../../shared/articles";
import { languages } from "../../shared/languages";
import { localizedPath } from "../../shared/routes";
import type { NavService } from "../layout/nav-service";
import { PageHero } from "../views/page-hero";
import { ArticleList } from "./article-list";

interface Props {
  articles: readonly Queries.ArticleCardFragment[];
  filter: ArticleFilter;
  /** The kinds and services this language has articles of: the lists it can be narrowed to. */
  kinds: readonly string[];
  services: readonly string[];
  /** How many articles each language has (on the list of all articles). */
  counts: readonly { language: string; count: number }[];
  navServices: readonly NavService[];
  /** The narrowed lists that copy the list of all (page-plan.ts). */
  copiedLists?: readonly string[];
}

/**
 * A language's articles, newest first, narrowed by links (no script) to a kind or a service; a
 * list that would hold them all is the list of all again, and gets no link. The list of all says
 * when another language has more, and links there.
 */
export function ArticlesView({ articles, filter, kinds, services, counts, navServices, copiedLists = [] }: Props) {
  const { t } = useTranslation("articles");
  const language = useI18next().language;
  const current = articleListPath(filter);
  const serviceName = (slug: string) => navServices.find((s) => s.slug === slug)?.navTitle ?? slug;
  const title =
    "kind" in filter
      ? t(`filter.kinds.${filter.kind}`)
      : "service" in filter
        ? t("narrowed.service", { service: serviceName(filter.service) })
        : t("heading");
  const own = counts.find((c) => c.language === language)?.count ?? 0;
  const more = Object.keys(filter).length === 0 ? counts.filter((c) => c.count > own) : [];
  const chips = [
    { path: articleListPath({}), text: t("filter.all") },
    ...articleKinds
      .filter((k) => kinds.includes(k))
      .map((kind) => ({ path: articleListPath({ kind }), text: t(`filter.kinds.${kind}`) })),
    ...navServices
      .filter((s) => services.includes(s.slug))
      .map((s) => ({ path: articleListPath({ service: s.slug }), text: s.navTitle })),
  ].filter((c) => !copiedLists.includes(c.path));
  const chip = ({ path, text }: { path: string; text: string }) => (
    <li key={path}>
      <Link
        to={localizedPath(path, language)}
        aria-current={path === current ? "page" : undefined}
        className="inline-block rounded-full border border-brand-200 px-4 py-1.5 text-sm font-semibold text-brand-800 hover:bg-brand-50 aria-[current=page]:bg-brand-800 aria-[current=page]:text-white forced-colors:aria-[current=page]:underline forced-colors:aria-[current=page]:decoration-2"
      >
        {text}
      </Link>
    </li>
  );
  return (
    <>
      <PageHero title={title} subtitle={t("intro")} />
      <div className="mx-auto max-w-6xl space-y-8 px-4 py-12">
        {/* None when the only link would be to this very list. */}
        {chips.some((c) => c.path !== current) && (
          <nav aria-label={t("filter.label")}>
            <ul className="flex flex-wrap gap-2">{chips.map(chip)}</ul>
          </nav>
        )}
        {more.length > 0 && (
          <div className="rounded-xl bg-brand-50 p-4 text-brand-900" data-articles-elsewhere="">
            <p>{t("fewer")}</p>
            <ul className="mt-2 flex flex-wrap gap-x-6 gap-y-1">
              {languages
                .filter((l) => more.some((m) => m.language === l.code))
                .map((l) => (
                  <li key={l.code}>
                    <a
                      href={localizedPath(articleListPath({}), l.code)}
                      hrefLang={l.tag}
                      className="font-semibold underline"
                    >
                      {t("moreIn", {
                        count: more.find((m) => m.language === l.code)?.count,
                        // The language's name in the page's language ("英语", not "English").
                        language: t(`languageNames.${l.code}`),
                      })}
                    </a>
                  </li>
                ))}
            </ul>
          </div>
        )}
        {articles.length > 0 ? <ArticleList articles={articles} /> : <p>{t("empty")}</p>}
      </div>
    </>
  );
}
