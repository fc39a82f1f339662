import { mkdirSync, writeFileSync } from "fs";
import path from "path";
import { company } from "../shared/facts";
import { articlePreviewPath } from "../shared/og-images";
import { drawArticlePreview } from "./article-preview";
import { localeFile } from "./locale-file";

// Each article's preview image for link previews (WhatsApp, LinkedIn, search), drawn from its
// title in its language when pages are made, so that development shows them too.

interface PreviewedArticle {
  slug: string;
  language: string;
  title: string;
  kind: string;
}

/** The kind's name in the article's language (content/locales/<language>/articles.json). */
const kindLabel = (language: string, kind: string) =>
  localeFile<{ kind: Record<string, string> }>(language, "articles").kind[kind] ?? kind;

export async function writeArticlePreviews(publicDir: string, articles: readonly PreviewedArticle[]): Promise<void> {
  for (const article of articles) {
    const file = path.join(publicDir, articlePreviewPath(article.slug, article.language));
    mkdirSync(path.dirname(file), { recursive: true });
    const png = await drawArticlePreview({
      title: article.title,
      language: article.language,
      label: kindLabel(article.language, article.kind),
      siteName: company.brand,
    });
    writeFileSync(file, png);
  }
}
