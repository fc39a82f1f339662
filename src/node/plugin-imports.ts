import path from "path";

// gatsby-plugin-react-i18next ships CommonJS that require()s i18next, react-i18next and gatsby.
// A require() takes a whole module, so webpack could not leave out what nobody uses: every
// page carried react-i18next's Trans (with an HTML parser), withSSR and withTranslation, and
// gatsby's Slice and content-digest code, about 7 KB gzip. The plugin is kept; its requests
// are pointed at small modules naming what it uses (src/i18n/for-plugin), which import the
// real packages as ES modules; its require() of outdent, for one console message, gets a
// ten-line tag with outdent's default behaviour.

const fromPlugin = /node_modules[\\/]gatsby-plugin-react-i18next[\\/]/;
const forPlugin = (name: string) => path.resolve("src/i18n/for-plugin", `${name}.ts`);

/** Webpack settings for onCreateWebpackConfig. */
export const pluginImports = {
  resolve: {
    alias: {
      // One copy of i18next: the plugin's require() and our import got different files from
      // i18next's package exports, so webpack bundled both (about 15 KB gzip twice), and the
      // post-processors registered on ours (src/i18n/extensions.ts) were unknown to the page
      // instances the plugin makes with the other (facts showed as {rates.sea.lcl}).
      i18next$: path.resolve("node_modules/i18next/dist/esm/i18next.js"),
    },
  },
  module: {
    rules: [
      {
        test: fromPlugin,
        resolve: { alias: { "react-i18next$": forPlugin("react-i18next"), gatsby$: forPlugin("gatsby"), outdent$: forPlugin("outdent") } },
      },
    ],
  },
};
