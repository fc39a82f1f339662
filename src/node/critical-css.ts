import { parse } from "node-html-parser";

// Gatsby inlines the whole stylesheet into every page's <head>. On the home page that is half
// of the first network round trip (about 14.6 KB: the budget for HTML plus inline CSS), for
// rules of sections far below the screen. A page whose first section fills the screen (marked
// data-fills-screen) gets only the CSS of that section and of the elements always on the first
// screen (marked data-first-screen: the site header) inline; the full stylesheet follows at
// the end of <body>, where it does not hold up the first paint of what is above it. The short
// sheet is made by Tailwind from the class names those elements use (tailwind-css.ts).

/** Gatsby's inline copy of the stylesheet: <style data-href="/styles.<hash>.css" ...>css</style>. */
const gatsbyStyle = /<style data-href="([^"]+)" data-identity="gatsby-global-css"( data-critical="true")?>[\s\S]*?<\/style>/;

/**
 * The class names the first screen uses, or undefined when the page has no section that fills
 * the screen (it then keeps the whole stylesheet inline: what shows below its first section is
 * unknown before layout).
 */
export function firstScreenClasses(html: string): string[] | undefined {
  const root = parse(html);
  const fills = root.querySelector("[data-fills-screen]");
  if (!fills) return undefined;
  const classes = new Set<string>();
  for (const part of [fills, ...root.querySelectorAll("[data-first-screen]")]) {
    for (const element of [part, ...part.querySelectorAll("[class]")]) {
      for (const name of (element.getAttribute("class") ?? "").split(/\s+/)) if (name) classes.add(name);
    }
  }
  return [...classes].sort();
}

/**
 * The page with `css` in place of Gatsby's inline stylesheet and a link to the full stylesheet
 * before </body>. The style keeps its data-href, so Gatsby's runtime knows the sheet is there
 * and does not add it to the head again.
 */
export function withCriticalCss(html: string, css: string): string {
  const match = html.match(gatsbyStyle);
  if (!match) throw new Error("no inline Gatsby stylesheet found");
  const href = match[1];
  const style = `<style data-href="${href}" data-identity="gatsby-global-css" data-critical="true">${css}</style>`;
  const withStyle = html.replace(gatsbyStyle, () => style);
  const bodyEnd = withStyle.lastIndexOf("</body>");
  if (bodyEnd < 0) throw new Error("no </body> found");
  return `${withStyle.slice(0, bodyEnd)}<link rel="stylesheet" href="${href}"/>${withStyle.slice(bodyEnd)}`;
}

/** Whether the page's inline stylesheet is already the first-screen one (an earlier build's output Gatsby kept). */
export const hasCriticalCss = (html: string) => html.match(gatsbyStyle)?.[2] !== undefined;
