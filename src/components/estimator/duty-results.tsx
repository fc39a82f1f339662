import React from "react";
import { useTranslation } from "react-i18next";
import type { DutyLine } from "../../lib/duty-figures";

interface Props {
  titleId: string;
  lines: readonly DutyLine[] | undefined;
  /** The goods go into the Batam free trade zone: its exemptions are explained. */
  freeTradeZone: boolean;
  /** Fields with a visible problem; 0 while the visitor is still filling in. */
  errorCount: number;
  /** That this is an estimate and the customs office's assessment decides. */
  notice: string;
}

/**
 * The estimate, each line with its formula in words, in a live region so a screen reader
 * hears it change. Until every field holds a valid number it says what is missing instead.
 */
export function DutyResults({ titleId, lines, freeTradeZone, errorCount, notice }: Props) {
  const { t } = useTranslation("estimator");
  return (
    <section aria-labelledby={titleId} className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-brand-100" data-estimator-results="">
      <h3 id={titleId} className="text-xl font-bold text-brand-900">
        {t("results.title")}
      </h3>
      <div role="status" aria-live="polite" className="mt-4">
        {!lines ? (
          <p className="text-slate-700" data-results-state={errorCount > 0 ? "invalid" : "empty"}>
            {errorCount > 0 ? t("results.invalid", { count: errorCount }) : t("results.empty")}
          </p>
        ) : (
          <dl className="divide-y divide-brand-100" data-results-state="ready">
            {lines.map((line) => (
              <div key={line.key} className="grid gap-x-4 gap-y-1 py-2 sm:grid-cols-2" data-figure={line.key} data-exempt={line.exempt ? "" : undefined}>
                <dt className="text-slate-700">{line.label}</dt>
                <dd className={line.key === "total" ? "text-lg font-bold text-brand-900" : "font-semibold text-brand-900"}>{line.value}</dd>
                <dd className="text-sm text-slate-700 sm:col-span-2" data-formula="">
                  {line.formula}
                </dd>
              </div>
            ))}
          </dl>
        )}
      </div>
      {freeTradeZone && (
        <p className="mt-4 rounded-lg bg-brand-50 p-4 text-slate-800" data-free-trade-zone="">
          {t("results.freeTradeZone")}
        </p>
      )}
      <p className="mt-4 text-sm font-medium text-slate-800" data-estimate-notice="">
        {notice}
      </p>
    </section>
  );
}
