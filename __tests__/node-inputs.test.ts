import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "fs";
import { tmpdir } from "os";
import path from "path";
import { nodeInputs, staleCache } from "../scripts/lib/node-inputs";

const root = path.resolve(__dirname, "..");

describe("what Gatsby's nodes are made with", () => {
  it("is every project file gatsby-node.ts imports, the company facts and the node rules too, and no page's component", async () => {
    const inputs = await nodeInputs(root);
    expect(inputs).toEqual(
      expect.arrayContaining([
        "gatsby-node.ts",
        "gatsby-config.ts",
        "content/company.json",
        "content/services.json",
        "content/languages.json",
        "src/node/article-nodes.ts",
        "src/node/locale-nodes.ts",
        "src/shared/number-units.ts",
        "src/shared/facts.ts",
      ]),
    );
    expect(inputs).not.toContain("src/components/views/service-view.tsx");
  });
});

describe("a cache made with other inputs", () => {
  let copy: string;
  const record = () => path.join(copy, "node_modules", ".cache", "digest");
  /** Whether the cache is stale; the digest is then kept, as after gatsby clean. */
  const isStale = async () => {
    const { stale, keep } = await staleCache(copy, record());
    keep();
    return stale;
  };
  beforeEach(() => {
    copy = mkdtempSync(path.join(tmpdir(), "node-inputs-"));
    for (const entry of ["gatsby-node.ts", "gatsby-config.ts", "src", "content", "tsconfig.json"])
      cpSync(path.join(root, entry), path.join(copy, entry), { recursive: true });
  });
  afterEach(() => rmSync(copy, { recursive: true, force: true }));

  it("is stale once a fact or a rule changes, and not before", async () => {
    mkdirSync(path.join(copy, ".cache"));
    // A cache whose inputs are not known is taken as stale.
    expect(await isStale()).toBe(true);
    expect(await isStale()).toBe(false);
    // An MDX file is a node's own source: Gatsby makes that node again by itself.
    writeFileSync(path.join(copy, "content/services/bea-cukai/en.mdx"), "changed");
    expect(await isStale()).toBe(false);
    const company = path.join(copy, "content/company.json");
    writeFileSync(company, readFileSync(company, "utf8").replace('"amount": 45', '"amount": 47'));
    expect(await isStale()).toBe(true);
    expect(await isStale()).toBe(false);
    const rule = path.join(copy, "src/shared/number-units.ts");
    writeFileSync(rule, `${readFileSync(rule, "utf8")}\n// changed\n`);
    expect(await isStale()).toBe(true);
  });

  it("stays stale until its digest is kept (gatsby clean failed)", async () => {
    mkdirSync(path.join(copy, ".cache"));
    expect((await staleCache(copy, record())).stale).toBe(true);
    expect((await staleCache(copy, record())).stale).toBe(true);
  });

  it("is never stale when there is no cache: the build makes every node", async () => {
    expect(await isStale()).toBe(false);
    writeFileSync(path.join(copy, "content/company.json"), "{}");
    expect(await isStale()).toBe(false);
  });
});
