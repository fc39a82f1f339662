import React from "react";
import id from "../../../content/locales/id/common.json";
import en from "../../../content/locales/en/common.json";
import zh from "../../../content/locales/zh/common.json";
import ja from "../../../content/locales/ja/common.json";
import { defaultLanguage, isLanguageCode, type LanguageCode } from "../../lib/languages";
import { localizedPath, pagePaths } from "../../lib/routes";

// The error page must not depend on the page's strings (their data may be what failed), so it
// reads its few strings straight from the common locale files.
const strings: Record<LanguageCode, typeof id.error> = { id: id.error, en: en.error, zh: zh.error, ja: ja.error };

interface Props {
  language: LanguageCode | undefined;
  status?: number;
  message: string;
}

/** "Unexpected Application Error!" with the status and the error's message, in the page's language. */
export function AppError({ language, status = 500, message }: Props) {
  const code = isLanguageCode(language) ? language : defaultLanguage;
  const s = strings[code];
  return (
    <main id="main" className="mx-auto max-w-2xl px-6 py-24 text-brand-900">
      <h1 className="text-3xl font-bold">{s.title}</h1>
      <p className="mt-4 text-xl font-semibold" data-testid="error-status">
        {status} {status === 404 ? s.notFound : s.internal}
      </p>
      <p className="mt-2 text-slate-700">{s.description}</p>
      <pre className="mt-4 overflow-x-auto whitespace-pre-wrap rounded-lg bg-brand-50 p-4 text-sm" data-testid="error-message">
        {message}
      </pre>
      <a href={localizedPath(pagePaths.home, code)} className="mt-8 inline-block rounded-lg bg-brand-800 px-5 py-3 font-semibold text-white hover:bg-brand-700">
        {s.home}
      </a>
    </main>
  );
}
