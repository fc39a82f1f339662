import { readFileSync } from "fs";
import path from "path";
import { compile, optimize } from "@tailwindcss/node";
import postcss from "postcss";
import cssnano from "cssnano";

// The site's stylesheet made for a given set of class names the way the build makes the full
// one: Tailwind from src/styles/global.css, then the minifier Gatsby runs on every stylesheet
// (cssnano, default preset; it rounds numbers such as 1.75 / 1.125 to 1.55556), so a rule here
// is the same rule as in the full sheet. (A module of its own: @tailwindcss/node registers Node
// module hooks when it loads, which Jest cannot run; the unit tests of the pages' last touches
// pass their own CSS maker, and e2e/first-paint.spec.ts checks the result in a browser.)

const globalCss = path.resolve("src/styles/global.css");

/** The minified CSS for these class names only: their utilities, the theme values they use, the site's own rules. */
export async function cssForClasses(classes: readonly string[]): Promise<string> {
  // A new compiler each time: build() adds to the classes of earlier calls.
  const compiler = await compile(readFileSync(globalCss, "utf8"), { base: path.dirname(globalCss), onDependency: () => {} });
  const css = optimize(compiler.build([...classes]), { minify: true }).code;
  return (await postcss([cssnano({ preset: "default" })]).process(css, { from: undefined })).css;
}
