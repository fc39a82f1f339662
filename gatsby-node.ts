import type { GatsbyNode } from "gatsby";
import { typeDefs } from "./src/node/schema";
import { createServicePageNode } from "./src/node/service-nodes";
import { createAllPages } from "./src/node/create-pages";
import { writeNetlifyRedirects } from "./src/node/netlify-redirects";
import { renderIllustrations } from "./src/node/render-illustrations";

// Our SVG illustrations become PNGs before Gatsby sources files (see render-illustrations.ts).
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = async () => {
  await renderIllustrations();
};

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(typeDefs);
};

export const onCreateNode: GatsbyNode["onCreateNode"] = (args) => {
  createServicePageNode(args.node, args);
};

export const createPages: GatsbyNode["createPages"] = (args) => createAllPages(args);

export const onPostBuild: GatsbyNode["onPostBuild"] = ({ store }) => {
  writeNetlifyRedirects(store.getState().program.directory + "/public");
};
