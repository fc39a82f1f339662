import { createTypedNode, mdxFileOf, type MdxNode, type NodeArgs } from "./mdx-file-nodes";
import { isServiceSlug, serviceOf, serviceOrder, serviceSlugs } from "../shared/services";
import { parseServiceFrontmatter } from "./service-frontmatter";
import type { ContentProblems } from "./content-problems";

/**
 * Turns content/services/<slug>/<language>.mdx into a typed ServicePage node, or records the
 * file and every field that is wrong, for the build to stop on once every file is read.
 */
export function createServicePageNode(node: MdxNode, args: NodeArgs, problems: ContentProblems): void {
  const mdx = mdxFileOf(node, args, "services");
  if (!mdx) return;
  const { file, where, slug, language } = mdx;
  const errors: string[] = [];
  if (!isServiceSlug(slug))
    errors.push(
      `${where}: folder "${slug}" is not a service in content/services.json; expected one of ${serviceSlugs.join(", ")}`,
    );
  errors.push(...mdx.languageProblems);
  const parsed = parseServiceFrontmatter(node.frontmatter, where);
  if (!parsed.ok) errors.push(...parsed.errors);
  problems.set(where, errors);
  if (errors.length > 0 || !parsed.ok || !isServiceSlug(slug)) return;

  // The icon is the same in every language: content/services.json.
  const icon = serviceOf(slug)?.icon ?? "";
  const fields = { ...parsed.data, icon, slug, language, order: serviceOrder(slug), contentFilePath: file };
  createTypedNode(node, args, "ServicePage", mdx, fields);
}
