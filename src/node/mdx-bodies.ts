import { mkdirSync, writeFileSync } from "fs";
import path from "path";

// The modules that stand in for src/mdx-bodies/<collection>.ts when the site is built, one per
// collection of MDX files (services, legal pages, articles): for the pages' HTML, one that
// imports every body at once; for the browser, one that makes each body a chunk of its own,
// loaded when its page shows it (React.lazy). Gatsby would otherwise make every MDX file a page
// component of its own and list each in the code every page loads (docs/architecture.md, "MDX
// bodies outside Gatsby's component map").

import type { PlannedPage } from "./page-plan";

type MdxCollection = "services" | "legal" | "articles";

/** One MDX file: its key in the collection ("<folder>/<language>") and its path. */
interface MdxBody {
  key: string;
  contentFilePath: string;
}

const bodiesDir = path.join(process.cwd(), ".cache", "mdx-bodies");

/** The placeholders the build replaces. */
export const mdxBodiesModule = /[\\/]src[\\/]mdx-bodies[\\/](services|legal|articles)\.ts$/;

/** The module written for a collection and a webpack stage: the HTML renderer's, or the browser's. */
const mdxBodiesFor = (collection: string, stage: string, dir = bodiesDir) =>
  path.join(dir, `${collection}.${stage.endsWith("html") ? "html" : "browser"}.js`);

/** For webpack's NormalModuleReplacementPlugin: points a placeholder at its collection's module. */
export function replaceMdxBodies(stage: string) {
  return (resolved: { createData?: { resource?: string } }) => {
    const collection = resolved.createData?.resource?.match(mdxBodiesModule)?.[1];
    if (collection && resolved.createData) resolved.createData.resource = mdxBodiesFor(collection, stage);
  };
}

/** Writes each collection's modules for the MDX bodies the planned pages show. */
export function writeMdxBodiesOf(pages: readonly PlannedPage[], dir = bodiesDir): void {
  const bodiesOf = (folder: (page: PlannedPage) => string | undefined): MdxBody[] =>
    pages.flatMap((page) => {
      const name = folder(page);
      return name && page.contentFilePath
        ? [{ key: `${name}/${page.language}`, contentFilePath: page.contentFilePath }]
        : [];
    });
  mkdirSync(dir, { recursive: true });
  writeMdxBodies(
    dir,
    "services",
    bodiesOf((p) => (p.template === "service" ? p.serviceSlug : undefined)),
  );
  writeMdxBodies(
    dir,
    "legal",
    bodiesOf((p) => (p.template === "legal" ? p.legalDoc : undefined)),
  );
  writeMdxBodies(
    dir,
    "articles",
    bodiesOf((p) => (p.template === "article" ? p.articleSlug : undefined)),
  );
}

function writeMdxBodies(dir: string, collection: MdxCollection, files: readonly MdxBody[]): void {
  const key = (f: MdxBody) => JSON.stringify(f.key);
  const file = (f: MdxBody) => JSON.stringify(f.contentFilePath);
  writeFileSync(
    mdxBodiesFor(collection, "build-html", dir),
    [
      ...files.map((f, i) => `import Body${i} from ${file(f)};`),
      `export const bodies = {${files.map((f, i) => `${key(f)}: Body${i}`).join(", ")}};`,
      "",
    ].join("\n"),
  );
  writeFileSync(
    mdxBodiesFor(collection, "build-javascript", dir),
    [
      'import { lazy } from "react";',
      // A body whose code cannot be loaded (a dropped connection) stays suspended: React keeps the
      // text the page's HTML has, unhydrated, rather than showing the error page over it.
      "const body = (load) => lazy(() => load().catch(() => new Promise(() => {})));",
      `export const bodies = {${files.map((f) => `${key(f)}: body(() => import(${file(f)}))`).join(", ")}};`,
      "",
    ].join("\n"),
  );
}
