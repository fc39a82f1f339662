import { existsSync, readFileSync } from "fs";
import path from "path";
import { parse } from "node-html-parser";
import { listFiles, servedPages } from "./built-pages";

// Reads every written page and names each link to a section (#id) of the site that its page does
// not have. The content check knows the site's pages but not their sections: an article's link to
// a tool with its anchor translated (#kalkulator for #calculator), or meant for another service's
// page, opens that page at its top, and the article's "Tools for this" leaves the tool out.

/** The file a site path is served from: a folder's index.html. */
const fileOf = (urlPath: string) => (urlPath.endsWith("/") ? `${urlPath}index.html` : urlPath).replace(/^\//, "");

/** "page: links to /path/#section, and that page has no section #section" for each such link. */
export function missingSections(publicDir: string): string[] {
  const pages = new Map<string, { links: string[]; ids: Set<string> } | null>();
  const pageAt = (file: string) => {
    if (!pages.has(file)) {
      const full = path.join(publicDir, file);
      const root = existsSync(full) && file.endsWith(".html") ? parse(readFileSync(full, "utf8")) : undefined;
      pages.set(
        file,
        root
          ? {
              links: root.querySelectorAll("a[href*='#']").map((a) => a.getAttribute("href") ?? ""),
              ids: new Set(root.querySelectorAll("[id]").map((element) => element.id)),
            }
          : null,
      );
    }
    return pages.get(file)!;
  };
  const problems: string[] = [];
  for (const file of servedPages(listFiles(publicDir)))
    for (const href of pageAt(file)?.links ?? []) {
      const [target, fragment = ""] = href.split("#", 2);
      // "#" and "#top" lead to the page's top by themselves; another site is not checked here.
      if (fragment === "" || fragment === "top" || (target !== "" && !target.startsWith("/"))) continue;
      const page = pageAt(target === "" ? file : fileOf(target.split("?")[0]));
      if (page && !page.ids.has(decodeURIComponent(fragment)))
        problems.push(`${file}: links to ${href}, and that page has no section #${decodeURIComponent(fragment)}`);
    }
  return problems;
}
