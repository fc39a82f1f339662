import React from "react";
import { FactTable } from "./fact-table";
import { useLanguage, useT } from "../../hooks/use-t";
import { containerRows } from "../../lib/freight-tables";

/** The three container sizes with their usable volume (company.json), on the sea freight page. */
export function ContainerGuideTable() {
  const t = useT("calculator");
  const language = useLanguage();
  return (
    <FactTable
      id="containers"
      title={t("tables.containers.title")}
      caption={t("tables.containers.caption")}
      headers={[t("tables.containers.type"), t("tables.containers.volume")]}
      rows={containerRows(language).map((row) => ({
        key: row.key,
        label: t(`containers.${row.key}`),
        value: t("tables.containers.volumeValue", { cbm: row.cbm }),
      }))}
      rowAttribute="data-container"
      note={t("tables.containers.note")}
    />
  );
}
