// The one public address of the site, for canonical URLs, hreflang and the sitemap.
// SITE_URL overrides it (for a staging host); Netlify's URL is used when present.
export const siteUrl = (process.env.SITE_URL || process.env.URL || "https://www.lintasbatam.example").replace(
  /\/$/,
  "",
);
