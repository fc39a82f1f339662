import path from "path";

// gatsby-plugin-react-i18next ships CommonJS that require()s i18next, react-i18next and gatsby.
// A require() takes a whole module, so webpack cannot leave out what nobody uses (react-i18next's
// Trans with its HTML parser, withSSR, withTranslation; gatsby's Slice and content-digest code).
// The plugin is kept; its requests are pointed at small modules naming what it uses
// (src/i18n/for-plugin), which import the real packages as ES modules; its require() of outdent,
// for one console message, gets a ten-line tag with outdent's default behaviour, and its
// require() of browser-lang, for the redirect the site turns off, the page's own language. What
// each of these buys: docs/architecture.md, "One copy of i18next", "The plugin's imports of
// react-i18next and gatsby", "The plugin's outdent", "The plugin's browser-lang".

const fromPlugin = /node_modules[\\/]gatsby-plugin-react-i18next[\\/]/;
const forPlugin = (name: string) => path.resolve("src/i18n/for-plugin", `${name}.ts`);

/** Webpack settings for onCreateWebpackConfig. */
export const pluginImports = {
  resolve: {
    alias: {
      // One copy of i18next: the plugin's require() and our import get different files from
      // i18next's package exports, so webpack would bundle both, and the
      // post-processors registered on ours (src/i18n/extensions.ts) would be unknown to the page
      // instances the plugin makes with the other (facts would show as {rates.sea.lcl}).
      i18next$: path.resolve("node_modules/i18next/dist/esm/i18next.js"),
    },
  },
  module: {
    rules: [
      {
        test: fromPlugin,
        resolve: {
          alias: {
            "react-i18next$": forPlugin("react-i18next"),
            gatsby$: forPlugin("gatsby"),
            outdent$: forPlugin("outdent"),
            "browser-lang$": forPlugin("browser-lang"),
          },
        },
      },
    ],
  },
};
