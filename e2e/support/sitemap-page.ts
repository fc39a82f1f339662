import { expect, type Page } from "@playwright/test";
import { localeText, normalise, serviceFrontmatter, sitePages, articleFrontmatter, articles } from "./site";
import { articleKinds } from "../../src/shared/articles";
import { tools } from "../../src/components/tools";
import { interpolateFacts } from "../../src/shared/facts";
import { localizedPath } from "../../src/shared/routes";
import type { LanguageCode } from "../../src/shared/languages";
import type { PlannedPage } from "../../src/node/page-plan";

/**
 * A sitemap page (/sitemap/ in each language): its groups under their headings, a link to every
 * other page of its language that search engines index and to no page twice, the tools' sections,
 * and each service and article under its own name.
 */
export async function expectSitemapPage(tab: Page, page: PlannedPage) {
  if (page.template !== "sitemap") return;
  const language = page.language as LanguageCode;
  const common = (key: string) => localeText(language, "common", key);
  const list = tab.locator("[data-sitemap]");
  // The outline a screen reader moves through by headings: the groups, and under the articles
  // each kind over its articles and the lists by service (those that do not copy the list of all).
  const own = articles.filter((a) => a.language === language);
  const kinds = articleKinds.filter((kind) => own.some((a) => a.kind === kind));
  const byService = sitePages.some(
    (p) => p.language === language && p.articleFilter && "service" in p.articleFilter && !p.canonicalPath,
  );
  const heading = (level: 2 | 3, text: string) => `h${level} ${text}`;
  expect(
    await list
      .locator("h2, h3")
      .evaluateAll((hs) => hs.map((h) => `${h.tagName.toLowerCase()} ${h.textContent?.replace(/\s+/g, " ").trim()}`)),
  ).toEqual([
    heading(2, localeText(language, "sitemap", "pages")),
    heading(2, common("footer.servicesHeading")),
    heading(2, common("tools.heading")),
    heading(2, common("footer.articles")),
    ...kinds.map((kind) => heading(3, localeText(language, "articles", `filter.kinds.${kind}`))),
    ...(byService ? [heading(3, localeText(language, "articles", "filter.services"))] : []),
    heading(2, localeText(language, "sitemap", "legal")),
  ]);
  for (const kind of kinds) {
    const under = await list
      .getByRole("heading", { level: 3, name: localeText(language, "articles", `filter.kinds.${kind}`), exact: true })
      .locator("xpath=following-sibling::ul[1]/li/a")
      .allTextContents();
    expect(under.map(normalise).sort()).toEqual(
      own
        .filter((a) => a.kind === kind)
        .map((a) => normalise(String(articleFrontmatter(a.slug, language).title)))
        .sort(),
    );
  }

  const links = await list
    .locator("a")
    .evaluateAll((as) => as.map((a) => ({ href: a.getAttribute("href") ?? "", text: a.textContent ?? "" })));
  const pageLinks = links.filter((l) => !l.href.includes("#")).map((l) => l.href);
  const expected = sitePages.filter((p) => p.language === language && p !== page && !p.canonicalPath);
  expect([...pageLinks].sort()).toEqual(expected.map((p) => p.path).sort());
  // The tools in the order of the header's menu, each its section on its service page.
  expect(links.filter((l) => l.href.includes("#")).map((l) => [l.href, normalise(l.text)])).toEqual(
    tools.filter((t) => t.path.includes("#")).map((t) => [localizedPath(t.path, language), common(`tools.${t.key}`)]),
  );
  // The services in the order the header's services menu lists them.
  const servicePaths = new Set(expected.filter((p) => p.template === "service").map((p) => p.path));
  const menuOrder = await tab
    .locator("#services-menu a")
    .evaluateAll((as) => as.map((a) => a.getAttribute("href") ?? ""));
  expect(pageLinks.filter((href) => servicePaths.has(href))).toEqual(
    menuOrder.filter((href) => servicePaths.has(href)),
  );
  const nameOf = (path: string) => normalise(links.find((l) => l.href === path)?.text ?? "");
  for (const listed of expected) {
    if (listed.template === "service")
      expect(nameOf(listed.path)).toBe(
        interpolateFacts(String(serviceFrontmatter(listed.serviceSlug!, language).navTitle), language),
      );
    if (listed.template === "article")
      expect(nameOf(listed.path)).toBe(normalise(String(articleFrontmatter(listed.articleSlug!, language).title)));
  }
}
