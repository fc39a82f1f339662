// Runs Tailwind's own file scanner the way @tailwindcss/postcss does for src/styles/global.css
// (its source() root plus @source lines) and prints, as JSON, the files it reads and whether
// the stylesheet it builds holds a given class. A process of its own: @tailwindcss/node
// registers Node module hooks that Jest cannot run (see src/node/tailwind-css.ts).
import { readFileSync } from "fs";
import path from "path";
import { compile } from "@tailwindcss/node";
import { Scanner } from "@tailwindcss/oxide";

const globalCss = path.resolve("src/styles/global.css");
const compiler = await compile(readFileSync(globalCss, "utf8"), {
  base: path.dirname(globalCss),
  onDependency: () => {},
});
const root =
  compiler.root === "none"
    ? []
    : compiler.root === null
      ? [{ base: process.cwd(), pattern: "**/*", negated: false }]
      : [{ ...compiler.root, negated: false }];
const scanner = new Scanner({ sources: root.concat(compiler.sources) });
const candidates = scanner.scan();
const css = compiler.build(candidates);
process.stdout.write(JSON.stringify({ files: scanner.files.map((f) => path.relative(process.cwd(), f)), css }));
