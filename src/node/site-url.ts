// The one public address of the site, for canonical URLs, hreflang, the sitemap and the links in
// the company's mail. SITE_URL overrides it (for a staging host); Netlify's URL is used when present.
export const siteUrlOf = (env: Record<string, string | undefined>): string =>
  (env.SITE_URL || env.URL || "https://www.lintasbatam.example").replace(/\/$/, "");

export const siteUrl = siteUrlOf(process.env);
