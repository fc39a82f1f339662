import path from "path";
import type { GatsbyNode } from "gatsby";
import { typeDefs } from "./src/node/schema";
import { createServicePageNode } from "./src/node/service-nodes";
import { createAllPages } from "./src/node/create-pages";
import { createLocaleNode } from "./src/node/locale-nodes";
import { writeNetlifyRedirects } from "./src/node/netlify-redirects";
import { writeSiteFiles } from "./src/node/site-files";
import { siteUrl } from "./src/lib/site-url";
import { renderIllustrations } from "./src/node/render-illustrations";
import { writeSecurityHeaders } from "./src/node/security-headers";
import { finishPages } from "./src/node/finish-pages";
import { cssForClasses } from "./src/node/tailwind-css";
import { iconSprite, writeIconSprite } from "./src/node/icon-sprite";
import { keepSmallSharedCodeInPages } from "./src/node/page-chunks";
import { siteListProblems } from "./src/node/check-site-lists";
import { pluginImports } from "./src/node/plugin-imports";

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(typeDefs);
};

export const onCreateNode: GatsbyNode["onCreateNode"] = async (args) => {
  createServicePageNode(args.node, args);
  await createLocaleNode(args.node, args);
};

export const createPages: GatsbyNode["createPages"] = (args) => createAllPages(args);

const publicDir = path.join(process.cwd(), "public");

// Our SVG illustrations become PNGs before Gatsby sources files (see render-illustrations.ts);
// icons, manifest, social images, robots.txt and the icon sprite are written before pages are
// built, so development serves them too.
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = async ({ reporter }) => {
  const listProblems = siteListProblems();
  if (listProblems.length > 0) reporter.panicOnBuild(`The list of languages or services is wrong:\n${listProblems.join("\n")}`);
  await renderIllustrations();
  await writeSiteFiles(publicDir, siteUrl);
  writeIconSprite(publicDir);
};

// The Icon component refers to the sprite by its content-hashed URL; the same value for the
// HTML and the browser bundle (see src/components/icon.tsx). The production bundle keeps small
// shared code inside each page's chunk (src/node/page-chunks.ts).
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ actions, plugins, stage, getConfig, reporter }) => {
  actions.setWebpackConfig({
    plugins: [plugins.define({ __ICON_SPRITE_URL__: JSON.stringify(iconSprite().url) })],
    ...pluginImports,
  });
  if (stage !== "build-javascript") return;
  const config = getConfig();
  if (!keepSmallSharedCodeInPages(config.optimization?.splitChunks)) {
    reporter.panicOnBuild("Gatsby's webpack config has no splitChunks cache group named \"shared\" any more: see src/node/page-chunks.ts");
  }
  actions.replaceWebpackConfig(config);
};

export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ reporter }) => {
  const firstScreenOnly = await finishPages(publicDir, cssForClasses);
  if (firstScreenOnly.length > 0) reporter.info(`Only first-screen CSS inline in ${firstScreenOnly.join(", ")}`);
  writeNetlifyRedirects(publicDir);
  // Per-page CSP with the hashes of each page's inline scripts (public/_headers).
  const { problems } = writeSecurityHeaders(publicDir);
  if (problems.length > 0) reporter.panicOnBuild(`Inline event handlers or javascript: URLs are blocked by the CSP:\n${problems.join("\n")}`);
};
