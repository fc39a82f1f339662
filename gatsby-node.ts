import path from "path";
import type { GatsbyNode } from "gatsby";
import { typeDefs } from "./src/node/graphql-types";
import { createServicePageNode } from "./src/node/service-nodes";
import { createArticleNode } from "./src/node/article-nodes";
import { createAllPages } from "./src/node/create-pages";
import { createLocaleNode } from "./src/node/locale-nodes";
import { stringsLeftOut, termsShownBy, withoutStringsLeftOut } from "./src/node/page-namespaces";
import type { Template } from "./src/node/page-plan";
import { writeSiteFiles } from "./src/node/site-files";
import { siteUrl } from "./src/node/site-url";
import { renderIllustrations } from "./src/node/render-illustrations";
import { iconSprite, writeIconSprite } from "./src/node/icon-sprite";
import { keepSmallSharedCodeInPages } from "./src/node/page-chunks";
import { startProblems } from "./src/node/start-check";
import { checkLaunchFacts } from "./src/node/launch-check";
import { pluginImports } from "./src/node/plugin-imports";
import { noBrowserApis, partytownBrowser } from "./src/node/develop-only-partytown";
import { noServiceWorker, serviceWorkerRegistration } from "./src/node/no-service-worker";
import { mdxBodiesModule, replaceMdxBodies } from "./src/node/mdx-bodies";
import { BrowserEntryPlugin, pageScriptsAfterBrowserBuild } from "./src/node/browser-entry";
import { siteStylesheet, tailwindExternals } from "./src/node/tailwind-css";
import { afterBuild, deleteEarlierScriptMaps } from "./src/node/after-build";
import { contentHashLength } from "./src/node/content-hash";
import { savedLanguageRedirect, scriptsAfterFirstPaint } from "./src/node/inline-scripts";
import { scriptList } from "./src/ssr/page-scripts";
import type { BuildFacts } from "./src/ssr/finish-page";
import { formatFactsForEveryLanguage } from "./src/shared/facts";
import { readFrontmatterDatesAsWritten } from "./src/node/frontmatter-yaml";
import { ContentProblems } from "./src/node/content-problems";
import { contentDataRule } from "./src/node/content-notes";
import { localeFileRule } from "./src/node/locale-file";
import { pictureField } from "./src/node/picture-field";
import { helperRequest, importHelpersAsModules } from "./src/node/esm-babel-helpers";

// Before gatsby-plugin-mdx reads any frontmatter: dates stay the text the editor wrote.
readFrontmatterDatesAsWritten();

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(typeDefs);
};

// A page's query leaves out the strings it never shows (src/node/page-namespaces.ts), worked out
// here from its template and service rather than listed in its context, which Gatsby writes into
// the page's data (the context carries only a digest of them: stringsLeftOutDigest). Its pictures
// are ImageSharp's picture field, their image data in fewer bytes (src/node/picture-field.ts).
export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers, intermediateSchema }) => {
  createResolvers({
    ImageSharp: { picture: pictureField(intermediateSchema as Parameters<typeof pictureField>[0]) },
    Locale: {
      data: {
        resolve: async (
          source: { ns: string; data: unknown; language: string },
          args: { template?: string | null; service?: string | null },
          context: { nodeModel: { findOne(args: { type: string; query: object }): Promise<unknown> } },
        ) => {
          const page = { template: args.template as Template, serviceSlug: args.service ?? undefined };
          const service = page.serviceSlug
            ? ((await context.nodeModel.findOne({
                type: "ServicePage",
                query: { filter: { slug: { eq: page.serviceSlug }, language: { eq: source.language } } },
              })) as { pricing?: { price: string }[] } | null)
            : null;
          return withoutStringsLeftOut(source.data, source.ns, stringsLeftOut(page, termsShownBy(service?.pricing)));
        },
      },
    },
  });
};

// What is wrong in the service pages, articles and locale files, reported together once all are
// read. A build has stopped on all of it before (onPreBootstrap); gatsby develop meets it here
// after an edit.
const contentProblems = new ContentProblems();

export const onCreateNode: GatsbyNode["onCreateNode"] = async (args) => {
  createServicePageNode(args.node, args, contentProblems);
  createArticleNode(args.node, args, contentProblems, process.env.NODE_ENV === "production");
  await createLocaleNode(args.node, args, contentProblems);
};

// Gatsby makes pages once every node is made, and again in gatsby develop after an edit.
export const createPages: GatsbyNode["createPages"] = (args) => {
  contentProblems.report(args.reporter);
  return createAllPages(args);
};

const publicDir = path.join(process.cwd(), "public");

// The content check runs before Gatsby reads a file (src/node/start-check.ts says why); gatsby
// develop shows its errors and goes on. Our SVG illustrations become PNGs before Gatsby sources
// files (see render-illustrations.ts); icons, manifest, social images, robots.txt and the icon
// sprite are written before pages are built, so development serves them too.
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = async ({ reporter }) => {
  const problems = startProblems(path.join(process.cwd(), "content"));
  if (problems) reporter.panicOnBuild(problems);
  checkLaunchFacts(reporter);
  await renderIllustrations();
  await writeSiteFiles(publicDir, siteUrl);
  writeIconSprite(publicDir);
};

export const onPreBuild: GatsbyNode["onPreBuild"] = ({ reporter }) => {
  const deleted = deleteEarlierScriptMaps(publicDir);
  if (deleted > 0) reporter.info(`Deleted ${deleted} source maps earlier builds left in public/`);
};

// The Icon component refers to the sprite by its content-hashed URL; the same value for the
// HTML and the browser bundle (see src/components/icon.tsx). The production bundle keeps small
// shared code inside each page's chunk (src/node/page-chunks.ts) and records its entry files;
// the HTML renderer, built after it, gets the scripts each page starts after its first paint
// (src/node/browser-entry.ts), the pages' inline scripts compiled from src/inline-scripts/
// (src/node/inline-scripts.ts) and loads Tailwind from node_modules for the first-screen CSS.
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({
  actions,
  plugins,
  stage,
  getConfig,
  reporter,
}) => {
  // gatsby develop formats the figures as pages render, so an edit of company.json shows at once.
  const formattedFacts = stage.startsWith("build")
    ? { __FORMATTED_FACTS__: JSON.stringify(formatFactsForEveryLanguage()) }
    : {};
  actions.setWebpackConfig({
    plugins: [
      plugins.define({ __ICON_SPRITE_URL__: JSON.stringify(iconSprite().url), ...formattedFacts }),
      plugins.normalModuleReplacement(mdxBodiesModule, replaceMdxBodies(stage)),
      plugins.normalModuleReplacement(helperRequest, importHelpersAsModules),
    ],
    ...pluginImports,
    module: { rules: [...pluginImports.module.rules, contentDataRule, localeFileRule] },
  });
  if (stage === "build-html" || stage === "develop-html") {
    let facts: BuildFacts | null = null;
    try {
      if (stage === "build-html")
        facts = {
          scriptsLoader: scriptsAfterFirstPaint(scriptList(pageScriptsAfterBrowserBuild(publicDir))),
          stylesheet: siteStylesheet(),
        };
    } catch (error) {
      reporter.panic(`Pages cannot start their scripts after the first paint: ${(error as Error).message}`);
    }
    actions.setWebpackConfig({
      externals: [tailwindExternals],
      plugins: [
        plugins.define({
          __BUILD_FACTS__: JSON.stringify(facts),
          __SAVED_LANGUAGE_REDIRECT__: JSON.stringify(savedLanguageRedirect()),
        }),
      ],
    });
  }
  if (stage !== "build-javascript") return;
  // No source maps for the browser's scripts: public/ is published whole, and the maps would hand
  // out the original source of everything the browser runs, comments and the forms' checks
  // included. gatsby develop keeps its own; src/node/after-build.ts fails a build that writes one.
  actions.setWebpackConfig({ devtool: false });
  const config = getConfig();
  config.output.hashDigestLength = contentHashLength;
  if (!keepSmallSharedCodeInPages(config.optimization?.splitChunks)) {
    reporter.panicOnBuild(
      'Gatsby\'s webpack config has no splitChunks cache group named "shared" any more: see src/node/page-chunks.ts',
    );
  }
  config.plugins.push(
    new BrowserEntryPlugin(),
    plugins.normalModuleReplacement(partytownBrowser, noBrowserApis),
    plugins.normalModuleReplacement(serviceWorkerRegistration, noServiceWorker),
  );
  actions.replaceWebpackConfig(config);
};

// Steps that read the finished build and write files beside it, in their order (src/node/after-build.ts).
export const onPostBuild: GatsbyNode["onPostBuild"] = ({ reporter }) => afterBuild(publicDir, reporter);
