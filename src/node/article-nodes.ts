import { reservedArticleSlugs } from "../shared/articles";
import { articleSlugFault } from "./article-slug";
import { parseArticleFrontmatter } from "./article-frontmatter";
import { createTypedNode, mdxFileOf, type MdxNode, type NodeArgs } from "./mdx-file-nodes";
import { internalLinks } from "../shared/internal-links";
import { tools, type Tool } from "../components/tools";
import { isLanguageCode, languageCodes } from "../shared/languages";
import { interpolateFacts } from "../shared/facts";
import type { ContentProblems } from "./content-problems";

/** The address a folder name that is none most likely stands for: "Panduan Impor" is panduan-impor. */
const meantSlug = (slug: string) =>
  slug
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");

/** Problems with an article's folder name; none when it can be an address. */
export function articleSlugProblems(slug: string, where: string): string[] {
  const fault = articleSlugFault(slug);
  if (fault === "form") {
    const meant = meantSlug(slug);
    const rename = meant && !reservedArticleSlugs.includes(meant) ? `. Rename it "${meant}"` : "";
    return [
      `${where}: folder "${slug}" must be lower-case words joined by hyphens (a-z, 0-9, -): it is the address${rename}`,
    ];
  }
  if (fault === "reserved")
    return [`${where}: folder "${slug}" is the address of a list of articles; choose another name`];
  return [];
}

/**
 * Turns content/articles/<slug>/<language>.mdx into a typed Article node, or records the file
 * and every field that is wrong, for the build to stop on once every file is read. A draft is
 * made in development only, so a production build has no page, list entry or feed item for it.
 */
export function createArticleNode(node: MdxNode, args: NodeArgs, problems: ContentProblems, production: boolean): void {
  const mdx = mdxFileOf(node, args, "articles");
  if (!mdx) return;
  const { file, where, slug, language } = mdx;
  const errors = [...articleSlugProblems(slug, where), ...mdx.languageProblems];
  const parsed = parseArticleFrontmatter(node.frontmatter, where);
  if (!parsed.ok) errors.push(...parsed.errors);
  problems.set(where, errors);
  if (errors.length > 0 || !parsed.ok || !isLanguageCode(language)) return;
  if (parsed.data.draft && production) return;

  const tools = toolsLinkedFrom(internalLinks(node.body ?? ""));
  // Filled in once here, so the page, the lists, the feed, the preview picture and the search
  // data all show the fact, never its token.
  const title = interpolateFacts(parsed.data.title, language);
  const seoTitle = parsed.data.seoTitle && interpolateFacts(parsed.data.seoTitle, language);
  const description = interpolateFacts(parsed.data.description, language);
  const fields = { ...parsed.data, title, seoTitle, description, slug, language, contentFilePath: file, tools };
  createTypedNode(node, args, "Article", mdx, fields);
}

/** The tools a text links to, in any language's pages (an article's "tools for this"). */
export function toolsLinkedFrom(links: readonly string[]): Tool["key"][] {
  const unprefixed = links.map((link) =>
    link.replace(/^\/[a-z]{2,3}(?=\/)/, (prefix) => (languageCodes.includes(prefix.slice(1)) ? "" : prefix)),
  );
  return tools.filter((tool) => unprefixed.includes(tool.path)).map((tool) => tool.key);
}
