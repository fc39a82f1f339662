import path from "path";
import type { Node, NodePluginArgs } from "gatsby";
import { isLanguageCode } from "../shared/languages";
import { reservedArticleSlugs } from "../shared/articles";
import { parseArticleFrontmatter } from "./article-frontmatter";
import { internalLinks } from "../shared/internal-links";
import { tools, type Tool } from "../components/tools";
import { languageCodes } from "../shared/languages";

interface MdxNode extends Node {
  frontmatter?: unknown;
  body?: string;
  internal: Node["internal"] & { contentFilePath?: string };
}

type Args = Pick<NodePluginArgs, "actions" | "reporter" | "createNodeId" | "createContentDigest" | "getNode">;

/** Lower-case words joined by hyphens: the article's address. */
const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Problems with an article's folder name; none when it can be an address. */
export function articleSlugProblems(slug: string, where: string): string[] {
  if (!slugPattern.test(slug))
    return [`${where}: folder "${slug}" must be lower-case words joined by hyphens (a-z, 0-9, -): it is the address`];
  if (reservedArticleSlugs.includes(slug))
    return [`${where}: folder "${slug}" is the address of a list of articles; choose another name`];
  return [];
}

/**
 * Turns content/articles/<slug>/<language>.mdx into a typed Article node, or stops the build
 * naming the file and every field that is wrong. A draft is made in development only, so a
 * production build has no page, list entry or feed item for it.
 */
export function createArticleNode(node: MdxNode, args: Args, production: boolean): void {
  const file = node.internal.contentFilePath;
  if (node.internal.type !== "Mdx" || !file) return;
  const parent = node.parent ? (args.getNode(node.parent) as Node & { sourceInstanceName?: string }) : undefined;
  if (parent?.sourceInstanceName !== "articles") return;

  const where = path.relative(process.cwd(), file);
  const slug = path.basename(path.dirname(file));
  const language = path.basename(file, ".mdx");
  const errors = articleSlugProblems(slug, where);
  if (!isLanguageCode(language))
    errors.push(`${where}: file name "${language}" is not a language; expected one of ${languageCodes.join(", ")}`);
  const parsed = parseArticleFrontmatter(node.frontmatter, where);
  if (!parsed.ok) errors.push(...parsed.errors);
  if (errors.length > 0 || !parsed.ok) {
    args.reporter.panicOnBuild(`Invalid article:\n${errors.join("\n")}`);
    return;
  }
  if (parsed.data.draft && production) return;

  const tools = toolsLinkedFrom(internalLinks(node.body ?? ""));
  const fields = { ...parsed.data, slug, language, contentFilePath: file, tools };
  const child = {
    ...fields,
    id: args.createNodeId(`Article ${file}`),
    parent: node.id,
    children: [],
    internal: { type: "Article", contentDigest: args.createContentDigest(fields) },
  };
  args.actions.createNode(child);
  args.actions.createParentChildLink({ parent: node, child: child as unknown as Node });
}

/** The tools a text links to, in any language's pages (an article's "tools for this"). */
export function toolsLinkedFrom(links: readonly string[]): Tool["key"][] {
  const unprefixed = links.map((link) =>
    link.replace(/^\/[a-z]{2,3}(?=\/)/, (prefix) => (languageCodes.includes(prefix.slice(1)) ? "" : prefix)),
  );
  return tools.filter((tool) => unprefixed.includes(tool.path)).map((tool) => tool.key);
}
