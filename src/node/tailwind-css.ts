import { readFileSync } from "fs";
import path from "path";
import { compile, optimize, Polyfills } from "@tailwindcss/node";
import postcss from "postcss";
import cssnano from "cssnano";

// The site's stylesheet made for a given set of class names the way the build makes the full
// one: Tailwind from src/styles/global.css, then the minifier Gatsby runs on every stylesheet
// (cssnano, default preset; it rounds numbers such as 1.75 / 1.125 to 1.55556), so a rule here
// is the same rule as in the full sheet, less Tailwind's fallbacks for older browsers. (A module
// of its own: @tailwindcss/node registers Node module hooks when it loads, which Jest cannot
// run; the unit tests of the pages' last touches pass their own CSS maker, and
// e2e/first-paint.spec.ts checks the result in a browser.)
// The HTML renderer calls it for each home page (src/ssr/first-screen-css.tsx); webpack then
// leaves these packages to Node's require (tailwindExternals), as they load native code and
// files of their own at run time, and the renderer gets the stylesheet's text with its own code
// (siteStylesheet(), in gatsby-node.ts): Gatsby counts a file read during rendering as an
// unknown input and would then render every page on every build.

const globalCss = path.resolve("src/styles/global.css");

/** The site's Tailwind stylesheet and the folder its imports are resolved from. */
export interface SiteStylesheet {
  source: string;
  base: string;
}

export const siteStylesheet = (): SiteStylesheet => ({
  source: readFileSync(globalCss, "utf8"),
  base: path.dirname(globalCss),
});

/** The minified CSS for these class names only: their utilities, the theme values they use, the site's own rules. */
export async function cssForClasses(
  classes: readonly string[],
  stylesheet: SiteStylesheet = siteStylesheet(),
): Promise<string> {
  // A new compiler each time: build() adds to the classes of earlier calls. Without Tailwind's
  // fallbacks for browsers that lack @property or color-mix() (the full stylesheet has them):
  // docs/architecture.md, "First-screen CSS for current browsers".
  const compiler = await compile(stylesheet.source, {
    base: stylesheet.base,
    onDependency: () => {},
    polyfills: Polyfills.None,
  });
  const css = optimize(compiler.build([...classes]), { minify: true }).code;
  return (await postcss([cssnano({ preset: "default" })]).process(css, { from: undefined })).css;
}

/** The packages above, for webpack's externals in the HTML renderer's build (gatsby-node.ts). */
export const tailwindExternals = Object.fromEntries(
  ["@tailwindcss/node", "postcss", "cssnano"].map((name) => [name, `commonjs ${name}`]),
);
