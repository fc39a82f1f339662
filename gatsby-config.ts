import type { GatsbyConfig } from "gatsby";
import { siteUrl } from "./src/lib/site-url";
import { defaultLanguage, languageCodes } from "./src/lib/languages";
import { i18nextOptions } from "./src/i18n/i18next-options";
import { sitemapOptions } from "./src/node/sitemap";
import { illustrationsDir } from "./src/node/render-illustrations";

const config: GatsbyConfig = {
  siteMetadata: { siteUrl },
  trailingSlash: "always",
  // On Netlify, gatsby-adapter-netlify appends Referrer-Policy: same-origin after our
  // public/_headers; the embedded map needs the origin sent (see src/node/security-headers.ts).
  headers: [{ source: "/*", headers: [{ key: "referrer-policy", value: "strict-origin-when-cross-origin" }] }],
  graphqlTypegen: { typesOutputPath: "src/gatsby-types.d.ts", generateOnBuild: true },
  plugins: [
    "gatsby-plugin-postcss",
    "gatsby-plugin-image",
    "gatsby-plugin-sharp",
    "gatsby-transformer-sharp",
    { resolve: "gatsby-source-filesystem", options: { name: "services", path: `${__dirname}/content/services` } },
    { resolve: "gatsby-source-filesystem", options: { name: "locale", path: `${__dirname}/content/locales` } },
    // Privacy policy and terms, one MDX file per language (issue 8).
    { resolve: "gatsby-source-filesystem", options: { name: "legal", path: `${__dirname}/content/legal` } },
    { resolve: "gatsby-source-filesystem", options: { name: "illustrations", path: illustrationsDir() } },
    { resolve: "gatsby-plugin-mdx", options: { extensions: [".mdx"] } },
    { resolve: "gatsby-plugin-sitemap", options: sitemapOptions(siteUrl) },
    // The translation layer: each page's strings come from its query (`locales`) into an
    // i18next instance per page (useTranslation, Trans, useI18next). The pages are made in
    // src/node/create-pages.ts with their i18n context set, so the plugin clones none of them.
    {
      resolve: "gatsby-plugin-react-i18next",
      options: {
        languages: languageCodes,
        defaultLanguage,
        siteUrl,
        trailingSlash: "always",
        // src/node/locale-nodes.ts makes the Locale nodes, with each file's JSON as an object
        // rather than the plugin's escaped string: about a sixth less page-data.
        localeJsonSourceName: null,
        verbose: false,
        generateDefaultLanguagePage: false,
        // With a default language other than English the plugin's redirect sends visitors
        // wrongly and renders a blank first page (upstream #186, #89); the start script
        // (src/components/layout/start-script.ts) does the saved-language redirect instead.
        redirect: false,
        i18nextOptions,
      },
    },
  ],
};

export default config;
