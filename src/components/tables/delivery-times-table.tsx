import React from "react";
import { FactTable } from "./fact-table";
import { useTranslation } from "react-i18next";
import { useI18next } from "gatsby-plugin-react-i18next";
import { deliveryRows } from "./freight-tables";

/** Delivery times from the warehouse to each region (company.json deliveryDays), on the warehouse page. */
export function DeliveryTimesTable() {
  const { t } = useTranslation("deliveryTimes");
  const language = useI18next().language;
  return (
    <FactTable
      id="delivery-times"
      title={t("delivery.title")}
      caption={t("delivery.caption")}
      headers={[t("delivery.region"), t("delivery.time")]}
      rows={deliveryRows(language).map((row) => ({
        key: row.region,
        label: t(`regions.${row.region}`),
        value: t(row.textKey, { days: row.days }),
      }))}
      rowAttribute="data-region"
    />
  );
}
