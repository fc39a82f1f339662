import React from "react";
import { useTranslation } from "react-i18next";
import type { FigureLine } from "../../lib/freight-figures";
import type { SeaFigures } from "../../lib/freight-calculator";
import { ContainerFitTable } from "./container-fit-table";

interface Props {
  titleId: string;
  lines: readonly FigureLine[] | undefined;
  /** Sea freight: the container table under the figures. */
  sea?: SeaFigures;
  /** Fields with a visible problem; 0 while the visitor is still filling in. */
  errorCount: number;
}

/**
 * The figures, in a live region so a screen reader hears them change. Until every field
 * holds a valid number it says what is missing instead; no NaN or partial total ever shows.
 */
export function CalculatorResults({ titleId, lines, sea, errorCount }: Props) {
  const { t } = useTranslation("calculator");
  return (
    <section aria-labelledby={titleId} className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-brand-100" data-calculator-results="">
      <h3 id={titleId} className="text-xl font-bold text-brand-900">{t("results.title")}</h3>
      <div role="status" aria-live="polite" className="mt-4">
        {!lines ? (
          <p className="text-slate-700" data-results-state={errorCount > 0 ? "invalid" : "empty"}>
            {errorCount > 0 ? t("results.invalid", { count: errorCount }) : t("results.empty")}
          </p>
        ) : (
          <dl className="divide-y divide-brand-100" data-results-state="ready">
            {lines
              .filter((line) => line.key !== "containers")
              .map((line) => (
                <div key={line.key} className="grid gap-1 py-2 sm:grid-cols-2 sm:gap-4" data-figure={line.key}>
                  <dt className="text-slate-700">{line.label}</dt>
                  <dd className={line.price ? "text-lg font-bold text-brand-900" : "font-semibold text-brand-900"}>{line.value}</dd>
                </div>
              ))}
          </dl>
        )}
      </div>
      {lines && sea && <ContainerFitTable figures={sea} />}
      <p className="mt-4 text-sm text-slate-700">{t("results.note")}</p>
    </section>
  );
}
