import React from "react";
import { useTranslation } from "react-i18next";
import { priceTerms, type FigureLine } from "./freight-figures";
import type { SeaFigures } from "../../shared/freight-rules";
import { ContainerFitTable } from "./container-fit-table";
import { ResultsPanel } from "./results-panel";
import { useI18next } from "gatsby-plugin-react-i18next";

interface Props {
  titleId: string;
  lines: readonly FigureLine[] | undefined;
  /** Sea freight: the container table under the figures. */
  sea?: SeaFigures;
  /** Fields with a visible problem; 0 while the visitor is still filling in. */
  errorCount: number;
}

/** The freight figures, and for sea freight the container table (see ResultsPanel for the live region). */
export function CalculatorResults({ titleId, lines, sea, errorCount }: Props) {
  const { t } = useTranslation("calculator");
  // Where a price applies, in the pricing cards' words: "services" is in every service page's data.
  const { t: services } = useTranslation("services");
  const language = useI18next().language;
  const figures = lines
    ?.filter((line) => line.key !== "containers")
    .map((line) => (
      <div key={line.key} className="grid gap-1 py-2 sm:grid-cols-2 sm:gap-4" data-figure={line.key}>
        <dt className="text-slate-700">
          {line.label}
          {line.scope && (
            <>
              {" "}
              <span
                className="mt-1 block w-fit rounded-full bg-brand-50 px-3 py-0.5 text-sm font-semibold text-brand-800"
                data-scope={line.scope}
              >
                {services(`price.scope.${line.scope}`)}
              </span>
            </>
          )}
        </dt>
        <dd className={line.price ? "text-lg font-bold text-brand-900" : "font-semibold text-brand-900"}>
          {line.value}
        </dd>
      </div>
    ));
  return (
    <ResultsPanel ns="calculator" titleId={titleId} figures={figures} errorCount={errorCount}>
      {lines && sea && <ContainerFitTable figures={sea} />}
      {lines &&
        priceTerms(lines, language, services).map(({ terms, validUntil }) => (
          <p key={terms} className="mt-4 text-sm text-slate-700" data-terms>
            {terms} {validUntil && <span className="font-semibold">{validUntil}</span>}
          </p>
        ))}
      <p className="mt-4 text-sm text-slate-700">{t("results.note")}</p>
    </ResultsPanel>
  );
}
