const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Links a text makes to the site's own pages: Markdown targets (inline, with or without a title,
 * and reference definitions, "[c]: /en/kontak/") and href or to attributes, that start with one
 * slash or with the site's own address (origin, "https://www.lintasbatam.example"), as paths.
 */
export function internalLinks(text: string, origin?: string): string[] {
  const own = origin ? `(?:${escaped(origin.replace(/\/$/, ""))})?` : "";
  const path = `${own}(\\/[^\\s)>"']*)`;
  const patterns = [
    new RegExp(`\\]\\(\\s*<?${path}>?(?:\\s+(?:"[^"]*"|'[^']*'|\\([^)]*\\)))?\\s*\\)`, "g"),
    new RegExp(`^ {0,3}\\[[^\\]]+\\]:\\s*<?${path}`, "gm"),
    new RegExp(`\\b(?:href|to)=["']${path}["']`, "g"),
  ];
  const links: string[] = [];
  for (const pattern of patterns) for (const m of text.matchAll(pattern)) if (!m[1].startsWith("//")) links.push(m[1]);
  return links;
}
