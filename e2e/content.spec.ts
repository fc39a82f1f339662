import { expect, test, type Browser } from "@playwright/test";
import { readdirSync } from "fs";
import path from "path";
import { company, formatFact } from "../src/shared/facts";
import { languageCodes, type LanguageCode } from "../src/shared/languages";
import { localizedPath, pagePaths, servicePath } from "../src/shared/routes";
import { flattenStrings } from "../src/node/content-check";
import { locale, localeText, sitePages } from "./support/site";

// Every business constant of the specification, on the page where it belongs, in every
// language, formatted as that language writes it (computed from company.json, not typed).
const facts = (language: LanguageCode, paths: string[]) => paths.map((p) => formatFact(p, language));
const range = (s: string) => s.replace("-", "–");

const constantsByPage: Record<string, (language: LanguageCode) => string[]> = {
  [pagePaths.home]: (l) =>
    facts(l, [
      "claims.yearsExperience",
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
      "claims.yearsExperience",
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
    `${company.openingHours.weekdays.opens}–${company.openingHours.weekdays.closes}`,
    company.openingHours.emergency,
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
    company.air.sameDayCutoff,
    formatFact("air.cutoffTimeZone", l),
    range(company.air.transitDaysWorldwide),
    range(company.air.economyDays),
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

const normalise = (s: string) => s.replace(/\s+/g, " ").trim();

async function pageText(browser: Browser, url: string): Promise<string> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const response = await page.goto(url);
  expect(response?.status()).toBe(200);
  const text = normalise(await page.locator("body").innerText());
  await context.close();
  return text;
}

for (const language of languageCodes) {
  for (const [originalPath, expected] of Object.entries(constantsByPage)) {
    const url = localizedPath(originalPath, language);
    test(`${url} shows its business constants as ${language} writes them`, async ({ browser }) => {
      const text = await pageText(browser, url);
      for (const value of expected(language)) expect(text, `"${value}" on ${url}`).toContain(normalise(value));
    });
  }
  test(`Indonesian writes rupiah as Rp, other languages as IDR (${language})`, async ({ browser }) => {
    const text = await pageText(browser, localizedPath(servicePath("warehouse-distribusi"), language));
    expect(text).toMatch(language === "id" ? /Rp\s?25\.000/ : /IDR\s?25[,.\s]?000/);
  });
}

// Every locale key of every namespace, to recognise one shown raw.
const localeKeys = new Set(
  readdirSync(path.resolve(__dirname, "../content/locales/id")).flatMap((f) => {
    const ns = f.replace(/\.json$/, "");
    return Object.keys(flattenStrings(locale("id", ns))).flatMap((k) => [k, `${ns}:${k}`, `${ns}.${k}`]);
  }),
);

for (const page of sitePages) {
  test(`${page.path} shows no raw locale key and no unfilled token`, async ({ browser }) => {
    const text = await pageText(browser, page.path);
    const candidates = text.match(/\b[a-z]+(?::[a-zA-Z]+)?(?:\.[a-zA-Z0-9]+)+\b/g) ?? [];
    expect(candidates.filter((c) => localeKeys.has(c))).toEqual([]);
    expect(text).not.toMatch(/\{\{?[A-Za-z][\w.]*\}\}?/);
    expect(text).not.toContain("<Fact");
  });
}
