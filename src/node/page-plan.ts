import { defaultLanguage, type LanguageCode } from "../shared/languages";
import {
  formPagePaths,
  legalPaths,
  localizedPath,
  pagePaths,
  servicePath,
  type LegalDoc,
  type PageKey,
} from "../shared/routes";

// Which pages exist: every fixed page and every service page in every language, the legal
// pages (privacy, terms) in every language they are written in, plus one 404 page per
// language, and the forms' quote and received pages. Pure, so the rule is testable without a
// Gatsby build.
type FormPageKey = keyof typeof formPagePaths;
export type Template = PageKey | FormPageKey | "service" | "legal" | "notFound";

export interface PlannedPage {
  template: Template;
  language: LanguageCode;
  /** Path without the language prefix, used by the language switcher and hreflang. */
  originalPath: string;
  path: string;
  /** Client-side catch-all for the 404 pages of prefixed languages. */
  matchPath?: string;
  /** Gatsby node id and slug of the service content (service pages only). */
  serviceId?: string;
  serviceSlug?: string;
  /** Which legal page (legal pages only). */
  legalDoc?: LegalDoc;
  contentFilePath?: string;
}

export interface ServiceContent {
  id: string;
  slug: string;
  language: LanguageCode;
  contentFilePath: string;
}

/** content/legal/<doc>/<language>.mdx */
export interface LegalContent {
  doc: LegalDoc;
  language: LanguageCode;
  contentFilePath: string;
}

export function planPages(
  languages: readonly LanguageCode[],
  services: readonly ServiceContent[],
  legal: readonly LegalContent[] = [],
): PlannedPage[] {
  const pages: PlannedPage[] = [];
  for (const language of languages) {
    for (const template of Object.keys(pagePaths) as PageKey[]) {
      const originalPath = pagePaths[template];
      pages.push({ template, language, originalPath, path: localizedPath(originalPath, language) });
    }
    for (const service of services.filter((s) => s.language === language)) {
      const originalPath = servicePath(service.slug);
      pages.push({
        template: "service",
        language,
        originalPath,
        path: localizedPath(originalPath, language),
        serviceId: service.id,
        serviceSlug: service.slug,
        contentFilePath: service.contentFilePath,
      });
    }
    for (const { doc, contentFilePath } of legal.filter((l) => l.language === language)) {
      const originalPath = legalPaths[doc];
      pages.push({
        template: "legal",
        language,
        originalPath,
        path: localizedPath(originalPath, language),
        legalDoc: doc,
        contentFilePath,
      });
    }
    for (const template of Object.keys(formPagePaths) as FormPageKey[]) {
      const originalPath = formPagePaths[template];
      pages.push({ template, language, originalPath, path: localizedPath(originalPath, language) });
    }
    pages.push({
      template: "notFound",
      language,
      originalPath: "/404/",
      path: localizedPath("/404/", language),
      matchPath: language === defaultLanguage ? undefined : `/${language}/*`,
    });
  }
  return pages;
}
