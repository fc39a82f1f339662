/**
 * Links a text makes to the site's own pages: Markdown targets (inline, with or without a title,
 * and reference definitions, "[c]: /en/kontak/") and href or to attributes, that start with one
 * slash or with the site's own address (origin, "https://www.lintasbatam.example"), as paths.
 */
export function internalLinks(text: string, origin?: string): string[] {
  const target = String.raw`((?:https?://[^\s/)>"']+)?/[^\s)>"']*)`;
  const patterns = [
    new RegExp(String.raw`\]\(\s*<?${target}>?(?:\s+(?:"[^"]*"|'[^']*'|\([^)]*\)))?\s*\)`, "g"),
    new RegExp(String.raw`^ {0,3}\[[^\]]+\]:\s*<?${target}`, "gm"),
    new RegExp(String.raw`\b(?:href|to)=["']${target}["']`, "g"),
  ];
  const own = origin?.replace(/\/$/, "");
  const links: string[] = [];
  for (const pattern of patterns)
    for (const [, link] of text.matchAll(pattern)) {
      if (/^https?:/.test(link)) {
        if (own && link.startsWith(`${own}/`)) links.push(link.slice(own.length));
      } else if (!link.startsWith("//")) links.push(link);
    }
  return links;
}

/**
 * Markdown link targets that are relative paths ("[quote](penawaran/)"): from a page they lead
 * under that page's own address (/en/artikel/<slug>/penawaran/), which is no page. A target with
 * a scheme (https:, mailto:, tel:), a path from the root or a #fragment is not one.
 */
export function relativeLinks(text: string): string[] {
  return [...text.matchAll(/\]\(\s*<?([^\s)>"']+)/g)]
    .map(([, target]) => target)
    .filter((target) => !/^(?:[a-z][a-z0-9+.-]*:|\/|#)/i.test(target));
}
