import React from "react";
import type { GatsbySSR } from "gatsby";
import { startScript } from "./src/components/layout/start-script";
import { wrapPage } from "./src/components/layout/wrap-page";

// Runs before the first paint: html.js for the reveal styles and the saved-language redirect.
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHeadComponents }) => {
  setHeadComponents([<script key="start-script" dangerouslySetInnerHTML={{ __html: startScript }} />]);
};

export const wrapPageElement: GatsbySSR["wrapPageElement"] = ({ element, props }) => wrapPage({ element, props });
