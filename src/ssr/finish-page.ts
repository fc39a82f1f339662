import type React from "react";
import { firstScreenCss, withFirstScreenCss, type CssForClasses } from "./first-screen-css";
import { withScriptsAfterFirstPaint } from "./page-scripts";
import type { SiteStylesheet } from "../node/tailwind-css";

// A page's last touches, made while Gatsby renders it (gatsby-ssr.tsx): its scripts start
// after the first paint (page-scripts.tsx) and, where a section fills the screen, only the
// first screen's CSS is inline (first-screen-css.tsx). Making that CSS takes Tailwind, which is
// asynchronous, and only replaceRenderer may be: it is made there, from the body just
// rendered, and kept here by page until onPreRenderHTML (synchronous) puts it into the head.

/** What the HTML renderer is given about this build (gatsby-node.ts); null under `gatsby develop`. */
export interface BuildFacts {
  /** The inline script that starts every page's scripts after its first paint (src/node/inline-scripts.ts). */
  scriptsLoader: string;
  /** The Tailwind stylesheet the first-screen CSS is made from. */
  stylesheet: SiteStylesheet;
}

const firstScreenCssByPage = new Map<string, string | undefined>();

/** From replaceRenderer: works out the page's first-screen CSS from its rendered body. */
export async function prepareFirstScreenCss(
  pathname: string,
  bodyHtml: string,
  cssForClasses: CssForClasses,
): Promise<void> {
  firstScreenCssByPage.set(pathname, await firstScreenCss(bodyHtml, cssForClasses));
}

export interface PageParts {
  pathname: string;
  head: React.ReactNode[];
  postBody: React.ReactNode[];
}

/** From onPreRenderHTML: the page's head and post-body components with both touches made. */
export function finishPage(
  { pathname, head, postBody }: PageParts,
  scriptsLoader: string,
): Omit<PageParts, "pathname"> {
  if (!firstScreenCssByPage.has(pathname))
    throw new Error(
      `${pathname}: the page reached onPreRenderHTML without passing replaceRenderer, so its first-screen CSS is unknown (src/ssr/finish-page.ts)`,
    );
  const css = firstScreenCssByPage.get(pathname);
  firstScreenCssByPage.delete(pathname);
  const withScripts = withScriptsAfterFirstPaint(postBody, scriptsLoader, pathname);
  return css === undefined ? { head, postBody: withScripts } : withFirstScreenCss(head, withScripts, css, pathname);
}
