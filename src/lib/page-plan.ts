import { defaultLanguage, type LanguageCode } from "./languages";
import { localizedPath, pagePaths, servicePath, type PageKey } from "./routes";

// Which pages exist: every fixed page and every service page in every language, plus
// one 404 page per language. Pure, so the rule is testable without a Gatsby build.
export type Template = PageKey | "service" | "notFound";

export interface PlannedPage {
  template: Template;
  language: LanguageCode;
  /** Path without the language prefix, used by the language switcher and hreflang. */
  originalPath: string;
  path: string;
  /** Client-side catch-all for the 404 pages of prefixed languages. */
  matchPath?: string;
  /** Gatsby node id of the service content (service pages only). */
  serviceId?: string;
  contentFilePath?: string;
}

export interface ServiceContent {
  id: string;
  slug: string;
  language: LanguageCode;
  contentFilePath: string;
}

export function planPages(
  languages: readonly LanguageCode[],
  services: readonly ServiceContent[],
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
        contentFilePath: service.contentFilePath,
      });
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
