import React from "react";
import { graphql, Link } from "gatsby";
import { useTranslation } from "react-i18next";
import { useI18next } from "gatsby-plugin-react-i18next";
import { articleListLink, articlesPath, sectionName, type ArticleKind } from "../../shared/articles";
import { formatDay } from "../../shared/days";
import { wordSpace } from "../../shared/languages";
import { localizedPath, pagePaths, servicePath } from "../../shared/routes";
import { serviceOf } from "../../shared/services";
import { mdxComponents } from "../views/fact";
import { prose } from "../views/prose";
import { PageHero } from "../views/page-hero";
import { Breadcrumb } from "../views/breadcrumb";
import { tools } from "../tools";
import { primaryButtonClass } from "../../forms/browser/button-class";
import type { NavService } from "../layout/nav-service";
import { MdxBody } from "../views/mdx-body";
import { bodies } from "../../mdx-bodies/articles";
import { useScrollBoxFocus } from "../tables/use-scroll-box-focus";

/** A GraphQL fragment: Gatsby finds it in the source, the page queries that use it name it. @public */
export const query = graphql`
  fragment ArticleView on Article {
    slug
    title
    description
    kind
    published
    updated
    services
    tools
    sources {
      title
      url
    }
    parent {
      ... on Mdx {
        tableOfContents(maxDepth: 2)
      }
    }
  }
`;

interface Section {
  url?: string;
  title?: string;
}

/** A long guide lists its sections at the top; a short piece does not need to. */
const sectionsListedFrom = 3;

/**
 * A wide table scrolls inside its own box, never the page; while it overflows, the box takes focus so keys scroll it.
 * Both are named by the heading the table sits under (src/node/rehype-tables.ts); a table
 * above every heading of its text has only the word "table" to go by.
 */
function ScrollingTable(props: React.ComponentProps<"table">) {
  const { t } = useTranslation("articles");
  const heading = props["aria-labelledby"];
  const name = heading ? { "aria-labelledby": heading } : { "aria-label": t("table") };
  const focus = useScrollBoxFocus();
  return (
    <div role="region" {...name} {...focus} className="overflow-x-auto rounded-lg border border-slate-200">
      <table {...name} {...props} />
    </div>
  );
}

const articleComponents = { ...mdxComponents, table: ScrollingTable };

interface Props {
  article: Queries.ArticleViewFragment;
  /** The services' names in the page's language. */
  navServices: readonly NavService[];
  /** Its kind's list copies the list of all (page-plan.ts). */
  listIsCopy?: boolean;
}

/** An article: its title, kind and dates, its sections, the MDX body, the tools it links to, its sources and a quote. */
export function ArticleView({ article, navServices, listIsCopy }: Props) {
  const { t } = useTranslation("articles");
  const { t: common } = useTranslation("common");
  const language = useI18next().language;
  const toc = article.parent as { tableOfContents?: { items?: Section[] } } | null;
  const sections = (toc?.tableOfContents?.items ?? []).filter((s) => s.url && s.title);
  const shownTools = tools.filter((tool) => article.tools.includes(tool.key));
  const service = serviceOf(article.services[0]);
  const day = (value: string) => <time dateTime={value}>{formatDay(value, language)}</time>;
  return (
    <article data-article={article.slug}>
      <PageHero title={article.title} subtitle={article.description}>
        <Breadcrumb
          label={common("breadcrumb")}
          trail={[
            { name: common("nav.home"), path: pagePaths.home },
            { name: t("heading"), path: articlesPath },
          ]}
          title={article.title}
        />
      </PageHero>
      <div className="bg-white py-12">
        <div className={prose}>
          <p className="text-sm text-slate-700">
            <Link
              to={localizedPath(articleListLink({ kind: article.kind as ArticleKind }, listIsCopy), language)}
              className="font-semibold"
            >
              {t(`kind.${article.kind}`)}
            </Link>
            <span aria-hidden="true"> · </span>
            {`${t("published")}${wordSpace(language)}`}
            {day(article.published)}
            {article.updated && (
              <>
                <span aria-hidden="true"> · </span>
                {`${t("updated")}${wordSpace(language)}`}
                {day(article.updated)}
              </>
            )}
          </p>
          {sections.length >= sectionsListedFrom && (
            <nav aria-labelledby="article-sections" className="rounded-xl bg-brand-50 p-5">
              <h2 id="article-sections" className="!pt-0 !text-lg">
                {t("sections")}
              </h2>
              <ol className="mt-2">
                {sections.map((s) => (
                  <li key={s.url}>
                    <a href={s.url}>{sectionName(String(s.title))}</a>
                  </li>
                ))}
              </ol>
            </nav>
          )}
          <MdxBody
            body={bodies[`${article.slug}/${language}`]}
            source={`content/articles/${article.slug}/${language}.mdx`}
            components={articleComponents}
          />
          {shownTools.length > 0 && (
            <section aria-labelledby="article-tools">
              <h2 id="article-tools">{t("tools")}</h2>
              <ul>
                {shownTools.map((tool) => (
                  <li key={tool.key}>
                    <a href={localizedPath(tool.path, language)}>{common(`tools.${tool.key}`)}</a>
                  </li>
                ))}
              </ul>
            </section>
          )}
          <section aria-labelledby="article-sources" data-article-sources="">
            <h2 id="article-sources">{t("sources")}</h2>
            <p>{t("sourcesIntro")}</p>
            <ol>
              {article.sources.map((source) => (
                <li key={source.url}>
                  <a href={source.url} rel="noopener" className="break-words">
                    {source.title}
                  </a>
                </li>
              ))}
            </ol>
          </section>
        </div>
        {service && (
          <section aria-labelledby="article-quote" className="mx-auto mt-12 max-w-3xl px-4">
            <div className="rounded-2xl bg-brand-900 p-8 text-white on-dark">
              <h2 id="article-quote" className="text-2xl font-bold">
                {t("cta.title")}
              </h2>
              <p className="mt-2 text-brand-100">{t("cta.text")}</p>
              {/* The service page's own quote form without scripts; the quote dialog with the service chosen once they run. */}
              <a
                href={`${localizedPath(servicePath(service.slug), language)}#quote`}
                data-quote-trigger
                data-quote-service={service.quoteOption}
                className={`${primaryButtonClass} mt-6`}
              >
                {t("cta.button", { service: navServices.find((s) => s.slug === service.slug)?.navTitle })}
              </a>
            </div>
          </section>
        )}
      </div>
    </article>
  );
}
