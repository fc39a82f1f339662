import React from "react";
import { useTranslation } from "react-i18next";
import type { DutyLine } from "./duty-figures";
import { ResultsPanel } from "../calculator/results-panel";

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

/** The estimate, each line with its formula in words (see ResultsPanel for the live region). */
export function DutyResults({ titleId, lines, freeTradeZone, errorCount, notice }: Props) {
  const { t } = useTranslation("estimator");
  const figures = lines?.map((line) => (
    <div
      key={line.key}
      className="grid gap-x-4 gap-y-1 py-2 sm:grid-cols-2"
      data-figure={line.key}
      data-exempt={line.exempt ? "" : undefined}
    >
      <dt className="text-slate-700">{line.label}</dt>
      <dd className={line.key === "total" ? "text-lg font-bold text-brand-900" : "font-semibold text-brand-900"}>
        {line.value}
      </dd>
      <dd className="text-sm text-slate-700 sm:col-span-2" data-formula="">
        {line.formula}
      </dd>
    </div>
  ));
  return (
    <ResultsPanel ns="estimator" titleId={titleId} figures={figures} errorCount={errorCount}>
      {freeTradeZone && (
        <p className="mt-4 rounded-lg bg-brand-50 p-4 text-slate-800" data-free-trade-zone="">
          {t("results.freeTradeZone")}
        </p>
      )}
      <p className="mt-4 text-sm font-medium text-slate-800" data-estimate-notice="">
        {notice}
      </p>
    </ResultsPanel>
  );
}
