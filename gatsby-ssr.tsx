import React from "react";
import type { GatsbySSR } from "gatsby";
import { renderToString } from "react-dom/server";
import { wrapPage } from "./src/components/layout/wrap-page";
import { finishPage, prepareFirstScreenCss, type BuildFacts } from "./src/ssr/finish-page";
import { cssForClasses } from "./src/node/tailwind-css";
import { siteHead } from "./src/ssr/site-head";
import { failedMdxBodies } from "./src/ssr/failed-mdx-bodies";
import { prefixedLanguageCodes } from "./src/shared/languages";

// The browser build's scripts and the site's stylesheet, given by gatsby-node.ts when it builds
// this renderer; null under `gatsby develop`, whose pages keep Gatsby's own scripts and styles.
declare const __BUILD_FACTS__: BuildFacts | null;
const buildFacts = (): BuildFacts | null => (typeof __BUILD_FACTS__ === "undefined" ? null : __BUILD_FACTS__);
// The saved-language redirect, compiled by gatsby-node.ts from src/inline-scripts/.
declare const __SAVED_LANGUAGE_REDIRECT__: string;

// The head tags the same on every page, and the saved-language redirect, which runs before the
// first paint. The redirect acts only on an unprefixed (default-language) path, so a page under
// another language's prefix goes without it: a page is only ever served under its own prefix
// (public/_redirects sends each prefix's unknown paths to that language's 404 page).
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ pathname, setHeadComponents }) => {
  const redirects = !prefixedLanguageCodes.includes(pathname.split("/")[1]);
  setHeadComponents([
    ...(redirects
      ? [<script key="start-script" dangerouslySetInnerHTML={{ __html: __SAVED_LANGUAGE_REDIRECT__ }} />]
      : []),
    ...siteHead,
  ]);
};

// The page's last touches, on the components Gatsby is about to write (src/ssr/finish-page.ts).
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({
  pathname,
  getHeadComponents,
  replaceHeadComponents,
  getPostBodyComponents,
  replacePostBodyComponents,
}) => {
  const facts = buildFacts();
  if (!facts) return;
  const page = finishPage(
    { pathname, head: getHeadComponents(), postBody: getPostBodyComponents() },
    facts.scriptsLoader,
  );
  replaceHeadComponents(page.head);
  replacePostBodyComponents(page.postBody);
};

export const wrapPageElement: GatsbySSR["wrapPageElement"] = ({ element, props }) => wrapPage({ element, props });

// Gatsby renders pages with React 18's renderToPipeableStream and joins the chunks with
// chunk.toString(). React 18 writes NUL bytes where multi-byte text (Chinese, Japanese) meets
// its chunk boundaries (facebook/react#26228), and a character split across two chunks becomes
// U+FFFD. Nothing on the site suspends (HydrateApart's boundaries only split hydration), so
// render each page to one string instead (docs/architecture.md, "Rendering pages to one
// string"). The body is also where the first screen's classes are read from
// (src/ssr/first-screen-css.tsx).
export const replaceRenderer: GatsbySSR["replaceRenderer"] = async ({
  bodyComponent,
  replaceBodyHTMLString,
  pathname,
}) => {
  const body = renderToString(bodyComponent as React.ReactElement);
  const failed = failedMdxBodies(body);
  if (failed.length > 0)
    throw new Error(
      `${pathname}: the text of ${failed.join(", ")} could not be rendered, so the page would be built without it. ` +
        'MDX runs a {...} in a text as code: write a fact as <Fact name="..." />. npm run check:content names the line.',
    );
  replaceBodyHTMLString(body);
  const facts = buildFacts();
  if (facts) await prepareFirstScreenCss(pathname, body, (classes) => cssForClasses(classes, facts.stylesheet));
};
