import React from "react";
import { fieldNames } from "../shared/fields";
import { problemKey, type FieldProblem, type InvalidField } from "../shared/problems";
import type { i18n as I18n } from "i18next";
import { useTranslation } from "react-i18next";
import type { LanguageCode } from "../../shared/languages";
import type { Problems } from "./form-session";

// Why a field is refused, in words, as the GOV.UK Design System does it: the reason under
// the field (tied to it by aria-describedby), and a summary above the form that links to
// each refused field, with the same words in both. Part of the forms' lazy part; the page
// renders them through ./lazy-field-errors.tsx.

// What a form shows only after Send, the reasons and the notices of a send
// (content/locales/<language>/formResults.json), is in no page's data: all languages' texts
// come with this chunk (webpackMode eager), which loads before there is anything to show. The
// parts of form.json that pages leave out of their data for the same reason (notices, reasons,
// other ways to reach us: src/node/page-namespaces.ts) load beside it, the page's language only,
// and join the page's i18next instance.
const loadedTexts = new Map<LanguageCode, object>();
export const loadResultTexts = (i18n: I18n) => {
  const language = i18n.language as LanguageCode;
  return Promise.all([
    import(/* webpackMode: "eager" */ `../../../content/locales/${language}/formResults.json`),
    import(/* webpackChunkName: "form-texts-[request]" */ `../../../content/locales/${language}/form.json`),
  ]).then(([results, form]) => {
    loadedTexts.set(language, results.default);
    i18n.addResourceBundle(language, "form", form.default, true, false);
  });
};

/**
 * A formResults.json text through the page's i18next instance, which gets the namespace
 * added once loaded (each page visited has a new instance); the form calls it only once
 * loadResultTexts is done.
 */
export function resultText(i18n: I18n, key: string, variables?: Record<string, unknown>): string {
  const texts = loadedTexts.get(i18n.language);
  if (texts && !i18n.hasResourceBundle(i18n.language, "formResults"))
    i18n.addResourceBundle(i18n.language, "formResults", texts);
  return i18n.t(key, { ns: "formResults", ...variables });
}

/** Focuses a refused field, first opening the closed "Shipment details" part it may be in. */
export function focusRefusedField(field: HTMLElement | null | undefined) {
  field?.closest("details")?.setAttribute("open", "");
  field?.focus();
}

function useProblemTexts() {
  const { i18n } = useTranslation();
  const text = (key: string, variables?: Record<string, unknown>) => resultText(i18n, key, variables);
  return {
    title: () => text("summaryTitle"),
    of: (problem: FieldProblem) => text(problemKey(problem), { max: problem.limit, min: problem.limit }),
  };
}

export function FieldError({ problem, id }: { problem: FieldProblem; id: string }) {
  const { t } = useTranslation("form");
  const texts = useProblemTexts();
  return (
    <p id={id} className="mt-1 text-sm font-semibold text-red-700" data-field-error={problem.reason}>
      <span className="sr-only">{t("notices.errorTitle")}: </span>
      {texts.of(problem)}
    </p>
  );
}

const order = (): readonly InvalidField[] => [...fieldNames(), "consent"];

export function ErrorSummary({ problems, idPrefix }: { problems: Problems; idPrefix: string }) {
  const texts = useProblemTexts();
  const listed = order().flatMap((field) => problems.get(field) ?? []);
  // Focus the field itself, not just scroll to it (links to ids only scroll).
  const focusField = (event: React.MouseEvent<HTMLAnchorElement>, field: InvalidField) => {
    const el = document.getElementById(`${idPrefix}-${field}`);
    if (!el) return;
    event.preventDefault();
    focusRefusedField(el);
    el.scrollIntoView({ block: "center" });
  };
  return (
    <div
      className="rounded-md border-2 border-red-700 bg-white p-4 sm:col-span-2"
      aria-labelledby={`${idPrefix}-error-summary`}
      role="group"
      data-error-summary=""
    >
      <h3 id={`${idPrefix}-error-summary`} className="font-bold text-red-800">
        {texts.title()}
      </h3>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
        {listed.map((problem) => (
          <li key={problem.field}>
            <a
              href={`#${idPrefix}-${problem.field}`}
              onClick={(e) => focusField(e, problem.field)}
              className="font-semibold text-red-800 underline underline-offset-2"
            >
              {texts.of(problem)}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
