// The one public address of the site, for canonical URLs, hreflang and the sitemap. SITE_URL
// overrides Netlify's URL (for a staging host). The "Mark as answered" link in the company's mail
// takes Netlify's URL first, the address its function answers on (src/forms/function/mark-answered.ts).
/** Stands in where neither is set (development, tests); launch-check.ts warns a build that publishes it. */
export const placeholderSiteUrl = "https://www.lintasbatam.example";

export const siteUrlOf = (env: Record<string, string | undefined>): string =>
  (env.SITE_URL || env.URL || placeholderSiteUrl).replace(/\/$/, "");

export const siteUrl = siteUrlOf(process.env);
