import { company, formatFact } from "../../shared/facts";
import type { LanguageCode } from "../../shared/languages";
import { containerKeys, type ContainerKey } from "../../shared/containers";

// Rows of the delivery-time table (warehouse page) and the container guide (sea freight
// page), straight from content/company.json, so a changed fact changes the table.

type DeliveryRegion = keyof typeof company.deliveryDays;
const deliveryRegions = Object.keys(company.deliveryDays) as DeliveryRegion[];

export interface DeliveryRow {
  region: DeliveryRegion;
  /** Locale key (calculator namespace) and its variables for the time column. */
  textKey: "delivery.sameOrNextDay" | "delivery.workingDays";
  days: string;
}

/** "0-1" reads "same or next day"; any other range "1–2 working days". */
export function deliveryRows(language: LanguageCode): DeliveryRow[] {
  return deliveryRegions.map((region) => {
    const range = company.deliveryDays[region];
    return {
      region,
      textKey: /^0-1$/.test(range) ? "delivery.sameOrNextDay" : "delivery.workingDays",
      days: formatFact(`deliveryDays.${region}`, language),
    };
  });
}

export interface ContainerRow {
  key: ContainerKey;
  cbm: string;
}

export function containerRows(language: LanguageCode): ContainerRow[] {
  return containerKeys.map((key) => ({ key, cbm: formatFact(`sea.containers.${key}.cbm`, language) }));
}
