import React from "react";
import { FactTable } from "./fact-table";
import { useLanguage, useT } from "../../hooks/use-t";
import { deliveryRows } from "../../lib/freight-tables";

/** Delivery times from the warehouse to each region (company.json deliveryDays), on the warehouse page. */
export function DeliveryTimesTable() {
  const t = useT("calculator");
  const language = useLanguage();
  return (
    <FactTable
      id="delivery-times"
      title={t("tables.delivery.title")}
      caption={t("tables.delivery.caption")}
      headers={[t("tables.delivery.region"), t("tables.delivery.time")]}
      rows={deliveryRows(language).map((row) => ({
        key: row.region,
        label: t(`tables.regions.${row.region}`),
        value: t(row.textKey, { days: row.days }),
      }))}
      rowAttribute="data-region"
    />
  );
}
