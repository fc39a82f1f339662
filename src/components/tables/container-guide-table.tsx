import React from "react";
import { FactTable } from "./fact-table";
import { useTranslation } from "react-i18next";
import { useI18next } from "gatsby-plugin-react-i18next";
import { containerRows } from "./freight-tables";

/** The three container sizes with their capacity (internal volume, company.json), on the sea freight page. */
export function ContainerGuideTable() {
  const { t } = useTranslation("tables");
  const language = useI18next().language;
  return (
    <FactTable
      id="containers"
      title={t("containers.title")}
      caption={t("containers.caption")}
      headers={[t("containers.type"), t("containers.volume")]}
      rows={containerRows(language).map((row) => ({
        key: row.key,
        label: t(`containers.${row.key}`),
        value: t("containers.volumeValue", { cbm: row.cbm }),
      }))}
      rowAttribute="data-container"
      note={t("containers.note")}
    />
  );
}
