import React, { useEffect, useState } from "react";
import { knownLanguage, type LanguageCode } from "../../shared/languages";
import { localizedPath, pagePaths } from "../../shared/routes";
import type { ErrorTexts } from "./error-texts";

// The error page renders outside the page's i18next provider (which may be what failed), so
// it loads its few strings (common.json's "error") itself, only when an error is shown: none of
// them in any page's JavaScript.
const loadTexts = (language: LanguageCode): Promise<ErrorTexts> =>
  import(/* webpackChunkName: "error-texts" */ "./error-texts").then((m) => m.errorTexts(language));

interface Props {
  language: LanguageCode | undefined;
  status?: number;
  message: string;
}

/** "Unexpected Application Error!" with the status and the error's message, in the page's language. */
export function AppError({ language, status = 500, message }: Props) {
  const code = knownLanguage(language);
  const [texts, setTexts] = useState<ErrorTexts | null>(null);
  useEffect(() => {
    let live = true;
    loadTexts(code).then(
      (t) => live && setTexts(t),
      (error: unknown) =>
        console.warn(`The error page's texts (content/locales/${code}/common.json) could not be loaded`, error),
    );
    return () => {
      live = false;
    };
  }, [code]);
  return (
    <main id="main" className="mx-auto max-w-2xl px-6 py-24 text-brand-900">
      <h1 className="text-3xl font-bold">{texts?.title}</h1>
      <p className="mt-4 text-xl font-semibold" data-testid="error-status">
        {status} {texts && (status === 404 ? texts.notFound : texts.internal)}
      </p>
      <p className="mt-2 text-slate-700">{texts?.description}</p>
      <pre
        className="mt-4 overflow-x-auto whitespace-pre-wrap rounded-lg bg-brand-50 p-4 text-sm"
        data-testid="error-message"
      >
        {message}
      </pre>
      <a
        href={localizedPath(pagePaths.home, code)}
        className="mt-8 inline-block rounded-lg bg-brand-800 px-5 py-3 font-semibold text-white hover:bg-brand-700"
      >
        {texts?.home}
      </a>
    </main>
  );
}
