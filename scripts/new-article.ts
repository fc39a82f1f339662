// npm run new:article -- <slug> [--languages id,en] [--kind guide|news] [--services ekspedisi-laut,bea-cukai]
// Writes the draft files of a new article, content/articles/<slug>/<language>.mdx, and never
// overwrites one (CONTRIBUTING.md, "Publishing an article"). What the files say is worked out by
// scripts/lib/new-article.ts; NEW_ARTICLE_CONTENT_DIR puts them under another content folder (tests).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "fs";
import path from "path";
import { articleFiles, nextSteps, parseNewArticleArgs, refuseExisting, type ExistingArticle } from "./lib/new-article";
import { readMdx } from "../src/node/frontmatter-yaml";
import { articleKinds, type ArticleKind } from "../src/shared/articles";
import { languageCodes } from "../src/shared/languages";

const root = path.resolve(__dirname, "..");
const contentDir = path.resolve(process.env.NEW_ARTICLE_CONTENT_DIR || path.join(root, "content"));
/** A file as the editor reads it: content/articles/... from the project, its full path elsewhere. */
function where(relative: string): string {
  const shown = path.relative(process.cwd(), path.join(contentDir, relative));
  return shown.startsWith("..") || path.isAbsolute(shown) ? path.join(contentDir, relative) : shown;
}

/** The article's first language file (in the order of content/languages.json) that names its kind and services. */
function existingArticle(slug: string): ExistingArticle | undefined {
  for (const language of languageCodes) {
    const relative = `articles/${slug}/${language}.mdx`;
    const file = path.join(contentDir, relative);
    const data = existsSync(file) ? readMdx(readFileSync(file, "utf8")).parsed?.data : undefined;
    const { kind, services } = (data ?? {}) as Record<string, unknown>;
    if (
      (articleKinds as readonly unknown[]).includes(kind) &&
      Array.isArray(services) &&
      services.every((s) => typeof s === "string")
    )
      return { file: where(relative), kind: kind as ArticleKind, services };
  }
  return undefined;
}

function main(): number {
  const parsed = parseNewArticleArgs(process.argv.slice(2), existingArticle, process.env);
  if (!parsed.ok) {
    console.error(parsed.error);
    return 1;
  }
  const files = articleFiles({ ...parsed.value, today: new Date() });
  const refused = refuseExisting(
    files,
    (f) => existsSync(path.join(contentDir, f.path)),
    (f) => where(f.path),
  );
  if (refused) {
    console.error(refused);
    return 1;
  }
  const written: string[] = [];
  for (const file of files) {
    const target = path.join(contentDir, file.path);
    mkdirSync(path.dirname(target), { recursive: true });
    // "wx": fails rather than overwrite a file written since the check above.
    writeFileSync(target, file.contents, { flag: "wx" });
    written.push(where(file.path));
  }
  console.log(nextSteps(parsed.value, written));
  return 0;
}

try {
  process.exitCode = main();
} catch (error) {
  console.error(`new:article failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
