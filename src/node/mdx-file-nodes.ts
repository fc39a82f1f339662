import path from "path";
import type { Node, NodePluginArgs } from "gatsby";
import { isLanguageCode, languageCodes } from "../shared/languages";

// What the service pages and the articles share on the way from content/<folder>/<slug>/<language>.mdx
// to a typed node: which MDX files are the folder's, where a message points the editor, the
// file name's language, and the typed node made as the MDX node's child.

export interface MdxNode extends Node {
  frontmatter?: unknown;
  body?: string;
  internal: Node["internal"] & { contentFilePath?: string };
}

export type NodeArgs = Pick<NodePluginArgs, "actions" | "createNodeId" | "createContentDigest" | "getNode">;

export interface MdxFile {
  file: string;
  /** The file relative to the project, for messages editors can act on. */
  where: string;
  slug: string;
  language: string;
  /** Why the file name is no language, if it is none. */
  languageProblems: string[];
}

/** The MDX file behind a node of the given content folder (its source's name); undefined for any other node. */
export function mdxFileOf(node: MdxNode, args: NodeArgs, folder: string): MdxFile | undefined {
  const file = node.internal.contentFilePath;
  if (node.internal.type !== "Mdx" || !file) return undefined;
  const parent = node.parent ? (args.getNode(node.parent) as Node & { sourceInstanceName?: string }) : undefined;
  if (parent?.sourceInstanceName !== folder) return undefined;
  const where = path.relative(process.cwd(), file);
  const language = path.basename(file, ".mdx");
  return {
    file,
    where,
    slug: path.basename(path.dirname(file)),
    language,
    languageProblems: isLanguageCode(language)
      ? []
      : [`${where}: file name "${language}" is not a language; expected one of ${languageCodes.join(", ")}`],
  };
}

/** Makes the typed node (Article, ServicePage) of an MDX file, as the MDX node's child. */
export function createTypedNode(
  node: MdxNode,
  args: NodeArgs,
  type: string,
  { file }: MdxFile,
  fields: Record<string, unknown>,
): void {
  const child = {
    ...fields,
    id: args.createNodeId(`${type} ${file}`),
    parent: node.id,
    children: [],
    internal: { type, contentDigest: args.createContentDigest(fields) },
  };
  args.actions.createNode(child);
  args.actions.createParentChildLink({ parent: node, child: child as unknown as Node });
}
