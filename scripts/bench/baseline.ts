// Gatsby's own floor: a tiny project shaped like `gatsby new`'s default starter (layout,
// header, an SEO Head from a static query, one StaticImage, global CSS, one index page),
// written into a temp folder and built with this project's installed Gatsby through a
// node_modules symlink, because `gatsby new` cannot download here. Our own code, not the starter's.
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";

// Gatsby refuses to build a folder whose package.json does not depend on it.
const dependencies = Object.fromEntries(
  [
    "gatsby",
    "gatsby-plugin-image",
    "gatsby-plugin-sharp",
    "gatsby-source-filesystem",
    "gatsby-transformer-sharp",
    "react",
    "react-dom",
  ].map((name) => [name, "*"]),
);

const files: Record<string, string> = {
  "package.json": JSON.stringify(
    { name: "bench-baseline-default-starter", private: true, version: "0.0.0", dependencies },
    null,
    2,
  ),
  "gatsby-config.js": `module.exports = {
  siteMetadata: { title: "Gatsby Default Starter", description: "A plain Gatsby page to compare with.", author: "@gatsbyjs", siteUrl: "https://example.com" },
  plugins: [
    "gatsby-plugin-image",
    { resolve: "gatsby-source-filesystem", options: { name: "images", path: __dirname + "/src/images" } },
    "gatsby-transformer-sharp",
    "gatsby-plugin-sharp",
  ],
};
`,
  "gatsby-ssr.js": `exports.onRenderBody = ({ setHtmlAttributes }) => setHtmlAttributes({ lang: "en" });\n`,
  "src/components/layout.css": `html { font-family: system-ui, sans-serif; line-height: 1.5; color: #1f2328; }
body { margin: 0; }
header { display: flex; align-items: center; padding: 1rem 1.5rem; background: #f6f8fa; }
header a { color: #663399; font-weight: 700; text-decoration: none; }
main { max-width: 40rem; margin: 0 auto; padding: 1.5rem; }
ul { padding-left: 1.25rem; }
a { color: #663399; }
footer { max-width: 40rem; margin: 2rem auto; padding: 0 1.5rem; font-size: 0.875rem; }
`,
  "src/components/layout.js": `import * as React from "react";
import { Link, graphql, useStaticQuery } from "gatsby";
import "./layout.css";

export default function Layout({ children }) {
  const data = useStaticQuery(graphql\`query SiteTitle { site { siteMetadata { title } } }\`);
  return (
    <>
      <header><Link to="/">{data.site.siteMetadata.title}</Link></header>
      <main>{children}</main>
      <footer>© {new Date().getFullYear()} &middot; Built with <a href="https://www.gatsbyjs.com">Gatsby</a></footer>
    </>
  );
}
`,
  "src/components/seo.js": `import * as React from "react";
import { graphql, useStaticQuery } from "gatsby";

export default function Seo({ title }) {
  const { site } = useStaticQuery(graphql\`query SiteMeta { site { siteMetadata { title description author } } }\`);
  const meta = site.siteMetadata;
  return (
    <>
      <title>{title} | {meta.title}</title>
      <meta name="description" content={meta.description} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={meta.description} />
      <meta property="og:type" content="website" />
      <meta name="twitter:card" content="summary" />
      <meta name="twitter:creator" content={meta.author} />
    </>
  );
}
`,
  "src/pages/index.js": `import * as React from "react";
import { Link } from "gatsby";
import { StaticImage } from "gatsby-plugin-image";
import Layout from "../components/layout";
import Seo from "../components/seo";

const links = [
  { text: "Tutorial", url: "https://www.gatsbyjs.com/docs/tutorial", description: "A step-by-step guide to building a site." },
  { text: "Examples", url: "https://github.com/gatsbyjs/gatsby/tree/master/examples", description: "Small sites that show one feature each." },
  { text: "Plugin Library", url: "https://www.gatsbyjs.com/plugins", description: "Add functionality with plugins." },
  { text: "Build and Host", url: "https://www.gatsbyjs.com/cloud", description: "Deploy the site." },
];

export default function IndexPage() {
  return (
    <Layout>
      <StaticImage src="../images/example.png" loading="eager" width={64} quality={95} formats={["auto", "webp", "avif"]} alt="" />
      <h1>Welcome to <b>Gatsby!</b></h1>
      <p>Edit <code>src/pages/index.js</code> to update this page.</p>
      <ul>
        {links.map((link) => (
          <li key={link.url}><a href={link.url}>{link.text}</a> {link.description}</li>
        ))}
      </ul>
      <p><Link to="/">Go home</Link></p>
    </Layout>
  );
}

export const Head = () => <Seo title="Home" />;
`,
};

/** Writes the baseline project into a new temp folder and returns its path. */
export async function createBaseline(nodeModules: string): Promise<string> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "bench-baseline-"));
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), content);
  }
  mkdirSync(path.join(dir, "src/images"), { recursive: true });
  const logo = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256"><circle cx="128" cy="128" r="120" fill="#663399"/></svg>`;
  await sharp(Buffer.from(logo)).png().toFile(path.join(dir, "src/images/example.png"));
  symlinkSync(nodeModules, path.join(dir, "node_modules"), "dir");
  return dir;
}
