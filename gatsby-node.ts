import type { GatsbyNode } from "gatsby";
import { typeDefs } from "./src/node/schema";
import { createServicePageNode } from "./src/node/service-nodes";
import { createAllPages } from "./src/node/create-pages";
import { writeNetlifyRedirects } from "./src/node/netlify-redirects";

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
