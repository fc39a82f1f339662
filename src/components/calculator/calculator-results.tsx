import React from "react";
import { useTranslation } from "react-i18next";
import { priceTerms, type FigureLine, type Refused } from "./freight-figures";
import { formatNumber } from "../../shared/facts";
import { wordSpace } from "../../shared/languages";
import type { ShipmentField } from "../../forms/shared/fields";
import type { SeaFigures } from "../../shared/freight-rules";
import { ContainerFitTable } from "./container-fit-table";
import { ResultsPanel } from "./results-panel";
import { useI18next } from "gatsby-plugin-react-i18next";

interface Props {
  titleId: string;
  lines: readonly FigureLine[] | undefined;
  /** Sea freight: the container table under the figures, unless no container takes a piece (the figures say so). */
  sea?: SeaFigures;
  /** Fields with a visible problem; 0 while the visitor is still filling in. */
  errorCount: number;
  /**
   * What the quote form would refuse of the figures (a shipment larger than it takes), with the
   * values it would be filled with; the figures are then not shown. refusalId: where focus goes
   * when the visitor asks for a quote all the same.
   */
  refused?: { problems: readonly Refused[]; shipment: Partial<Record<ShipmentField, string>>; refusalId: string };
}

/** The freight figures, and for sea freight the container table (see ResultsPanel for the live region). */
export function CalculatorResults({ titleId, lines, sea, errorCount, refused }: Props) {
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
        {/* A price (figure and currency code) is left as written by a page translator. */}
        <dd
          translate={line.price ? "no" : undefined}
          className={line.price ? "text-lg font-bold text-brand-900" : "font-semibold text-brand-900"}
        >
          {line.value}
        </dd>
      </div>
    ));
  const refusal = refused && refused.problems.length > 0 && (
    <div id={refused.refusalId} tabIndex={-1} className="space-y-2 text-slate-800" data-results-state="beyond">
      <p>{t("beyond.intro")}</p>
      <ul className="list-disc space-y-1 ps-6 font-semibold text-brand-900">
        {refused.problems.map((problem) => (
          <li key={problem.field} data-beyond={problem.field}>
            {t(`beyond.${problem.field}`, {
              value: refused.shipment[problem.field],
              max: formatNumber(problem.limit, language),
            })}
          </li>
        ))}
      </ul>
      <p>
        {t("beyond.next")}{" "}
        <a href="#quote" className="font-semibold text-brand-700 underline underline-offset-2">
          {t("toQuoteForm")}
        </a>
      </p>
    </div>
  );
  return (
    <ResultsPanel
      ns="calculator"
      titleId={titleId}
      figures={figures}
      errorCount={errorCount}
      refusal={refusal || undefined}
    >
      {/* With a mix of sizes the table shows which size each piece rules out. */}
      {lines && (sea?.fcl || sea?.mixedSizes) && <ContainerFitTable figures={sea} />}
      {lines &&
        priceTerms(lines, language, services).map(({ terms, validUntil }) => (
          <p key={terms} className="mt-4 text-sm text-slate-700" data-terms>
            {terms}
            {validUntil && (
              <>
                {wordSpace(language)}
                <span className="font-semibold">{validUntil}</span>
              </>
            )}
          </p>
        ))}
      <p className="mt-4 text-sm text-slate-700">{t("results.note")}</p>
    </ResultsPanel>
  );
}
