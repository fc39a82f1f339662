// Writes .generated/gatsby-types.d.ts (the types of the GraphQL queries) the way `gatsby build` does,
// without building: Gatsby's bootstrap (config, plugins, schema, pages, query extraction), then
// its type writer. Gatsby has no command that does only this, so these are modules inside gatsby's
// dist/ folder, not its public API (docs/architecture.md, "GraphQL types before a build").
// scripts/typecheck.mjs runs this file in a process of its own (Gatsby installs process-wide
// handlers and starts workers) and, on every run, checks that the modules are still there.
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { root } from "./setup.mjs";

const require = createRequire(path.join(root, "package.json"));

/** Gatsby's modules this needs, each with the export it uses. */
export const gatsbyModules = {
  bootstrap: ["gatsby/dist/bootstrap", "bootstrap"],
  store: ["gatsby/dist/redux", "store"],
  writeTypeScriptTypes: ["gatsby/dist/utils/graphql-typegen/ts-codegen", "writeTypeScriptTypes"],
};

export const movedMessage =
  'The Gatsby modules that write .generated/gatsby-types.d.ts have moved: see docs/architecture.md, "GraphQL types ' +
  'before a build". Until that is fixed, `npm run build` writes the file.';

function load() {
  const loaded = {};
  for (const [key, [name, exported]] of Object.entries(gatsbyModules)) {
    const value = require(name)[exported];
    if (value === undefined) throw new Error(`${name} exports no ${exported}`);
    loaded[key] = value;
  }
  return loaded;
}

async function writeGatsbyTypes() {
  let gatsby;
  try {
    gatsby = load();
  } catch (error) {
    console.error(`✖ ${error.message}.\n${movedMessage}`);
    process.exit(1);
  }
  // The bootstrap as `gatsby build` runs it, so what stops a build (a query Gatsby cannot
  // compile, content that gatsby-node.ts refuses) stops this too.
  process.env.gatsby_executing_command = "build";
  process.env.NODE_ENV = "production";
  const { workerPool } = await gatsby.bootstrap({
    program: { directory: root, sitePackageJson: require("./package.json") },
  });
  const { schema, definitions, config } = gatsby.store.getState();
  if (!config.graphqlTypegen) {
    console.error("✖ gatsby-config.ts no longer sets graphqlTypegen: nothing makes .generated/gatsby-types.d.ts.");
    process.exit(1);
  }
  await gatsby.writeTypeScriptTypes(root, schema, definitions, config.graphqlTypegen);
  await Promise.all(workerPool.end());
  // Gatsby's bootstrap leaves watchers and its database open.
  process.exit(0);
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) await writeGatsbyTypes();
