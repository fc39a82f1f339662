import { company, formatFact } from "../../src/shared/facts";
import type { LanguageCode } from "../../src/shared/languages";
import { pagePaths, servicePath } from "../../src/shared/routes";
import { localeText } from "./site";

// Every business constant of the specification, on the page where it belongs, in every
// language, formatted as that language writes it (computed from company.json, not typed).
const facts = (language: LanguageCode, paths: string[]) => paths.map((p) => formatFact(p, language));
/** A range as the language writes it: "1–3", "1～3" in Japanese. */
const range = (language: LanguageCode, s: string) => s.replace("-", language === "ja" ? "～" : "–");

export const constantsByPage: Record<string, (language: LanguageCode) => string[]> = {
  [pagePaths.home]: (l) =>
    facts(l, [
      "derived.yearsExperience",
      "claims.customsSuccessRate",
      "claims.certifiedExperts",
      "claims.ports",
      "claims.airProvinces",
      "foundedYear",
      "claims.support",
    ]),
  [pagePaths.about]: (l) =>
    facts(l, [
      "foundedYear",
      "derived.yearsExperience",
      "claims.customsSuccessRate",
      "claims.certifiedExperts",
      "claims.ports",
      "claims.airProvinces",
    ]),
  [pagePaths.contact]: (l) => [
    company.address.street,
    company.address.city,
    company.address.region,
    company.phone,
    company.email,
    range(l, `${formatFact("openingHours.weekdays.opens", l)}-${formatFact("openingHours.weekdays.closes", l)}`),
    formatFact("openingHours.emergency", l),
    formatFact("replyWithinHours", l),
    localeText(l, "contact", "promise"),
  ],
  [servicePath("bea-cukai")]: (l) => facts(l, ["claims.customsSuccessRate", "claims.certifiedExperts"]),
  [servicePath("project-handling")]: (l) => facts(l, ["sea.heavyLiftTons", "claims.ports"]),
  [servicePath("ekspedisi-laut")]: (l) => [
    ...facts(l, [
      "rates.sea.lcl",
      "rates.sea.fcl",
      "sea.containers.20ft.cbm",
      "sea.containers.40ft.cbm",
      "sea.containers.40ftHc.cbm",
      "sea.heavyLiftTons",
      "claims.ports",
    ]),
    localeText(l, "services", "price.custom"),
    localeText(l, "services", "price.unit.cbm"),
  ],
  [servicePath("ekspedisi-udara")]: (l) => [
    ...facts(l, [
      "rates.air.economy",
      "rates.air.express",
      "rates.air.international",
      "air.valuableInsuranceUsd",
      "claims.airProvinces",
    ]),
    // Cut-off and time zone apart: Chinese and Japanese write the time zone's name before the time.
    formatFact("air.sameDayCutoff", l),
    formatFact("air.cutoffTimeZone", l),
    range(l, company.air.transitDaysWorldwide),
    range(l, company.air.economyDays),
    localeText(l, "services", "price.unit.kg"),
  ],
  [servicePath("warehouse-distribusi")]: (l) => [
    ...facts(l, [
      "rates.warehouse.basic",
      "rates.warehouse.smart",
      "warehouse.areaM2",
      "warehouse.pallets",
      "warehouse.ceilingM",
      "warehouse.insurance",
      "warehouse.frozenC",
    ]),
    ...facts(l, ["warehouse.temperatureC", "warehouse.humidityPercent", "warehouse.pharmaC"]),
    ...facts(l, [
      "deliveryDays.java",
      "deliveryDays.sumatra",
      "deliveryDays.kalimantanSulawesi",
      "deliveryDays.papuaNtt",
    ]),
    localeText(l, "services", "price.custom"),
    localeText(l, "services", "price.unit.pallet"),
  ],
};
