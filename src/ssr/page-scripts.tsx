import React from "react";

// Gatsby ends every page with <script async> tags for its entry bundles (webpack runtime,
// framework, app). They are fetched alongside the hero picture and run as soon as they arrive,
// so on a phone the picture competes with them for the network, and its paint waits behind
// their evaluation (docs/architecture.md, "Scripts after the first paint"). The page is complete HTML without them (text, links,
// pictures); they only hydrate it. So they start once the page's largest picture (the one
// marked fetchpriority="high") is decoded and a frame showing it has been drawn, or right
// after the first frame on pages without one.
//
// Gatsby also inlines its chunk map (every template's script files, the same on every page)
// and its compilation hash before them; only the app reads them, so they live in
// a file of their own that runs just before the entry bundles (src/node/browser-entry.ts),
// and leave the first network round trip to the page.

/** The scripts a page starts after its first paint, as URLs. */
export interface PageScripts {
  /** The content-hashed file with Gatsby's chunk map and compilation hash. */
  chunkMapFile: string;
  /** Gatsby's entry bundles in the order they must run. */
  entryScripts: string[];
}

/** Longest wait for the picture (slow or failing network, background tab), in ms. */
export const scriptStartTimeoutMs = 3000;

/** The id of the loader's <script>, by which the check after the build finds it. */
export const loaderId = "scripts-after-first-paint";

/** Gatsby's scripts slice: its placeholder in the post-body components, filled with text after rendering. */
const gatsbyScriptsSlice = "_gatsby-scripts";

/** Every script a page loads, in the order they run (the chunk map first: the app reads it). */
export const scriptList = (scripts: PageScripts) => [scripts.chunkMapFile, ...scripts.entryScripts];

const isScriptsSlice = (component: React.ReactNode) =>
  React.isValidElement<{ sliceId?: unknown }>(component) && component.props.sliceId === gatsbyScriptsSlice;

/**
 * The post-body components with Gatsby's scripts slice replaced by the loader, the inline script
 * src/inline-scripts/scripts-after-first-paint.ts compiled for this build's scripts (its text is
 * the same on every page of a build; the CSP allows it by its hash). Gatsby names the
 * slice only by this id; should it ever render its scripts otherwise, the page is refused
 * (naming it) instead of shipping with scripts that start before the first paint.
 */
export function withScriptsAfterFirstPaint(
  postBody: React.ReactNode[],
  loaderText: string,
  pathname: string,
): React.ReactNode[] {
  const at = postBody.findIndex(isScriptsSlice);
  if (at < 0)
    throw new Error(
      `${pathname}: Gatsby's scripts slice ("${gatsbyScriptsSlice}") is not among the post-body components, so the page's scripts cannot be started after its first paint (src/ssr/page-scripts.ts)`,
    );
  const loader = <script key={loaderId} id={loaderId} dangerouslySetInnerHTML={{ __html: loaderText }} />;
  return [...postBody.slice(0, at), loader, ...postBody.slice(at + 1)];
}
