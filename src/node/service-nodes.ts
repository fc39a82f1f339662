import path from "path";
import type { Node, NodePluginArgs } from "gatsby";
import { isLanguageCode, languageCodes } from "../shared/languages";
import { isServiceSlug, serviceOf, serviceOrder, serviceSlugs } from "../shared/services";
import { parseServiceFrontmatter } from "./service-frontmatter";

interface MdxNode extends Node {
  frontmatter?: unknown;
  internal: Node["internal"] & { contentFilePath?: string };
}

type Args = Pick<NodePluginArgs, "actions" | "reporter" | "createNodeId" | "createContentDigest" | "getNode">;

/** Where a file sits, relative to the project, for messages editors can act on. */
function projectRelative(file: string): string {
  return path.relative(process.cwd(), file);
}

/**
 * Turns content/services/<slug>/<language>.mdx into a typed ServicePage node, or
 * stops the build naming the file and every field that is wrong.
 */
export function createServicePageNode(node: MdxNode, args: Args): void {
  const file = node.internal.contentFilePath;
  if (node.internal.type !== "Mdx" || !file) return;
  const parent = node.parent ? (args.getNode(node.parent) as Node & { sourceInstanceName?: string }) : undefined;
  if (parent?.sourceInstanceName !== "services") return;

  const where = projectRelative(file);
  const slug = path.basename(path.dirname(file));
  const language = path.basename(file, ".mdx");
  const errors: string[] = [];
  if (!isServiceSlug(slug))
    errors.push(
      `${where}: folder "${slug}" is not a service in content/services.json; expected one of ${serviceSlugs.join(", ")}`,
    );
  if (!isLanguageCode(language))
    errors.push(`${where}: file name "${language}" is not a language; expected one of ${languageCodes.join(", ")}`);
  const parsed = parseServiceFrontmatter(node.frontmatter, where);
  if (!parsed.ok) errors.push(...parsed.errors);
  if (errors.length > 0 || !parsed.ok || !isServiceSlug(slug)) {
    args.reporter.panicOnBuild(`Invalid service content:\n${errors.join("\n")}`);
    return;
  }

  // The icon is the same in every language: content/services.json.
  const icon = serviceOf(slug)?.icon ?? "";
  const fields = { ...parsed.data, icon, slug, language, order: serviceOrder(slug), contentFilePath: file };
  const child = {
    ...fields,
    id: args.createNodeId(`ServicePage ${file}`),
    parent: node.id,
    children: [],
    internal: { type: "ServicePage", contentDigest: args.createContentDigest(fields) },
  };
  args.actions.createNode(child);
  args.actions.createParentChildLink({ parent: node, child: child as unknown as Node });
}
