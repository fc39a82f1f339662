import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { build } from "esbuild";

// Gatsby keeps the nodes it made in .cache and makes one again only when its source file
// changes; it clears .cache when gatsby-node.ts, gatsby-config.ts or a package changes, not when a
// module they import does. A rule in src/node/ or a fact in content/company.json that a node holds
// filled in (an article's description) would reach a build that reuses .cache, as Netlify's
// does between deploys, with the nodes made before (docs/architecture.md, "Gatsby's cache
// follows what gatsby-node.ts imports").

/** The project's files gatsby-node.ts and gatsby-config.ts import, theirs too: paths from the root, sorted. */
export async function nodeInputs(root: string): Promise<string[]> {
  const { metafile } = await build({
    absWorkingDir: root,
    entryPoints: ["gatsby-node.ts", "gatsby-config.ts"],
    bundle: true,
    platform: "node",
    format: "esm",
    packages: "external",
    write: false,
    metafile: true,
    outdir: "unused",
    logLevel: "silent",
  });
  return Object.keys(metafile.inputs).sort();
}

/** One digest of those files' paths and contents. */
async function nodeInputsDigest(root: string): Promise<string> {
  const hash = createHash("sha256");
  for (const file of await nodeInputs(root)) hash.update(`${file}\0`).update(readFileSync(path.join(root, file)));
  return hash.digest("hex");
}

/**
 * Whether Gatsby's cache (root/.cache) was made with other inputs than the present ones, by the
 * digest recorded in `record`; `keep()` records the present digest, once the cache is made with
 * them (cleared, or found fresh). No cache is never stale: the build makes every node anew.
 */
export async function staleCache(root: string, record: string): Promise<{ stale: boolean; keep: () => void }> {
  const digest = await nodeInputsDigest(root);
  const recorded = existsSync(record) ? readFileSync(record, "utf8").trim() : undefined;
  return {
    stale: existsSync(path.join(root, ".cache")) && recorded !== digest,
    keep: () => {
      mkdirSync(path.dirname(record), { recursive: true });
      writeFileSync(record, `${digest}\n`);
    },
  };
}
