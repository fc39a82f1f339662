import path from "path";
import { existsSync } from "fs";
import type { CreatePagesArgs } from "gatsby";
import { defaultLanguage, isLanguageCode, languageCodes, type LanguageCode } from "../shared/languages";
import { planPages, type PlannedPage, type Template } from "./page-plan";
import { serviceSlugs } from "../shared/services";
import { pageNamespaces, stringsLeftOut, stringsLeftOutDigest, termsShownBy } from "./page-namespaces";
import { legalDocs, type LegalDoc } from "../shared/routes";
import type { PageContext } from "../shared/page-context";
import { articleKinds, type ArticleKind } from "../shared/articles";
import { writeArticlePreviews } from "./article-previews";
import { writeMdxBodiesOf } from "./mdx-bodies";

const templateFiles: Record<Template, string> = {
  home: "src/templates/home.tsx",
  services: "src/templates/services.tsx",
  about: "src/templates/about.tsx",
  contact: "src/templates/contact.tsx",
  incoterms: "src/templates/incoterms.tsx",
  service: "src/templates/service.tsx",
  legal: "src/templates/legal.tsx",
  articles: "src/templates/articles.tsx",
  article: "src/templates/article.tsx",
  sitemap: "src/templates/sitemap.tsx",
  quote: "src/templates/quote.tsx",
  received: "src/templates/received.tsx",
  notFound: "src/templates/not-found.tsx",
};

interface ServiceNode {
  id: string;
  slug: string;
  language: string;
  contentFilePath: string;
  pricing: readonly { price: string }[] | null;
}

interface ArticleNode {
  id: string;
  slug: string;
  title: string;
  language: string;
  contentFilePath: string;
  kind: ArticleKind;
  services: string[];
}

interface LegalFile {
  absolutePath: string;
  relativeDirectory: string;
  name: string;
}

/** content/legal/<doc>/<language>.mdx for every legal page and language, or a build error naming the missing file. */
function legalContent(files: readonly LegalFile[], reporter: CreatePagesArgs["reporter"]) {
  return legalDocs.flatMap((doc: LegalDoc) =>
    languageCodes.flatMap((language) => {
      const file = files.find((f) => f.relativeDirectory === doc && f.name === language);
      if (!file) reporter.panicOnBuild(`Missing legal content: content/legal/${doc}/${language}.mdx does not exist`);
      return file ? [{ doc, language, contentFilePath: file.absolutePath }] : [];
    }),
  );
}

/**
 * What an article page or a list of articles queries: the article's id, or what a list is
 * narrowed to, as the kinds and services it shows (every one when it is not narrowed), and a
 * narrowed list's canonical and hreflang alternates (page-plan.ts).
 */
function articleContext(page: PlannedPage) {
  if (page.template === "article") return { id: page.articleId };
  if (page.template !== "articles") return {};
  const filter = page.articleFilter ?? {};
  return {
    canonicalPath: page.canonicalPath,
    alternates: page.alternates,
    articleFilter: filter,
    kinds: "kind" in filter ? [filter.kind] : [...articleKinds],
    services: "service" in filter ? [filter.service] : [...serviceSlugs],
  };
}

/**
 * The context gatsby-plugin-react-i18next reads; set here so it does not clone pages. Its
 * generateDefaultLanguagePage is read from the plugin's options (gatsby-config.ts), not from here.
 */
function i18nContext(page: PlannedPage): PageContext["i18n"] {
  return {
    language: page.language,
    languages: page.languages ?? languageCodes,
    defaultLanguage,
    routed: page.language !== defaultLanguage,
    originalPath: page.originalPath,
    path: page.path,
  };
}

export async function createAllPages({ graphql, actions, reporter }: CreatePagesArgs): Promise<void> {
  const result = await graphql<{
    allServicePage: { nodes: ServiceNode[] };
    legalFiles: { nodes: LegalFile[] };
    allArticle: { nodes: ArticleNode[] };
  }>(`
    query ServicePagesForRouting {
      allServicePage {
        nodes {
          id
          slug
          language
          contentFilePath
          pricing {
            price
          }
        }
      }
      allArticle {
        nodes {
          id
          slug
          title
          language
          contentFilePath
          kind
          services
        }
      }
      legalFiles: allFile(filter: { sourceInstanceName: { eq: "legal" }, extension: { eq: "mdx" } }) {
        nodes {
          absolutePath
          relativeDirectory
          name
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not read the service content", result.errors);
    return;
  }
  const services = result.data.allServicePage.nodes;
  for (const slug of serviceSlugs) {
    for (const language of languageCodes) {
      if (!services.some((s) => s.slug === slug && s.language === language)) {
        const file = `content/services/${slug}/${language}.mdx`;
        // There but not read: Gatsby's cache holds the content as read under the services list
        // before it changed (a list edited while npm start ran).
        reporter.panicOnBuild(
          existsSync(file)
            ? `Service content not read: ${file} is there, but Gatsby's cache is from before content/services.json changed. Stop npm start, then start it again or run npm run build: each clears the cache first when content/services.json changed.`
            : `Missing service content: ${file} does not exist`,
        );
      }
    }
  }

  const legal = legalContent(result.data.legalFiles.nodes, reporter);
  await writeArticlePreviews(path.join(process.cwd(), "public"), result.data.allArticle.nodes);

  const pages = planPages(
    languageCodes,
    services.flatMap((s) => (isLanguageCode(s.language) ? [{ ...s, language: s.language as LanguageCode }] : [])),
    legal,
    result.data.allArticle.nodes,
  );
  writeMdxBodiesOf(pages);
  for (const page of pages) {
    actions.createPage({
      path: page.path,
      matchPath: page.matchPath,
      component: path.resolve(templateFiles[page.template]),
      context: {
        template: page.template,
        // A service page is found by its slug and language, which its query needs for its articles too.
        slug: page.serviceSlug,
        legalDoc: page.legalDoc,
        listed: page.listed,
        copiedLists: page.copiedLists,
        listIsCopy: page.listIsCopy,
        ...articleContext(page),
        language: page.language,
        namespaces: pageNamespaces(page),
        strings: stringsLeftOutDigest(
          stringsLeftOut(page, termsShownBy(services.find((s) => s.id === page.serviceId)?.pricing)),
        ),
        i18n: i18nContext(page),
      },
    });
  }
}
