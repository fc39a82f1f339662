import { createHash } from "crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "fs";
import path from "path";
import type { Compiler } from "webpack";
import type { PageScripts } from "../ssr/page-scripts";
import { contentHashLength } from "./content-hash";

// What the pages' HTML needs to know about the browser bundle, learnt while Gatsby builds it
// (docs/architecture.md, "Scripts after the first paint").
//
// Gatsby 5 always builds with slices on: it writes the entry <script async> tags, the inline
// chunk map and the compilation hash into a text fragment (public/_gatsby/slices/
// _gatsby-scripts-1.html) and pastes that into each page after rendering, so no SSR API sees
// them as React elements. The page renderer therefore drops Gatsby's scripts slice and writes
// the page's scripts itself (src/ssr/page-scripts.ts), from what is gathered here:
// - the entry files (webpack runtime, framework, app) and the compilation hash, from webpack's
//   own stats of the browser build (the plugin below);
// - Gatsby's chunk map (public/chunk-map.json, written by Gatsby when the browser build ends),
//   which goes into a content-hashed file of its own instead of into every page. The file is in
//   /static/, which public/_headers and, on Netlify, the adapter's own header section both
//   cache as immutable (the adapter knows nothing of other files it did not write).
// Both are handed to the HTML renderer as a compile-time constant (gatsby-node.ts), so a new
// browser bundle also changes the renderer and Gatsby renders every page again.

interface BrowserBuild {
  compilationHash: string;
  entryFiles: string[];
}

let lastBrowserBuild: BrowserBuild | undefined;
let lastPageScripts: PageScripts | undefined;

/** A webpack plugin for the build-javascript stage: remembers the entry files and the compilation hash. */
export class BrowserEntryPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.done.tap("BrowserEntryPlugin", (stats) => {
      const app = stats.compilation.namedChunkGroups.get("app");
      const entryFiles = app ? app.getFiles().filter((file) => file.endsWith(".js")) : [];
      lastBrowserBuild = { compilationHash: stats.hash ?? "", entryFiles };
    });
  }
}

/** The chunk map and compilation hash as Gatsby's scripts slice sets them (the map as a JSON string, as there). */
const chunkMapScript = (chunkMapJson: string, compilationHash: string) =>
  `window.___chunkMapping=${JSON.stringify(chunkMapJson)};window.___webpackCompilationHash=${JSON.stringify(compilationHash)};`;

/** chunk-map-<the start of its SHA-256>.js: a new name whenever the map or the hash changes. */
export const chunkMapFileName = (text: string) =>
  `chunk-map-${createHash("sha256").update(text).digest("hex").slice(0, contentHashLength)}.js`;

/**
 * Writes the chunk map file and returns the scripts every page starts after its first paint.
 * Called once the browser build is done (the build-html stage); throws naming what is missing
 * rather than letting pages ship without their scripts.
 */
export function pageScriptsAfterBrowserBuild(
  publicDir: string,
  build: BrowserBuild | undefined = lastBrowserBuild,
): PageScripts {
  if (!build)
    throw new Error(
      "browser-entry: the browser build's stats were not recorded (BrowserEntryPlugin not in the build-javascript stage?)",
    );
  if (build.entryFiles.length === 0) throw new Error('browser-entry: webpack\'s chunk group "app" has no .js files');
  if (!build.compilationHash) throw new Error("browser-entry: the browser build has no compilation hash");
  const chunkMapPath = path.join(publicDir, "chunk-map.json");
  if (!existsSync(chunkMapPath))
    throw new Error(`browser-entry: Gatsby's chunk map ${chunkMapPath} is missing after the browser build`);
  const text = chunkMapScript(readFileSync(chunkMapPath, "utf8"), build.compilationHash);
  const name = chunkMapFileName(text);
  mkdirSync(path.join(publicDir, "static"), { recursive: true });
  writeFileSync(path.join(publicDir, "static", name), text);
  lastPageScripts = { chunkMapFile: `/static/${name}`, entryScripts: build.entryFiles.map((file) => `/${file}`) };
  return lastPageScripts;
}

/** What pageScriptsAfterBrowserBuild gave the pages in this build, for the check after it. */
export const builtPageScripts = (): PageScripts | undefined => lastPageScripts;
