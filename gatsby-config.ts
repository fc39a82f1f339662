import type { GatsbyConfig } from "gatsby";
import { siteUrl } from "./src/node/site-url";
import { defaultLanguage, languageCodes } from "./src/shared/languages";
import { i18nextOptions } from "./src/i18n/i18next-options";
import { sitemapOptions } from "./src/node/sitemap";
import { feedOptions } from "./src/node/feeds";
import { illustrationsDir } from "./src/node/render-illustrations";
import { adapterHeaders } from "./src/node/security-headers";
import { mdxOptions } from "./src/node/mdx-options";

const config: GatsbyConfig = {
  siteMetadata: { siteUrl },
  trailingSlash: "always",
  // Read only by gatsby-adapter-netlify (on Netlify); the headers themselves are declared once,
  // in src/node/security-headers.ts, which also writes public/_headers (docs/security.md).
  headers: adapterHeaders(),
  // Outside src/: gatsby develop watches src/ and, the types rewritten there, rebuilt every few
  // seconds without end (docs/architecture.md, "GraphQL types before a build").
  graphqlTypegen: { typesOutputPath: ".generated/gatsby-types.d.ts", generateOnBuild: true },
  // gatsby-plugin-image is not registered: gatsby-transformer-sharp makes the image files and
  // data with its library, and src/components/picture.tsx renders them. As a plugin it would
  // only add head tags (a style, a noscript, an inline module script) for its GatsbyImage
  // component, which the site does not use (docs/architecture.md, "Pictures without GatsbyImage").
  plugins: [
    "gatsby-plugin-postcss",
    "gatsby-plugin-sharp",
    "gatsby-transformer-sharp",
    { resolve: "gatsby-source-filesystem", options: { name: "services", path: `${__dirname}/content/services` } },
    { resolve: "gatsby-source-filesystem", options: { name: "locale", path: `${__dirname}/content/locales` } },
    // Privacy policy and terms, one MDX file per language.
    { resolve: "gatsby-source-filesystem", options: { name: "legal", path: `${__dirname}/content/legal` } },
    // Guides and news, one folder per article and one MDX file per language it is written in.
    { resolve: "gatsby-source-filesystem", options: { name: "articles", path: `${__dirname}/content/articles` } },
    { resolve: "gatsby-source-filesystem", options: { name: "illustrations", path: illustrationsDir() } },
    { resolve: "gatsby-plugin-mdx", options: { extensions: [".mdx"], mdxOptions: mdxOptions() } },
    { resolve: "gatsby-plugin-sitemap", options: sitemapOptions(siteUrl) },
    { resolve: "gatsby-plugin-feed", options: feedOptions(siteUrl) },
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
        // rather than the plugin's escaped string (docs/architecture.md, "Locale nodes as objects").
        localeJsonSourceName: null,
        verbose: false,
        generateDefaultLanguagePage: false,
        // With a default language other than English the plugin's redirect sends visitors
        // wrongly and renders a blank first page (upstream #186, #89); an inline script
        // (src/inline-scripts/saved-language-redirect.ts) does the saved-language redirect instead.
        redirect: false,
        i18nextOptions,
      },
    },
  ],
};

export default config;
