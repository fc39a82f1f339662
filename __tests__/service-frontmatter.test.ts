import path from "path";
import { readFileSync } from "fs";
import matter from "gray-matter";
import { createServicePageNode } from "../src/node/service-nodes";
import { parseServiceFrontmatter } from "../src/lib/service-frontmatter";

const fixture = path.join(__dirname, "fixtures/broken-services/ekspedisi-laut/en.mdx");
const realFile = path.resolve(__dirname, "../content/services/ekspedisi-laut/en.mdx");

/** Runs the build's onCreateNode step on one MDX file and returns what it reported. */
function buildStep(file: string) {
  const panics: string[] = [];
  const created: Record<string, unknown>[] = [];
  const mdx = {
    id: "mdx-1",
    parent: "file-1",
    children: [],
    frontmatter: matter(readFileSync(file, "utf8")).data,
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
    getNode: (id: string) => (id === "file-1" ? { id, sourceInstanceName: "services" } : undefined),
  };
  createServicePageNode(mdx as never, args as never);
  return { panics, created };
}

describe("service frontmatter in the build", () => {
  it("stops the build naming the file and every broken field", () => {
    const { panics, created } = buildStep(fixture);
    expect(created).toHaveLength(0);
    expect(panics).toHaveLength(1);
    const message = panics[0];
    const file = path.relative(process.cwd(), fixture);
    expect(message).toContain(`${file}: field "title"`);
    expect(message).toContain(`${file}: field "whyChooseUs.0.icon" must be one of`);
    expect(message).toContain(`${file}: field "features.0.description" must not be empty`);
    expect(message).toContain(`${file}: field "details.0.content" names a fact that content/company.json does not have`);
    expect(message).toContain(`${file}: field "pricing.0.price" must be the path of a rate`);
    expect(message).toContain(`${file}: field "pricing.0.features" must have exactly 5 lines`);
  });

  it("turns a valid file into a typed ServicePage node", () => {
    const { panics, created } = buildStep(realFile);
    expect(panics).toEqual([]);
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({ slug: "ekspedisi-laut", language: "en", internal: { type: "ServicePage" } });
  });

  it("reports every missing required field of an empty frontmatter", () => {
    const result = parseServiceFrontmatter({}, "content/services/x/en.mdx");
    expect(result.ok).toBe(false);
    const fields = result.ok ? [] : result.errors.map((e) => e.match(/field "([^"]+)"/)?.[1]);
    expect(fields).toEqual(expect.arrayContaining(["title", "navTitle", "summary", "description", "whyChooseUs", "features", "details"]));
    // The page's icon is the same in every language: content/services.json, not the frontmatter.
    expect(fields).not.toContain("icon");
    expect(fields).not.toContain("pricing");
  });
});
