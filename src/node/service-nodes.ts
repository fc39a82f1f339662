import { createTypedNode, mdxFileOf, type MdxNode, type NodeArgs } from "./mdx-file-nodes";
import { isServiceSlug, serviceOf, serviceOrder, serviceSlugs } from "../shared/services";
import { parseServiceFrontmatter } from "./service-frontmatter";

/**
 * Turns content/services/<slug>/<language>.mdx into a typed ServicePage node, or
 * stops the build naming the file and every field that is wrong.
 */
export function createServicePageNode(node: MdxNode, args: NodeArgs): void {
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
  if (errors.length > 0 || !parsed.ok || !isServiceSlug(slug)) {
    args.reporter.panicOnBuild(`Invalid service content:\n${errors.join("\n")}`);
    return;
  }

  // The icon is the same in every language: content/services.json.
  const icon = serviceOf(slug)?.icon ?? "";
  const fields = { ...parsed.data, icon, slug, language, order: serviceOrder(slug), contentFilePath: file };
  createTypedNode(node, args, "ServicePage", mdx, fields);
}
