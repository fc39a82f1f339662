import React from "react";
import { company } from "../shared/facts";
import { themeColor } from "../shared/theme";

/**
 * The head tags that are the same on every page. Gatsby's onRenderBody writes them into each
 * page's HTML, where they stay through client-side navigation; unlike the page's Head
 * (src/components/seo.tsx), they are not part of the pages' JavaScript.
 */
export const siteHead = [
  <meta key="theme-color" name="theme-color" content={themeColor} />,
  <link key="icon" rel="icon" href="/favicon.svg" type="image/svg+xml" />,
  <link key="apple-touch-icon" rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />,
  <link key="manifest" rel="manifest" href="/site.webmanifest" />,
  <meta key="og:site_name" property="og:site_name" content={company.brand} />,
  <meta key="twitter:card" name="twitter:card" content="summary_large_image" />,
];
