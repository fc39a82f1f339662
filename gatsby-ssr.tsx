import React from "react";
import type { GatsbySSR } from "gatsby";
import { renderToString } from "react-dom/server";
import { startScript } from "./src/components/layout/start-script";
import { wrapPage } from "./src/components/layout/wrap-page";

// Runs before the first paint: the saved-language redirect.
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHeadComponents }) => {
  setHeadComponents([<script key="start-script" dangerouslySetInnerHTML={{ __html: startScript }} />]);
};

// gatsby-plugin-image puts a <style>, a <noscript> and a <script type="module"> for its
// GatsbyImage component into the head of every page. The site renders its pictures with
// components/picture.tsx instead (the plugin only makes the image files and data), so they
// are dead weight in every page and one more inline script for the CSP to allow.
const unusedImageHead = new Set(["gatsby-image-style", "gatsby-image-style-noscript", "gatsby-image-style-script"]);

export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({ getHeadComponents, replaceHeadComponents }) => {
  const kept = getHeadComponents().filter((c) => !(React.isValidElement(c) && unusedImageHead.has(String(c.key))));
  replaceHeadComponents(kept);
};

export const wrapPageElement: GatsbySSR["wrapPageElement"] = ({ element, props }) => wrapPage({ element, props });

// Gatsby renders pages with React 18's renderToPipeableStream and joins the chunks with
// chunk.toString(). React 18 writes NUL bytes where multi-byte text (Chinese, Japanese) meets
// its 2 KB chunk boundaries (facebook/react#26228, fixed only in React 19), and a character
// split across two chunks becomes U+FFFD. Nothing on the site suspends (HydrateApart's
// boundaries only split hydration), so render each page to one string instead.
export const replaceRenderer: GatsbySSR["replaceRenderer"] = ({ bodyComponent, replaceBodyHTMLString }) => {
  replaceBodyHTMLString(renderToString(bodyComponent as React.ReactElement));
};
