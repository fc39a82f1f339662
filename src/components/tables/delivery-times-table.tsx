import React from "react";
import { useLanguage, useT } from "../../hooks/use-t";
import { deliveryRows } from "../../lib/freight-tables";
import { cellClass, headClass, tableClass } from "./table-styles";

/** Delivery times from the warehouse to each region (company.json deliveryDays), on the warehouse page. */
export function DeliveryTimesTable() {
  const t = useT("calculator");
  const language = useLanguage();
  return (
    <section id="delivery-times" aria-labelledby="delivery-times-title" className="bg-white py-16">
      <div className="mx-auto max-w-3xl px-4">
        <h2 id="delivery-times-title" className="text-center text-3xl font-bold text-brand-900">{t("tables.delivery.title")}</h2>
        <div className="mt-8 overflow-x-auto">
          <table className={tableClass} data-table="delivery-times">
            <caption className="mb-3 text-left text-slate-700">{t("tables.delivery.caption")}</caption>
            <thead>
              <tr>
                <th scope="col" className={headClass}>{t("tables.delivery.region")}</th>
                <th scope="col" className={headClass}>{t("tables.delivery.time")}</th>
              </tr>
            </thead>
            <tbody>
              {deliveryRows(language).map((row) => (
                <tr key={row.region} data-region={row.region}>
                  <th scope="row" className={`${cellClass} font-semibold`}>{t(`tables.regions.${row.region}`)}</th>
                  <td className={cellClass}>{t(row.textKey, { days: row.days })}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </section>
  );
}
