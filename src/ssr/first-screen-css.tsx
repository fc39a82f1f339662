import React from "react";
import { parse } from "node-html-parser";
import { readProperties, withoutRulesForAbsent, withoutUnreadProperties } from "./element-rules";

// Gatsby inlines the whole stylesheet into every page's <head>. On the home page that takes the
// HTML past its budget (the first network round trip), for rules of sections far below the
// screen (docs/architecture.md, "First-screen CSS on the home page"). A page whose first section fills the screen (marked
// data-fills-screen) gets only the CSS of that section and of the elements always on the first
// screen (marked data-first-screen: the site header and the skip link) inline; the full stylesheet follows at
// the end of <body>, where it does not hold up the first paint of what is above it. The short
// sheet is made by Tailwind from the class names those elements use (src/node/tailwind-css.ts).
//
// The class names are read from the body React has just rendered for this page (the string
// replaceRenderer gets back from renderToString): which classes a section shows depends on its
// data and language, and React elements of function components carry them only once rendered.
// The change itself is made on the head's React elements (withFirstScreenCss). The defaults
// Tailwind gives each kind of element are kept only for the elements the first screen has
// and the site's own rules only for the classes it has, and the default values of custom
// properties only where something reads them (element-rules.ts).

/** Makes the minified stylesheet for a set of class names (src/node/tailwind-css.ts in the build). */
export type CssForClasses = (classes: string[]) => Promise<string>;

interface FirstScreen {
  /** The class names on the first screen. */
  classes: string[];
  /** The names of its elements and of the elements around them (html, body ...). */
  elements: Set<string>;
}

/**
 * What the first screen is made of, or undefined when the page has no section that fills the
 * screen (it then keeps the whole stylesheet inline: what shows below its first section is
 * unknown before layout).
 */
export function firstScreenParts(bodyHtml: string): FirstScreen | undefined {
  const root = parse(bodyHtml);
  const fills = root.querySelector("[data-fills-screen]");
  if (!fills) return undefined;
  const classes = new Set<string>();
  // The body is rendered into <div id="___gatsby"> of <html><body>.
  const elements = new Set(["html", "body", "div"]);
  for (const part of [fills, ...root.querySelectorAll("[data-first-screen]")]) {
    // What is inside a closed menu panel (marked data-closed-at-first) is not on the first screen.
    // The panel's own classes are, so one opened before the full stylesheet has come is placed and
    // painted as it should be; its links are plain until then (but get the defaults of their elements).
    // The desktop services menu marks its placing box, so its card (white, scrolling on a short screen)
    // comes with the full stylesheet: what the card's classes would cost is the home page's HTML budget.
    const later = new Set(part.querySelectorAll("[data-closed-at-first] [class]"));
    for (let around = part.parentNode; around?.tagName; around = around.parentNode)
      elements.add(around.tagName.toLowerCase());
    for (const element of [part, ...part.querySelectorAll("*")]) {
      elements.add(element.tagName.toLowerCase());
      if (later.has(element)) continue;
      for (const name of (element.getAttribute("class") ?? "").split(/\s+/)) if (name) classes.add(name);
    }
  }
  return { classes: [...classes].sort(), elements };
}

/** Pages with the same first screen (the home page in each language) share one sheet. */
const sheets = new Map<string, Promise<string>>();

/** The first screen's CSS for a rendered body, or undefined for a page that keeps the whole stylesheet. */
export async function firstScreenCss(bodyHtml: string, cssForClasses: CssForClasses): Promise<string | undefined> {
  const screen = firstScreenParts(bodyHtml);
  if (!screen) return undefined;
  const present = { elements: screen.elements, classes: new Set(screen.classes) };
  const alsoRead = readProperties(bodyHtml);
  const key = [screen.classes, [...screen.elements].sort(), [...alsoRead].sort()]
    .map((list) => list.join(" "))
    .join("|");
  if (!sheets.has(key))
    sheets.set(
      key,
      cssForClasses(screen.classes).then((css) =>
        withoutUnreadProperties(withoutRulesForAbsent(css, present), alsoRead),
      ),
    );
  return sheets.get(key);
}

interface GatsbyStyleProps {
  "data-href"?: string;
  "data-identity"?: string;
}

/** Gatsby's inline copy of the stylesheet: <style data-href="/styles.<hash>.css" data-identity="gatsby-global-css">. */
const isGatsbyStylesheet = (component: React.ReactNode): component is React.ReactElement<GatsbyStyleProps> =>
  React.isValidElement<GatsbyStyleProps>(component) && component.props["data-identity"] === "gatsby-global-css";

/**
 * The head with `css` in place of Gatsby's inline stylesheet, and the post-body with a link to
 * the full stylesheet at its end. The style keeps its data-href, so Gatsby's runtime knows the
 * sheet is there and does not add it to the head again. A page without Gatsby's inline
 * stylesheet is refused, naming it: it would otherwise ship without its first-screen CSS.
 */
export function withFirstScreenCss(
  head: React.ReactNode[],
  postBody: React.ReactNode[],
  css: string,
  pathname: string,
): { head: React.ReactNode[]; postBody: React.ReactNode[] } {
  const style = head.find(isGatsbyStylesheet);
  const href = style?.props["data-href"];
  if (!style || !href)
    throw new Error(
      `${pathname}: Gatsby's inline stylesheet (<style data-identity="gatsby-global-css" data-href>) is not among the head components, so the first screen's CSS cannot replace it (src/ssr/first-screen-css.tsx)`,
    );
  const firstScreen = (
    <style
      key="gatsby-global-css"
      data-href={href}
      data-identity="gatsby-global-css"
      data-critical="true"
      dangerouslySetInnerHTML={{ __html: css }}
    />
  );
  return {
    head: head.map((component) => (component === style ? firstScreen : component)),
    postBody: [...postBody, <link key="full-stylesheet" rel="stylesheet" href={href} />],
  };
}
