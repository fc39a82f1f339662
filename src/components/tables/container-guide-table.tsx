import React from "react";
import { FactTable } from "./fact-table";
import { useLanguage, useT } from "../../hooks/use-t";
import { containerRows } from "../../lib/freight-tables";

/** The three container sizes with their usable volume (company.json), on the sea freight page. */
export function ContainerGuideTable() {
  const t = useT("tables");
  const language = useLanguage();
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
