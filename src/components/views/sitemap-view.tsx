import React from "react";
import { useTranslation } from "react-i18next";
import { useI18next } from "gatsby-plugin-react-i18next";
import { articleKinds, articleListPath, type ArticleFilter } from "../../shared/articles";
import { localizedPath } from "../../shared/routes";
import type { ListedPage, Template } from "../../node/page-plan";
import type { NavService } from "../layout/nav-service";
import { tools } from "../tools";
import { PageHero } from "./page-hero";
import { prose } from "./prose";

type ListedTemplate = Exclude<Template, "sitemap" | "notFound" | "received">;
type Group = "pages" | "services" | "tools" | "articles" | "legal";

/** Where each kind of page is listed: a template added to the site must be given its group here. */
const groupOf: Record<ListedTemplate, Group> = {
  home: "pages",
  services: "pages",
  about: "pages",
  contact: "pages",
  quote: "pages",
  service: "services",
  incoterms: "tools",
  articles: "articles",
  article: "articles",
  legal: "legal",
};

interface Props {
  /** The pages of the language (src/node/page-plan.ts), in the plan's order. */
  listed: readonly ListedPage[];
  /** The language's articles, newest first. */
  articles: readonly { slug: string; title: string; kind: string }[];
  navServices: readonly NavService[];
}

/**
 * Every page of a language, by topic: the main pages, the services, the tools (the calculators'
 * and the estimator's sections and the Incoterms guide), the articles (a heading over each kind's
 * and one over the lists by service, for moving through them by headings), and the legal pages.
 * Plain links: prefetching the data of every page in view would cost more than it saves on a
 * page of links.
 */
export function SitemapView({ listed, articles, navServices }: Props) {
  const { t } = useTranslation("sitemap");
  const { t: common } = useTranslation("common");
  const { t: form } = useTranslation("form");
  const { t: lists } = useTranslation("articles");
  const language = useI18next().language;
  const serviceName = (slug?: string) => navServices.find((s) => s.slug === slug)?.navTitle ?? slug;
  // The services in the order the menu and the footer list them.
  const byServiceOrder = <T,>(items: readonly T[], slugOf: (item: T) => string | undefined) =>
    [...items].sort(
      (a, b) => navServices.findIndex((s) => s.slug === slugOf(a)) - navServices.findIndex((s) => s.slug === slugOf(b)),
    );
  const inGroup = (group: Group) => listed.filter((p) => groupOf[p.template as ListedTemplate] === group);
  const link = (path: string, text: React.ReactNode) => <a href={localizedPath(path, language)}>{text}</a>;
  const listName = (filter: ArticleFilter) =>
    "kind" in filter
      ? lists(`filter.kinds.${filter.kind}`)
      : "service" in filter
        ? lists("narrowed.service", { service: serviceName(filter.service) })
        : lists("filter.all");
  // The lists of articles (all, a kind, a service) and the articles, each with its title and kind.
  const articleLists = inGroup("articles").flatMap((p) => (p.template === "articles" ? [p.articleFilter ?? {}] : []));
  const listedArticles = inGroup("articles").flatMap((p) => {
    const article = articles.find((a) => a.slug === p.articleSlug);
    return p.template === "article" && article ? [{ path: p.originalPath, ...article }] : [];
  });
  const pageName = (page: ListedPage) =>
    page.template === "quote"
      ? form("getQuote")
      : page.template === "legal"
        ? common(`footer.${page.legalDoc}`)
        : common(`nav.${page.template}`);

  const section = (id: Group, heading: string, items: React.ReactNode, subsections?: React.ReactNode) => (
    <section key={id} aria-labelledby={`sitemap-${id}`}>
      <h2 id={`sitemap-${id}`}>{heading}</h2>
      <ul>{items}</ul>
      {subsections}
    </section>
  );
  const serviceLists = byServiceOrder(
    articleLists.filter((f) => "service" in f),
    (f) => ("service" in f ? f.service : undefined),
  );
  return (
    <>
      <PageHero title={t("title")} subtitle={t("intro")} />
      <div className="bg-white py-12" data-sitemap="">
        <div className={prose}>
          {section(
            "pages",
            t("pages"),
            inGroup("pages").map((p) => <li key={p.originalPath}>{link(p.originalPath, pageName(p))}</li>),
          )}
          {section(
            "services",
            common("footer.servicesHeading"),
            byServiceOrder(inGroup("services"), (p) => p.serviceSlug).map((p) => (
              <li key={p.originalPath}>{link(p.originalPath, serviceName(p.serviceSlug))}</li>
            )),
          )}
          {section(
            "tools",
            common("tools.heading"),
            tools.map((tool) => <li key={tool.key}>{link(tool.path, common(`tools.${tool.key}`))}</li>),
          )}
          {section(
            "articles",
            common("footer.articles"),
            articleLists
              .filter((f) => Object.keys(f).length === 0)
              .map((f) => <li key="all">{link(articleListPath(f), listName(f))}</li>),
            <>
              {/* Each kind heads its articles; its own list is linked unless it copies the list of all. */}
              {articleKinds
                .filter((kind) => listedArticles.some((a) => a.kind === kind))
                .map((kind) => (
                  <React.Fragment key={kind}>
                    <h3>
                      {articleLists.some((f) => "kind" in f && f.kind === kind)
                        ? link(articleListPath({ kind }), listName({ kind }))
                        : listName({ kind })}
                    </h3>
                    <ul>
                      {listedArticles
                        .filter((a) => a.kind === kind)
                        .map((a) => (
                          <li key={a.slug}>{link(a.path, a.title)}</li>
                        ))}
                    </ul>
                  </React.Fragment>
                ))}
              {serviceLists.length > 0 && (
                <>
                  <h3>{lists("filter.services")}</h3>
                  <ul>
                    {serviceLists.map((f) => (
                      <li key={articleListPath(f)}>{link(articleListPath(f), listName(f))}</li>
                    ))}
                  </ul>
                </>
              )}
            </>,
          )}
          {section(
            "legal",
            t("legal"),
            inGroup("legal").map((p) => <li key={p.originalPath}>{link(p.originalPath, pageName(p))}</li>),
          )}
        </div>
      </div>
    </>
  );
}
