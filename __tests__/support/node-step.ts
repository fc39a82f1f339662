/**
 * Runs a build step that turns an MDX node into a typed node (src/node/*-nodes.ts) on one file's
 * frontmatter and body, as gatsby-plugin-mdx hands it over from a gatsby-source-filesystem
 * instance, and returns what it reported and created.
 */
export function runNodeStep(
  step: (node: never, args: never) => void,
  { file, source, frontmatter, body }: { file: string; source: string; frontmatter: unknown; body?: string },
) {
  const panics: string[] = [];
  const created: Record<string, unknown>[] = [];
  const mdx = {
    id: "mdx-1",
    parent: "file-1",
    children: [],
    frontmatter,
    body,
    internal: { type: "Mdx", contentDigest: "x", owner: "gatsby-plugin-mdx", contentFilePath: file },
  };
  const args = {
    actions: {
      createNode: (node: Record<string, unknown>) => created.push(node),
      createParentChildLink: () => undefined,
    },
    reporter: { panicOnBuild: (message: string) => panics.push(message) },
    createNodeId: (seed: string) => `id:${seed}`,
    createContentDigest: () => "digest",
    getNode: (id: string) => (id === "file-1" ? { id, sourceInstanceName: source } : undefined),
  };
  step(mdx as never, args as never);
  return { panics, created };
}
