import { existsSync, readFileSync } from "fs";
import path from "path";
import { parse } from "node-html-parser";
import { listFiles, servedPages } from "./built-pages";
import { loaderId, scriptList, type PageScripts } from "../ssr/page-scripts";
import { scriptsAfterFirstPaint } from "./inline-scripts";

// Reads every written page and names each one that lacks a touch the HTML renderer makes
// (src/ssr/finish-page.ts). The renderer already refuses a page whose Gatsby parts it cannot
// find; this catches the rest, such as Gatsby pasting its scripts slice into a page in some new
// way after rendering: a page that would start its scripts before the first paint, lack its
// script list or its first-screen CSS fails the build instead of shipping slower
// (docs/architecture.md, "Page check after the build").

/** What is wrong with one written page, if anything. */
export function pageProblems(html: string, scripts: PageScripts, fileExists: (url: string) => boolean): string[] {
  const root = parse(html);
  const problems: string[] = [];
  const loader = root.querySelector(`script#${loaderId}`);
  if (!loader) problems.push(`no script#${loaderId} (the loader that starts the scripts after the first paint)`);
  else if (loader.textContent !== scriptsAfterFirstPaint(scriptList(scripts)))
    problems.push(`script#${loaderId} does not load this build's scripts ${JSON.stringify(scriptList(scripts))}`);
  for (const tag of root.querySelectorAll("script[src]"))
    problems.push(`<script src="${tag.getAttribute("src")}"> starts before the first paint`);
  for (const url of scriptList(scripts)) if (!fileExists(url)) problems.push(`${url} is loaded but not in the build`);
  const style = root.querySelector("style[data-identity=gatsby-global-css]");
  if (!style) problems.push("no inline stylesheet (style[data-identity=gatsby-global-css])");
  else if (root.querySelector("[data-fills-screen]")) {
    if (style.getAttribute("data-critical") !== "true")
      problems.push("a section fills the screen but the whole stylesheet is inline, not the first screen's");
    const href = style.getAttribute("data-href");
    if (!root.querySelector(`body link[rel=stylesheet][href="${href}"]`))
      problems.push(`no <link rel="stylesheet" href="${href}"> in the body for the rest of the page`);
  } else if (style.getAttribute("data-critical") !== undefined)
    problems.push("only first-screen CSS inline on a page without a section that fills the screen");
  return problems;
}

/** Every problem of every served page in the build folder, as "file: problem". */
export function checkPages(publicDir: string, scripts: PageScripts): string[] {
  const pages = servedPages(listFiles(publicDir));
  if (pages.length === 0) return [`${publicDir}: no HTML pages to check`];
  const fileExists = (url: string) => existsSync(path.join(publicDir, url));
  return pages.flatMap((file) =>
    pageProblems(readFileSync(path.join(publicDir, file), "utf8"), scripts, fileExists).map(
      (problem) => `${file}: ${problem}`,
    ),
  );
}
