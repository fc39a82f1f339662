import React from "react";
import { useLanguage, useT } from "../../hooks/use-t";
import { containerRows } from "../../lib/freight-tables";
import { cellClass, headClass, tableClass } from "./table-styles";

/** The three container sizes with their usable volume (company.json), on the sea freight page. */
export function ContainerGuideTable() {
  const t = useT("calculator");
  const language = useLanguage();
  return (
    <section id="containers" aria-labelledby="containers-title" className="bg-white py-16">
      <div className="mx-auto max-w-3xl px-4">
        <h2 id="containers-title" className="text-center text-3xl font-bold text-brand-900">{t("tables.containers.title")}</h2>
        <div className="mt-8 overflow-x-auto">
          <table className={tableClass} data-table="containers">
            <caption className="mb-3 text-left text-slate-700">{t("tables.containers.caption")}</caption>
            <thead>
              <tr>
                <th scope="col" className={headClass}>{t("tables.containers.type")}</th>
                <th scope="col" className={headClass}>{t("tables.containers.volume")}</th>
              </tr>
            </thead>
            <tbody>
              {containerRows(language).map((row) => (
                <tr key={row.key} data-container={row.key}>
                  <th scope="row" className={`${cellClass} font-semibold`}>{t(`containers.${row.key}`)}</th>
                  <td className={cellClass}>{t("tables.containers.volumeValue", { cbm: row.cbm })}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className="mt-4 text-slate-700">{t("tables.containers.note")}</p>
      </div>
    </section>
  );
}
