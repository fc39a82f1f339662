import type { GatsbyConfig } from "gatsby";
import { siteUrl } from "./src/lib/site-url";
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
    "gatsby-plugin-sharp",
    "gatsby-transformer-sharp",
    { resolve: "gatsby-source-filesystem", options: { name: "services", path: `${__dirname}/content/services` } },
    { resolve: "gatsby-source-filesystem", options: { name: "locale", path: `${__dirname}/content/locales` } },
    // Privacy policy and terms, one MDX file per language (issue 8).
    { resolve: "gatsby-source-filesystem", options: { name: "legal", path: `${__dirname}/content/legal` } },
    { resolve: "gatsby-source-filesystem", options: { name: "illustrations", path: illustrationsDir() } },
    { resolve: "gatsby-plugin-mdx", options: { extensions: [".mdx"] } },
    { resolve: "gatsby-plugin-sitemap", options: sitemapOptions(siteUrl) },
  ],
};

export default config;
