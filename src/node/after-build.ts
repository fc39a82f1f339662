import { existsSync, readdirSync, rmSync } from "fs";
import path from "path";
import type { Reporter } from "gatsby";
import { builtPageScripts } from "./browser-entry";
import { listFiles } from "./built-pages";
import { checkPages } from "./check-pages";
import { missingSections } from "./link-anchors";
import { writeNetlifyRedirects } from "./netlify-redirects";
import { writeSecurityHeaders } from "./security-headers";

// What runs after Gatsby has written every page (gatsby-node.ts onPostBuild), in this order.
// None of it changes a page; each step reads the build and fails it with a message naming what
// it did not find:
//   (before)  gatsby-plugin-sitemap's onPostBuild: plugins run before the site's own gatsby-node
//   1. the sitemap is there
//   2. no source map is published (gatsby-node.ts turns them off for the browser's scripts)
//   3. every page has the touches the HTML renderer makes (check-pages.ts)
//   4. every link to a section of the site (#id) finds it on its page (link-anchors.ts)
//   5. public/_redirects: each language's 404 page for unknown paths under its prefix
//   6. public/_headers: security headers, caching, a CSP per page with the hashes of the inline
//      scripts the page really has (so it runs last, on the pages as they are served)
//   (after)   on Netlify, gatsby-adapter-netlify appends its own header section (docs/security.md)

/** The name webpack gives a production script's map: the chunk, its content hash (ten or, before, twenty hex digits), .js.map. */
const scriptMap = /-(?:[0-9a-f]{10}){1,2}\.js\.map$/;

/**
 * Deletes the scripts' maps earlier builds left in public/ (before a build): Gatsby keeps an
 * earlier build's scripts there, and Netlify restores public/ from its build cache, so maps written
 * before they were turned off would stay published. Only webpack's own, in public/ itself: a map
 * from anywhere else is left for the check after the build to name. How many it deleted.
 */
export function deleteEarlierScriptMaps(publicDir: string): number {
  if (!existsSync(publicDir)) return 0;
  const maps = readdirSync(publicDir).filter((file) => scriptMap.test(file));
  for (const file of maps) rmSync(path.join(publicDir, file));
  return maps.length;
}

export function afterBuild(publicDir: string, reporter: Pick<Reporter, "panicOnBuild" | "info">): void {
  const fail = (message: string): void => void reporter.panicOnBuild(message);
  if (!existsSync(path.join(publicDir, "sitemap-index.xml")))
    return fail("public/sitemap-index.xml is missing: gatsby-plugin-sitemap did not write it");

  const sourceMaps = listFiles(publicDir).filter((file) => file.endsWith(".map"));
  if (sourceMaps.length > 0)
    return fail(
      `public/ holds ${sourceMaps.length} source maps, which would publish the original source. ` +
        "gatsby-node.ts turns them off for the browser's scripts (devtool: false for build-javascript): " +
        "see whether that is gone, or where these come from (static/?):\n" +
        sourceMaps.join("\n"),
    );

  const scripts = builtPageScripts();
  if (!scripts)
    return fail(
      "The browser build's scripts were not recorded (src/node/browser-entry.ts), so the pages cannot be checked",
    );
  const pageProblems = checkPages(publicDir, scripts);
  if (pageProblems.length > 0)
    return fail(`Pages lack what makes them fast (src/ssr/finish-page.ts):\n${pageProblems.join("\n")}`);

  const sectionProblems = missingSections(publicDir, path.join(process.cwd(), "content"));
  if (sectionProblems.length > 0)
    return fail(
      `Links to a section their page does not have (in an article, perhaps an anchor translated or meant for another page):\n${sectionProblems.join("\n")}`,
    );

  const redirectProblems = writeNetlifyRedirects(publicDir);
  if (redirectProblems.length > 0) return fail(`public/_redirects cannot be written:\n${redirectProblems.join("\n")}`);

  const { pages, problems } = writeSecurityHeaders(publicDir);
  if (pages.length === 0) return fail("public/_headers: no HTML pages found to write a Content-Security-Policy for");
  if (problems.length > 0)
    return fail(`Inline event handlers or javascript: URLs are blocked by the CSP:\n${problems.join("\n")}`);
  reporter.info(`After the build: ${pages.length} pages checked; _redirects and _headers written`);
}
