// npm run typecheck: tsc --noEmit. The pages' query types (.generated/gatsby-types.d.ts) are written by
// `gatsby develop` and `gatsby build` and are not committed, as Gatsby's docs advise. When the
// file is missing (a fresh clone) or older than the code it is made from, this writes it first
// with Gatsby's own bootstrap and type writer (docs/architecture.md, "GraphQL types before a build").
import { existsSync, readdirSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { root, run, say } from "./lib/setup.mjs";
import { gatsbyModules, movedMessage } from "./lib/write-gatsby-types.mjs";

const typesFile = path.join(root, ".generated", "gatsby-types.d.ts");

// Checked on every run, so that `npm test` (which runs this after the build) fails when a new
// Gatsby has moved them, not only the next fresh clone.
const require = createRequire(path.join(root, "package.json"));
try {
  require.resolve("gatsby/package.json");
} catch {
  console.error("✖ The packages are not installed: run npm install (npm start and npm test install them too).");
  process.exit(1);
}
for (const [name] of Object.values(gatsbyModules)) {
  try {
    require.resolve(name);
  } catch {
    console.error(`✖ ${name} is not in node_modules.\n${movedMessage}`);
    process.exit(1);
  }
}

/** The latest change to what the types are made from: the code under src/, Gatsby's config and node files, the packages. */
function newestSource() {
  const files = ["gatsby-config.ts", "gatsby-node.ts", "package-lock.json"].map((file) => path.join(root, file));
  for (const name of readdirSync(path.join(root, "src"), { recursive: true })) {
    const file = path.join(root, "src", name);
    if (/\.[cm]?[jt]sx?$/.test(name) && file !== typesFile) files.push(file);
  }
  return Math.max(...files.filter((file) => existsSync(file)).map((file) => statSync(file).mtimeMs));
}

if (!existsSync(typesFile) || statSync(typesFile).mtimeMs < newestSource()) {
  say(
    `Writing .generated/gatsby-types.d.ts (${existsSync(typesFile) ? "older than the code" : "missing"}) with Gatsby's ` +
      "bootstrap, as gatsby build does before it builds (about 20 s)",
  );
  run("node", [path.join(import.meta.dirname, "lib", "write-gatsby-types.mjs")], {
    label: "writing the GraphQL types",
  });
  say("Type-checking (tsc --noEmit)");
}
run("tsc", ["--noEmit"], { label: "tsc --noEmit" });
