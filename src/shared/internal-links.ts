/** Links a text makes to the site's own pages: Markdown targets and href or to attributes that start with one slash. */
export function internalLinks(text: string): string[] {
  const links: string[] = [];
  for (const m of text.matchAll(/\]\((\/[^)\s]*)\)|\b(?:href|to)=["'](\/[^"']*)["']/g)) {
    const link = m[1] ?? m[2];
    if (!link.startsWith("//")) links.push(link);
  }
  return links;
}
