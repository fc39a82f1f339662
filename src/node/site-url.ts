// The one public address of the site, for canonical URLs, hreflang, the sitemap and the links in
// the company's mail. SITE_URL overrides it (for a staging host); Netlify's URL is used when present.
/** Stands in where neither is set (development, tests); launch-check.ts warns a build that publishes it. */
export const placeholderSiteUrl = "https://www.lintasbatam.example";

export const siteUrlOf = (env: Record<string, string | undefined>): string =>
  (env.SITE_URL || env.URL || placeholderSiteUrl).replace(/\/$/, "");

export const siteUrl = siteUrlOf(process.env);
