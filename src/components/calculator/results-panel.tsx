import React from "react";
import { useTranslation } from "react-i18next";

interface Props {
  /** Whose strings (results.title, results.empty, results.invalid) and data attribute: data-<ns>-results. */
  ns: "calculator" | "estimator";
  titleId: string;
  /** The figures' rows (<div><dt/><dd/></div>), or undefined until every field holds a valid number. */
  figures: React.ReactNode | undefined;
  /** Fields with a visible problem; 0 while the visitor is still filling in. */
  errorCount: number;
  /** What follows the figures (tables, notes). */
  children?: React.ReactNode;
}

/**
 * The results of the freight calculator and of the customs estimator, in a live region so a
 * screen reader hears them change. Until every field holds a valid number it says what is
 * missing instead; no NaN or partial total ever shows.
 */
export function ResultsPanel({ ns, titleId, figures, errorCount, children }: Props) {
  const { t } = useTranslation(ns);
  return (
    <section
      aria-labelledby={titleId}
      className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-brand-100"
      {...{ [`data-${ns}-results`]: "" }}
    >
      <h3 id={titleId} className="text-xl font-bold text-brand-900">
        {t("results.title")}
      </h3>
      <div role="status" aria-live="polite" className="mt-4">
        {figures === undefined ? (
          <p className="text-slate-700" data-results-state={errorCount > 0 ? "invalid" : "empty"}>
            {errorCount > 0 ? t("results.invalid", { count: errorCount }) : t("results.empty")}
          </p>
        ) : (
          <dl className="divide-y divide-brand-100" data-results-state="ready">
            {figures}
          </dl>
        )}
      </div>
      {children}
    </section>
  );
}
