import { existsSync, readdirSync, readFileSync } from "fs";
import path from "path";
import { parseArticleFrontmatter } from "./article-frontmatter";
import { readMdx } from "./frontmatter-yaml";
import type { ArticleContent } from "./page-plan";

// The article files of a content folder as they are on disk, for the content check and the
// browser tests (the build reads them through Gatsby: src/node/article-nodes.ts).

/**
 * content/articles/<slug>/<language>.mdx: what is there, read once (frontmatter unchecked). A
 * folder inside an article's folder is listed unread; hidden files (.DS_Store) are left out, as
 * Gatsby leaves them.
 */
export function articleFiles(contentDir: string) {
  const dir = path.join(contentDir, "articles");
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .flatMap((d) =>
      readdirSync(path.join(dir, d.name), { withFileTypes: true })
        .filter((entry) => !entry.name.startsWith("."))
        .map((entry) => {
          const file = path.join(dir, d.name, entry.name);
          const folder = entry.isDirectory();
          return {
            slug: d.name,
            name: entry.name,
            file,
            folder,
            language: entry.name.replace(/\.mdx$/, ""),
            ...(folder ? { parsed: undefined, broken: undefined } : readMdx(readFileSync(file, "utf8"))),
          };
        }),
    );
}

/** Whether two language files of an article name the same services, in any order: they are the article's. */
export const sameServices = (a: readonly string[], b: readonly string[]): boolean =>
  [...a].sort().join() === [...b].sort().join();

/** The articles a production build publishes: valid frontmatter, not a draft, in a known language. */
export function publishedArticles(contentDir: string, languages: readonly string[]): ArticleContent[] {
  return articleFiles(contentDir).flatMap(({ slug, language, file, parsed }) => {
    const result = parsed && parseArticleFrontmatter(parsed.data, file);
    return result?.ok && !result.data.draft && languages.includes(language)
      ? [{ id: file, slug, language, contentFilePath: file, kind: result.data.kind, services: result.data.services }]
      : [];
  });
}
