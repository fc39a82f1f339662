import React, { useId } from "react";
import { useTranslation } from "react-i18next";
import { useI18next } from "gatsby-plugin-react-i18next";
import { formatNumber } from "../../shared/facts";
import type { SeaFigures } from "../../shared/freight-rules";
import { formatDecimal } from "./freight-figures";
import { cellClass, headClass, tableClass } from "../tables/table-styles";
import { useScrollBoxFocus } from "../tables/use-scroll-box-focus";

/**
 * Which of the three containers (company.json) take every piece and hold the calculated volume,
 * and how many. A type a piece does not go into says so instead of a number.
 */
export function ContainerFitTable({ figures }: { figures: SeaFigures }) {
  const { t } = useTranslation("calculator");
  // Container names are the container guide's (the "tables" strings the calculator loads too).
  const { t: names } = useTranslation("tables");
  const language = useI18next().language;
  const captionId = useId();
  // On a phone the table is wider than the screen: it scrolls in its box, which then takes focus so keys scroll it.
  const focus = useScrollBoxFocus();
  return (
    <div role="region" aria-labelledby={captionId} {...focus} className="mt-6 overflow-x-auto">
      <table className={tableClass} data-container-fit="">
        <caption id={captionId} className="mb-2 text-left font-semibold text-brand-900">
          {t("sea.fitTable.caption")}
        </caption>
        <thead>
          <tr>
            <th scope="col" className={headClass}>
              {t("sea.fitTable.container")}
            </th>
            <th scope="col" className={headClass}>
              {t("sea.fitTable.volume")}
            </th>
            <th scope="col" className={headClass}>
              {t("sea.fitTable.needed")}
            </th>
            <th scope="col" className={headClass}>
              {t("sea.fitTable.fitsInOne")}
            </th>
          </tr>
        </thead>
        <tbody>
          {figures.containers.map((c) => (
            <tr key={c.key} data-container={c.key}>
              <th scope="row" className={`${cellClass} font-semibold`}>
                {names(`containers.${c.key}`)}
              </th>
              <td className={cellClass}>
                {t("results.cbmValue", { value: formatDecimal(c.capacityCbm, language, 3) })}
              </td>
              <td className={cellClass}>
                {c.takesEveryPiece ? formatNumber(c.count, language) : t("sea.fitTable.pieceTooLarge")}
              </td>
              <td className={cellClass}>{t(c.fitsInOne ? "sea.fitTable.yes" : "sea.fitTable.no")}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-2 text-sm text-slate-700">{t("sea.fitNote")}</p>
    </div>
  );
}
