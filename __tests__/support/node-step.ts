import { ContentProblems } from "../../src/node/content-problems";

/** One MDX file as gatsby-plugin-mdx hands it over from a gatsby-source-filesystem instance. */
interface MdxFile {
  file: string;
  source: string;
  frontmatter: unknown;
  body?: string;
}

/** What `gatsby build` does on panicOnBuild: it ends the process there, so nothing after it runs. */
class BuildStopped extends Error {}

/**
 * Runs a build step that turns an MDX node into a typed node (src/node/*-nodes.ts) on each
 * file's frontmatter and body in turn, as `gatsby build` runs onCreateNode, then reports the
 * problems recorded, as its createPages does, and returns what it reported and created. A
 * panicOnBuild ends the run, as it ends a build.
 */
export function runNodeSteps(
  step: (node: never, args: never, problems: ContentProblems) => void,
  files: readonly MdxFile[],
) {
  const problems = new ContentProblems();
  const panics: string[] = [];
  const created: Record<string, unknown>[] = [];
  const args = {
    actions: {
      createNode: (node: Record<string, unknown>) => created.push(node),
      createParentChildLink: () => undefined,
    },
    reporter: {
      panicOnBuild: (message: string) => {
        panics.push(message);
        throw new BuildStopped(message);
      },
    },
    createNodeId: (seed: string) => `id:${seed}`,
    createContentDigest: () => "digest",
    getNode: (id: string) => {
      const file = files[Number(id.replace("file-", ""))];
      return file ? { id, sourceInstanceName: file.source } : undefined;
    },
  };
  try {
    files.forEach(({ file, frontmatter, body }, i) => {
      const mdx = {
        id: `mdx-${i}`,
        parent: `file-${i}`,
        children: [],
        frontmatter,
        body,
        internal: { type: "Mdx", contentDigest: "x", owner: "gatsby-plugin-mdx", contentFilePath: file },
      };
      step(mdx as never, args as never, problems);
    });
    problems.report(args.reporter);
  } catch (error) {
    if (!(error instanceof BuildStopped)) throw error;
  }
  return { panics, created };
}

/** The same on one file. */
export const runNodeStep = (step: Parameters<typeof runNodeSteps>[0], file: MdxFile) => runNodeSteps(step, [file]);
