import path from "path";
import type { Node, NodePluginArgs } from "gatsby";
import type { ContentProblems } from "./content-problems";
import { describeSyntax, jsonProblem } from "./syntax-problems";
import { keepUnitsWithNumbersIn } from "../shared/number-units";

interface FileNode extends Node {
  sourceInstanceName?: string;
  relativeDirectory?: string;
  name?: string;
  absolutePath?: string;
}

type Args = Pick<NodePluginArgs, "actions" | "createNodeId" | "createContentDigest" | "loadNodeContent">;

/**
 * Turns content/locales/<language>/<namespace>.json into a Locale node { language, ns, data },
 * data being the file's JSON as an object (a string would be escaped again inside page-data),
 * the shape gatsby-plugin-react-i18next's example queries (`allLocale`), so each page asks
 * only for its language and namespaces; its numbers keep their units on their line
 * (../shared/number-units.ts). A file that is not JSON is recorded, for the build to stop on
 * naming it once every file is read.
 */
export async function createLocaleNode(node: FileNode, args: Args, problems: ContentProblems): Promise<void> {
  if (
    node.internal.type !== "File" ||
    node.sourceInstanceName !== "locale" ||
    node.internal.mediaType !== "application/json"
  )
    return;
  const where = path.relative(process.cwd(), node.absolutePath ?? node.id);
  const content = await args.loadNodeContent(node);
  let data: unknown;
  try {
    data = JSON.parse(content);
  } catch (error) {
    problems.set(where, [`${where}: is not valid JSON: ${describeSyntax(jsonProblem(content, error))}`]);
    return;
  }
  problems.set(where, []);
  const locale = {
    id: args.createNodeId(`${node.id} >>> Locale`),
    parent: node.id,
    children: [],
    language: node.relativeDirectory,
    ns: node.name,
    data: keepUnitsWithNumbersIn(data),
    internal: { type: "Locale", contentDigest: args.createContentDigest(content) },
  };
  args.actions.createNode(locale);
  args.actions.createParentChildLink({ parent: node, child: locale as unknown as Node });
}
