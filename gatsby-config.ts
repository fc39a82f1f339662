import type { GatsbyConfig } from "gatsby";
import { siteUrl } from "./src/lib/site-url";
import { sitemapOptions } from "./src/node/sitemap";
import { illustrationsDir } from "./src/node/render-illustrations";
import { adapterHeaders } from "./src/node/security-headers";

const config: GatsbyConfig = {
  siteMetadata: { siteUrl },
  trailingSlash: "always",
  // Read only by gatsby-adapter-netlify (on Netlify); the headers themselves are declared once,
  // in src/node/security-headers.ts, which also writes public/_headers (docs/security.md).
  headers: adapterHeaders(),
  graphqlTypegen: { typesOutputPath: "src/gatsby-types.d.ts", generateOnBuild: true },
  // gatsby-plugin-image is not registered: gatsby-transformer-sharp makes the image files and
  // data with its library, and src/components/picture.tsx renders them. As a plugin it would
  // only add head tags (a style, a noscript, an inline module script) for its GatsbyImage
  // component, which the site does not use.
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
