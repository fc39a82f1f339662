import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, unlinkSync, writeFileSync } from "fs";
import { tmpdir } from "os";
import path from "path";
import matter from "gray-matter";
import {
  checkContent,
  cjkSpacingViolations,
  copiedText,
  glossaryVariants,
  untranslatedWords,
} from "../src/node/content-check";
import type { Issue } from "../src/node/content-issues";
import { companyFactProblems } from "../src/node/company-facts";
import { siteUrl } from "../src/node/site-url";
import type { EditableContent } from "./support/editable-content";
import company from "../content/company.json";

// Each test copies the real content folder, makes one mistake an editor could make,
// and expects the check to name the file and the key.
const realContent = path.resolve(__dirname, "../content");
let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "content-check-"));
  cpSync(realContent, path.join(dir, "content"), { recursive: true });
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const file = (p: string) => path.join(dir, "content", p);
// A day the real content is right on, whatever the clock says: within six months of
// content/import-taxes.json's lastChecked, and not before the latest day an article or a legal
// page is dated.
const lastChecked = JSON.parse(readFileSync(path.join(realContent, "import-taxes.json"), "utf8")).lastChecked as string;
const articleDays = readdirSync(path.join(realContent, "articles"), { recursive: true, encoding: "utf8" })
  .filter((name) => name.endsWith(".mdx"))
  .flatMap((name) => {
    const { published, updated } = matter(readFileSync(path.join(realContent, "articles", name), "utf8")).data;
    return [published, updated].filter(Boolean).map((day) => new Date(day).toISOString().slice(0, 10));
  });
const { privacy, terms } = JSON.parse(readFileSync(path.join(realContent, "legal/dates.json"), "utf8"));
const contentDay = [lastChecked, ...articleDays, privacy, terms].sort().at(-1)!;
const run = (today = new Date(`${contentDay}T12:00:00Z`)) => checkContent({ contentDir: file(""), root: dir, today });
const errors = () => run().filter((i) => i.level === "error");

function editJson(p: string, edit: (data: EditableContent) => void) {
  const data = JSON.parse(readFileSync(file(p), "utf8"));
  edit(data);
  writeFileSync(file(p), JSON.stringify(data, null, 2));
}
function editMdx(p: string, edit: (data: EditableContent) => void, body?: string) {
  const parsed = matter(readFileSync(file(p), "utf8"), {});
  edit(parsed.data);
  writeFileSync(file(p), matter.stringify(body ?? parsed.content, parsed.data));
}
const expectIssue = (issues: Issue[], expected: Partial<Issue>) =>
  expect(issues).toEqual(expect.arrayContaining([expect.objectContaining(expected)]));

describe("content check", () => {
  it("passes on the real content, glossary and spacing rule included, warning only about the example values and the unreviewed legal texts", () => {
    const issues = run();
    expect(issues.filter((i) => i.level === "error")).toEqual([]);
    expect(issues.map((i) => i.key).sort()).toEqual([
      "email",
      "phone",
      "rates.air.economy.validUntil",
      "rates.air.express.validUntil",
      "rates.air.international.validUntil",
      "rates.sea.fcl.validUntil",
      "rates.sea.lcl.validUntil",
      "rates.warehouse.basic.validUntil",
      "rates.warehouse.smart.validUntil",
      "reviewedByCompany",
      "sea.containers.20ft.payloadKg",
      "sea.containers.40ft.payloadKg",
      "sea.containers.40ftHc.payloadKg",
      "warehouse.storageRatePeriodDays",
    ]);
    expect(
      issues.every(
        (i) => i.level === "warning" && ["content/company.json", "content/legal/dates.json"].includes(i.file),
      ),
    ).toBe(true);
  });

  it("stops warning once the real phone, email, storage period, containers' payloads and rates' validity are in and the legal texts are reviewed", () => {
    editJson("company.json", (c) => {
      delete c.phoneIsExample;
      delete c.emailIsExample;
      delete c.warehouse.storageRatePeriodDaysIsExample;
      for (const container of Object.values(c.sea.containers) as Record<string, unknown>[])
        delete container.payloadKgIsExample;
      for (const group of Object.values(c.rates) as Record<string, Record<string, unknown>>[])
        for (const rate of Object.values(group)) delete rate.validUntilIsExample;
    });
    editJson("legal/dates.json", (d) => {
      d.reviewedByCompany = true;
    });
    expect(run()).toEqual([]);
  });

  it("names a legal page's date that is not a real day written YYYY-MM-DD, or one still to come", () => {
    editJson("legal/dates.json", (d) => {
      d.privacy = "31/12/2026";
      d.terms = "2026-02-30";
    });
    const issues = errors();
    for (const key of ["privacy", "terms"])
      expectIssue(issues, {
        file: "content/legal/dates.json",
        key,
        message: expect.stringContaining(`must be the day the ${key} page was last changed, a real calendar day`),
      });
    editJson("legal/dates.json", (d) => {
      d.privacy = "2999-01-01";
      delete d.terms;
    });
    expectIssue(errors(), {
      file: "content/legal/dates.json",
      key: "privacy",
      message: "is 2999-01-01, a day still to come: the day the privacy page was last changed",
    });
    expectIssue(errors(), {
      file: "content/legal/dates.json",
      key: "terms",
      message:
        'is missing: add "terms": "YYYY-MM-DD", the day the terms page was last changed (a day such as 2026-01-05)',
    });
    editJson("legal/dates.json", (d) => {
      d.terms = "";
    });
    expectIssue(errors(), {
      file: "content/legal/dates.json",
      key: "terms",
      message:
        'is empty: write "terms": "YYYY-MM-DD", the day the terms page was last changed (a day such as 2026-01-05)',
    });
  });

  it("names the legal pages' dates file when it is gone, with the file to write", () => {
    unlinkSync(file("legal/dates.json"));
    expect(errors()).toEqual([
      expect.objectContaining({
        file: "content/legal/dates.json",
        message:
          'is missing: the legal pages show the day each was last changed from it. Create it as { "privacy": "YYYY-MM-DD", "terms": "YYYY-MM-DD", "reviewedByCompany": false }, with the day each page last changed',
      }),
    ]);
  });

  it("names a rate that does not say where it applies, or names a scope no text describes", () => {
    editJson("company.json", (c) => {
      delete c.rates.air.economy.scope;
      c.rates.warehouse.enterprise.scope = "abroad";
    });
    const issues = errors();
    expectIssue(issues, {
      file: "content/company.json",
      key: "rates.air.economy.scope",
      message: expect.stringContaining("is missing"),
    });
    expectIssue(issues, {
      file: "content/company.json",
      key: "rates.warehouse.enterprise.scope",
      message: expect.stringContaining("domestic, export, international, warehouse"),
    });
  });

  // A card would show "USD 45 price.unit.m3", or "USD 45" for nothing said.
  it("names a published price without its unit, or with a unit no text names", () => {
    editJson("company.json", (c) => {
      c.rates.sea.lcl.unit = "m3";
      delete c.rates.air.economy.unit;
    });
    const issues = errors();
    expectIssue(issues, {
      file: "content/company.json",
      key: "rates.sea.lcl.unit",
      message: expect.stringMatching(/^is "m3": .*cbm/) as string,
    });
    expectIssue(issues, {
      file: "content/company.json",
      key: "rates.air.economy.unit",
      message: expect.stringContaining("is missing"),
    });
    // A custom quote states no price, so no unit.
    expect(issues.map((i) => i.key)).not.toContain("rates.sea.project.unit");
  });

  it("names a rate that does not say what its price covers, or a published price without its last day", () => {
    editJson("company.json", (c) => {
      delete c.rates.sea.fcl.terms;
      c.rates.air.international.terms = "everything";
      delete c.rates.warehouse.basic.validUntil;
      c.rates.sea.lcl.validUntil = "30/06/2027";
    });
    const issues = errors();
    expectIssue(issues, {
      file: "content/company.json",
      key: "rates.sea.fcl.terms",
      message: expect.stringContaining("is missing"),
    });
    expectIssue(issues, {
      file: "content/company.json",
      key: "rates.air.international.terms",
      message: expect.stringContaining("seaExport"),
    });
    expectIssue(issues, {
      file: "content/company.json",
      key: "rates.warehouse.basic.validUntil",
      message: expect.stringContaining("YYYY-MM-DD"),
    });
    expectIssue(issues, {
      file: "content/company.json",
      key: "rates.sea.lcl.validUntil",
      message: expect.stringContaining('"30/06/2027"'),
    });
    // A custom quote has no price to expire.
    expect(issues.map((i) => i.key)).not.toContain("rates.sea.project.validUntil");
  });

  it("says a rupiah rate per kg is domestic and a US dollar rate export (from Batam, as its terms say), as the pricing cards show", () => {
    const company = JSON.parse(readFileSync(path.join(realContent, "company.json"), "utf8"));
    for (const group of Object.values(company.rates) as Record<
      string,
      { currency?: string; unit?: string; scope?: string }
    >[]) {
      for (const rate of Object.values(group)) {
        if (rate.currency === "USD") expect(rate.scope).toBe("export");
        if (rate.currency === "IDR" && rate.unit === "kg") expect(rate.scope).toBe("domestic");
      }
    }
  });

  it("names the inbox language that is no language of the site", () => {
    editJson("company.json", (c) => {
      c.inboxLanguage = "fr";
    });
    expectIssue(errors(), {
      file: "content/company.json",
      key: "inboxLanguage",
      message: expect.stringContaining("id, en, ja, zh"),
    });
  });

  it("names a language without the country its phone numbers are read in", () => {
    editJson("languages.json", (l) => {
      delete l.languages[2].phoneCountry;
    });
    expectIssue(errors(), { key: "languages[2].phoneCountry" });
  });

  it("warns when the duty estimator's rates were last checked more than six months ago, and stops once the date is new", () => {
    editJson("import-taxes.json", (d) => {
      d.lastChecked = "2026-01-10";
    });
    expect(run(new Date("2026-07-10T00:00:00Z")).some((i) => i.key === "lastChecked")).toBe(false);
    expectIssue(run(new Date("2026-07-11T00:00:00Z")), {
      level: "warning",
      file: "content/import-taxes.json",
      key: "lastChecked",
      message: expect.stringContaining("more than six months ago"),
    });
  });

  it("says import-taxes.json's lastChecked is missing or empty, with the line to write, not what it found", () => {
    editJson("import-taxes.json", (d) => {
      delete d.lastChecked;
    });
    const line =
      '"lastChecked": "YYYY-MM-DD", the day someone last confirmed the rates against the current regulations';
    expect(errors()).toEqual([
      expect.objectContaining({
        file: "content/import-taxes.json",
        key: "lastChecked",
        message: `is missing: add ${line}`,
      }),
    ]);
    editJson("import-taxes.json", (d) => {
      d.lastChecked = "";
    });
    expect(errors()).toEqual([
      expect.objectContaining({
        file: "content/import-taxes.json",
        key: "lastChecked",
        message: `is empty: write ${line}`,
      }),
    ]);
  });

  it("refuses a duty estimator's link that is no full address, or left out, naming its key", () => {
    editJson("import-taxes.json", (d) => {
      d.links.tariff = "insw.go.id/intr";
      delete d.links.exchangeRate;
    });
    expect(errors()).toEqual([
      expect.objectContaining({
        file: "content/import-taxes.json",
        key: "links.exchangeRate",
        message: "is missing: the site names it (a misspelt key is missing too)",
      }),
      expect.objectContaining({
        file: "content/import-taxes.json",
        key: "links.tariff",
        message: 'must be the page\'s full address, starting with https:// (it is "insw.go.id/intr")',
      }),
    ]);
  });

  it("refuses a duty estimator's rate typed as text, out of range or left out, naming its key", () => {
    editJson("import-taxes.json", (d) => {
      d.vat.effectivePercent = "11%";
      d.incomeTax22.percentByImporter.api = "2,5";
      d.insurance.defaultPercentOfFobAndFreight = 150;
      d.exampleExchangeRates.USD = "16.600";
      d.limits.amount = -1;
      delete d.incomeTax22.listedGoodsPercent;
    });
    const percent = "must be a percentage, a number from 0 to 100 without the % sign";
    const amount = "must be a number above 0, without units or separators";
    expect(errors().map(({ file, key, message }) => ({ file, key, message }))).toEqual([
      { file: "content/import-taxes.json", key: "vat.effectivePercent", message: expect.stringContaining(percent) },
      {
        file: "content/import-taxes.json",
        key: "incomeTax22.listedGoodsPercent",
        message: expect.stringContaining("is missing"),
      },
      {
        file: "content/import-taxes.json",
        key: "incomeTax22.percentByImporter.api",
        message: expect.stringMatching(/, not 2,5 or 2\.5 % \(it is "2,5"\)$/),
      },
      {
        file: "content/import-taxes.json",
        key: "insurance.defaultPercentOfFobAndFreight",
        message: expect.stringContaining(`${percent}`),
      },
      { file: "content/import-taxes.json", key: "limits.amount", message: expect.stringContaining(amount) },
      {
        file: "content/import-taxes.json",
        key: "exampleExchangeRates.USD",
        message: expect.stringContaining(`${amount}: 45.5, not 45,50 or USD 45 (it is "16.600")`),
      },
    ]);
  });

  it("refuses a VAT rate written as a fraction and an example exchange rate under a lower-case currency, with what to write; a share of insurance below 1 % stays", () => {
    editJson("import-taxes.json", (d) => {
      d.vat.effectivePercent = 0.11;
      d.insurance.defaultPercentOfFobAndFreight = 0.25;
      d.exampleExchangeRates.usd = d.exampleExchangeRates.USD;
      delete d.exampleExchangeRates.USD;
    });
    expect(errors().map(({ file, key, message }) => ({ file, key, message }))).toEqual([
      {
        file: "content/import-taxes.json",
        key: "vat.effectivePercent",
        message:
          "must be the rate in percent, not a fraction of 1, which the estimator would read as that many percent: write 11 (it is 0.11)",
      },
      {
        file: "content/import-taxes.json",
        key: "exampleExchangeRates.USD",
        message: 'is missing: the site names it (a misspelt key is missing too): "usd" is there (did you mean USD?)',
      },
    ]);
  });

  it("refuses a currency the estimator does not offer among those quoted per so many units, which would leave the yen's rate read per 1", () => {
    editJson("import-taxes.json", (d) => {
      d.exchangeRateQuotedPer.jpy = d.exchangeRateQuotedPer.JPY;
      d.exchangeRateQuotedPer.Yen = 100;
      delete d.exchangeRateQuotedPer.JPY;
    });
    const offered = "write one of USD, SGD, CNY, JPY, EUR, IDR";
    expect(errors().map(({ file, key, message }) => ({ file, key, message }))).toEqual([
      {
        file: "content/import-taxes.json",
        key: "exchangeRateQuotedPer.jpy",
        message: `is no currency the estimator offers, so it changes nothing: ${offered} (did you mean JPY?)`,
      },
      {
        file: "content/import-taxes.json",
        key: "exchangeRateQuotedPer.Yen",
        message: `is no currency the estimator offers, so it changes nothing: ${offered}`,
      },
    ]);
  });

  it("refuses a rate on request that has a price too, and a fact written per language made one text, with what to write", () => {
    editJson("company.json", (c) => {
      c.rates.sea.lcl.custom = true;
      c.air.cutoffTimeZone = c.air.cutoffTimeZone.en;
    });
    expect(errors().map(({ file, key, message }) => ({ file, key, message }))).toEqual([
      {
        file: "content/company.json",
        key: "air.cutoffTimeZone",
        message:
          'must be written per language, one text under each language\'s code: { "id": "...", "en": "...", "ja": "...", "zh": "..." } (it is "Western Indonesian Time (UTC+7)")',
      },
      {
        file: "content/company.json",
        key: "rates.sea.lcl.custom",
        message:
          "is true, and the rate has a price too (USD 45), which the pages show: take out custom for a published price, or its amount, currency, unit and validUntil for one given on request",
      },
    ]);
  });

  it("refuses a hyphen as a language's range sign, with the sign to write", () => {
    editJson("languages.json", (d) => {
      d.languages[1].rangeSign = "-";
    });
    expect(errors().map(({ file, key, message }) => ({ file, key, message }))).toEqual([
      {
        file: "content/languages.json",
        key: "languages[1].rangeSign",
        message:
          'is "-", a hyphen, which leaves ranges as typed (2-3): write the en dash "–" (or leave rangeSign out for it), or "～" as Japanese writes ranges',
      },
    ]);
  });

  it("refuses a free trade zone exemption the estimator computes no tax under, named twice, or not a list, with what to write", () => {
    editJson("import-taxes.json", (d) => {
      d.freeTradeZone.exempt = ["importDuty", "VAT", "luxuryTax", "importDuty", "ppn"];
    });
    const taxNames = "importDuty, vat, luxuryTax, incomeTax22";
    expect(errors().map(({ file, key, message }) => ({ file, key, message }))).toEqual([
      {
        file: "content/import-taxes.json",
        key: "freeTradeZone.exempt[2]",
        message: `is "VAT", which the estimator computes no tax under, so the zone's figures would charge it: write one of ${taxNames} (did you mean "vat"?)`,
      },
      {
        file: "content/import-taxes.json",
        key: "freeTradeZone.exempt[4]",
        message: 'is "importDuty", as entry 1 is: name each tax once',
      },
      {
        file: "content/import-taxes.json",
        key: "freeTradeZone.exempt[5]",
        message: `is "ppn", which the estimator computes no tax under, so the zone's figures would charge it: write one of ${taxNames}`,
      },
    ]);
    editJson("import-taxes.json", (d) => {
      d.freeTradeZone.exempt = "importDuty, vat";
    });
    expect(errors()).toEqual([
      expect.objectContaining({
        key: "freeTradeZone.exempt",
        message: `must be a list in square brackets of the taxes not collected in the free trade zone, each in quotes, from ${taxNames}: ["importDuty", "vat"] (it is "importDuty, vat")`,
      }),
    ]);
    editJson("import-taxes.json", (d) => {
      delete d.freeTradeZone;
    });
    expect(errors()).toEqual([
      expect.objectContaining({
        key: "freeTradeZone.exempt",
        message: `is missing: the estimator reads the taxes not collected in the free trade zone from it, a list in square brackets of ${taxNames}, each in quotes: ["importDuty", "vat"]`,
      }),
    ]);
  });

  it("names content/incoterms.json when it is not JSON, by line, and a rule's value or code the texts have no words for", () => {
    writeFileSync(
      file("incoterms.json"),
      readFileSync(file("incoterms.json"), "utf8").replace('"Incoterms 2020",', '"Incoterms 2020",,'),
    );
    expect(errors()).toEqual([
      expect.objectContaining({
        file: "content/incoterms.json",
        line: 2,
        message: expect.stringContaining("is not valid JSON"),
      }),
    ]);
    cpSync(path.join(realContent, "incoterms.json"), file("incoterms.json"));
    editJson("incoterms.json", (d) => {
      d.terms[1].riskPasses = "handedToBuyerCarrier";
      d.terms[2].mainCarriage = "Seller";
      d.terms[8].forOtherModes = "FCAA";
      d.terms.push({ ...d.terms[0], code: "DAT" });
    });
    expect(errors().map(({ file, key, message }) => ({ file, key, message }))).toEqual([
      {
        file: "content/incoterms.json",
        key: "terms[2].riskPasses",
        message:
          'is "handedToBuyerCarrier", which content/locales/id/incotermsGuide.json has no words for (riskPasses): write one of sellerPremises, handedToBuyersCarrier, handedToCarrier, destinationReadyForUnloading, destinationUnloaded, alongsideShip, onBoard (did you mean handedToBuyersCarrier?)',
      },
      {
        file: "content/incoterms.json",
        key: "terms[3].mainCarriage",
        message:
          'is "Seller", which content/locales/id/incotermsGuide.json has no words for (party): write one of buyer, seller (did you mean seller?)',
      },
      {
        file: "content/incoterms.json",
        key: "terms[9].forOtherModes",
        message:
          'is "FCAA", which is no rule of this file: write one of EXW, FCA, CPT, CIP, DAP, DPU, DDP, FAS, FOB, CFR, CIF, DAT (did you mean FCA?)',
      },
      {
        file: "content/incoterms.json",
        key: "terms[12].code",
        message:
          'is "DAT", which content/locales/id/incoterms.json has no name and explanation for (terms.DAT): add them there, and in every language',
      },
    ]);
  });

  it("refuses a rates date that is not a date", () => {
    editJson("import-taxes.json", (d) => {
      d.lastChecked = "23/11/2026";
    });
    expectIssue(errors(), {
      file: "content/import-taxes.json",
      key: "lastChecked",
      message: expect.stringContaining("YYYY-MM-DD"),
    });
  });

  it("stops on a published price past its last day, as the build does", () => {
    // The rate's last day is a day the rest of the content is right on.
    const lastDay = contentDay;
    const dayAfter = new Date(Date.parse(`${lastDay}T00:00:00Z`) + 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    editJson("company.json", (c) => {
      c.rates.sea.lcl.validUntil = lastDay;
      delete c.rates.sea.lcl.validUntilIsExample;
    });
    const onDay = (day: string) => run(new Date(`${day}T12:00:00Z`)).filter((i) => i.level === "error");
    expect(onDay(lastDay)).toEqual([]);
    expect(onDay(dayAfter)).toEqual([
      expect.objectContaining({
        file: "content/company.json",
        key: "rates.sea.lcl.validUntil",
        message: expect.stringMatching(
          new RegExp(`^is ${lastDay}, before today \\(${dayAfter}\\): the site would publish a price`),
        ),
      }),
    ]);
  });

  it("refuses a day that does not exist, written in the right shape", () => {
    editJson("company.json", (c) => {
      c.rates.sea.lcl.validUntil = "2027-06-31";
      c.rates.air.express.validUntil = "2027-13-01";
    });
    editJson("import-taxes.json", (d) => {
      d.lastChecked = "2026-02-30";
    });
    const issues = errors();
    for (const key of ["rates.sea.lcl.validUntil", "rates.air.express.validUntil"])
      expectIssue(issues, {
        file: "content/company.json",
        key,
        message: expect.stringContaining("a real calendar day written YYYY-MM-DD"),
      });
    expectIssue(issues, { file: "content/import-taxes.json", key: "lastChecked" });
  });

  it("says which day to write for one typed year first without its zeros or with slashes, in company.json, the legal pages' dates and import-taxes.json", () => {
    editJson("company.json", (c) => {
      c.rates.sea.lcl.validUntil = "2027-6-30";
    });
    editJson("legal/dates.json", (d) => {
      d.privacy = "2026-1-5";
    });
    editJson("import-taxes.json", (d) => {
      d.lastChecked = "2026/11/23";
    });
    expect(errors().map(({ file, key, message }) => ({ file, key, message }))).toEqual(
      [
        { file: "content/company.json", key: "rates.sea.lcl.validUntil", day: "2027-06-30" },
        { file: "content/legal/dates.json", key: "privacy", day: "2026-01-05" },
        { file: "content/import-taxes.json", key: "lastChecked", day: "2026-11-23" },
      ].map(({ day, ...place }) => ({
        ...place,
        message: expect.stringMatching(new RegExp(`YYYY-MM-DD.*: write ${day}$`)),
      })),
    );
  });

  it("says which day to write for one typed day first whose day is above 12, in company.json and the legal pages' dates", () => {
    editJson("company.json", (c) => {
      c.rates.sea.lcl.validUntil = "30-06-2027";
    });
    editJson("legal/dates.json", (d) => {
      d.privacy = "28-11-2026";
    });
    expect(errors().map(({ file, key, message }) => ({ file, key, message }))).toEqual([
      {
        file: "content/company.json",
        key: "rates.sea.lcl.validUntil",
        message: expect.stringMatching(/YYYY-MM-DD: write 2027-06-30$/),
      },
      {
        file: "content/legal/dates.json",
        key: "privacy",
        message:
          'must be the day the privacy page was last changed, a real calendar day written YYYY-MM-DD (found "28-11-2026"): write 2026-11-28',
      },
    ]);
  });

  it("refuses a figure, time or range of company.json typed as text, which visitors would read as typed", () => {
    editJson("company.json", (c) => {
      c.claims.ports = "500+";
      c.warehouse.areaM2 = "15.000";
      c.claims.certifiedExperts = "25 orang";
      c.openingHours.weekdays.opens = "8.00";
      c.air.economyDays = "2 - 3";
    });
    const number = "must be a number, without units or separators: 15000";
    expect(errors()).toEqual([
      expect.objectContaining({
        file: "content/company.json",
        key: "openingHours.weekdays.opens",
        message: expect.stringMatching(/^must be a time written HH:MM, such as 08:00 \(it is "8\.00"\)$/),
      }),
      expect.objectContaining({
        file: "content/company.json",
        key: "claims.certifiedExperts",
        message: expect.stringContaining(number),
      }),
      expect.objectContaining({
        file: "content/company.json",
        key: "claims.ports",
        message: expect.stringContaining(number),
      }),
      expect.objectContaining({
        file: "content/company.json",
        key: "air.economyDays",
        message: expect.stringContaining("two whole numbers joined by a hyphen, such as 2-3"),
      }),
      expect.objectContaining({
        file: "content/company.json",
        key: "warehouse.areaM2",
        message: expect.stringContaining(`${number}, not 15.000 or 15000 m² (it is "15.000")`),
      }),
    ]);
  });

  it("refuses office hours that close before they open, naming the closing time", () => {
    editJson("company.json", (c) => {
      c.openingHours.weekdays = { opens: "17:00", closes: "08:00" };
    });
    expect(errors()).toEqual([
      expect.objectContaining({
        file: "content/company.json",
        key: "openingHours.weekdays.closes",
        message:
          "is 08:00, not after the opening time 17:00 (openingHours.weekdays.opens): write the time the office closes, in 24 hours (16:00, not 04:00), or swap the two if they were typed the wrong way round",
      }),
    ]);
  });

  it("refuses a count, size or time of company.json of 0 or less, which the pages would show or compute with as typed", () => {
    editJson("company.json", (c) => {
      c.replyWithinHours = -2;
      c.claims.ports = 0;
      c.sea.containers["20ft"].cbm = 0;
      c.air.volumetricCm3PerKg = -6000;
      c.warehouse.frozenC = -18;
      c.address.geo.longitude = -104;
    });
    const rule = "must be above 0: the pages show it, or the calculators compute with it";
    expect(errors().map(({ key, message }) => ({ key, message }))).toEqual([
      { key: "claims.ports", message: `${rule} (it is 0)` },
      { key: "sea.containers.20ft.cbm", message: `${rule} (it is 0)` },
      { key: "air.volumetricCm3PerKg", message: `${rule} (it is -6000)` },
      { key: "replyWithinHours", message: `${rule} (it is -2)` },
    ]);
  });

  it("refuses a range of company.json written largest first, which the pages would show backwards", () => {
    editJson("company.json", (c) => {
      c.deliveryDays.java = "3-1";
      c.air.economyDays = "2-2";
      c.warehouse.temperatureC = "25-15";
    });
    expect(errors()).toEqual(
      ["air.economyDays", "warehouse.temperatureC", "deliveryDays.java"].map((key) =>
        expect.objectContaining({
          file: "content/company.json",
          key,
          message: expect.stringMatching(
            /^must be two whole numbers joined by a hyphen, such as 2-3, the smaller first/,
          ),
        }),
      ),
    );
  });

  it.each([new Date().getUTCFullYear() + 3, new Date().getUTCFullYear() - 1, "2015", 2015.5])(
    "refuses the founding year %p, which would make the pages' years of experience wrong",
    (year) => {
      editJson("company.json", (c) => {
        c.foundedYear = year;
      });
      expect(errors()).toEqual([
        expect.objectContaining({
          file: "content/company.json",
          key: "foundedYear",
          message: expect.stringContaining(
            `must be the year the company was founded, a whole number no later than ${new Date().getUTCFullYear() - 2}`,
          ),
        }),
      ]);
    },
  );

  it("names a fact of company.json that is missing or misspelt, and a phone or email the links cannot use", () => {
    editJson("company.json", (c) => {
      c.phnoe = c.phone;
      delete c.phone;
      delete c.legalName;
      c.email = "halo@lintasbatam";
      c.address.street = "";
    });
    expect(errors()).toEqual([
      expect.objectContaining({
        file: "content/company.json",
        key: "legalName",
        message: "is missing: the site names it (a misspelt key is missing too)",
      }),
      expect.objectContaining({
        key: "phone",
        message:
          'is missing: the site names it (a misspelt key is missing too): "phnoe" is there (did you mean phone?)',
      }),
      expect.objectContaining({ key: "address.street", message: 'must be a text in quotes (it is "")' }),
      expect.objectContaining({
        key: "email",
        message: 'must be an email address: name@domain.co.id (it is "halo@lintasbatam")',
      }),
    ]);
  });

  // The links are the phone's digits after a +: a trunk 0 kept after the country code, or an
  // extension, would dial a wrong number from every page too.
  it.each([
    "0778 765 4321",
    "(0778) 7654321",
    "+62 778",
    "62 778 123 4567",
    "+62 (0778) 765-4321",
    "+62 778 765 4321 ext. 12",
  ])(
    "refuses the phone %p, which its tel: and WhatsApp links would dial wrong, asking for the country code",
    (phone) => {
      editJson("company.json", (c) => {
        c.phone = phone;
      });
      expectIssue(errors(), {
        file: "content/company.json",
        key: "phone",
        message: expect.stringContaining("must be a phone number written with its country code"),
      });
    },
  );

  it("refuses a social network's address without https://, which the footer of every page would link under the site, and takes one left empty", () => {
    editJson("company.json", (c) => {
      c.social.facebook = "facebook.com/lintasbatam";
      c.social.instagram = "@lintasbatam";
      c.social.linkedin = "https://www.linkedin.com/company/lintas-batam";
    });
    const rule = "must be the profile's full address, starting with https:// (https://www.facebook.com/...), or empty";
    expect(errors()).toEqual([
      expect.objectContaining({
        file: "content/company.json",
        key: "social.facebook",
        message: `${rule} (it is "facebook.com/lintasbatam")`,
      }),
      expect.objectContaining({
        file: "content/company.json",
        key: "social.instagram",
        message: `${rule} (it is "@lintasbatam")`,
      }),
    ]);
  });

  it("takes a rate given on request (custom: true) without an amount", () => {
    expect(companyFactProblems(company).filter((p) => p.key.startsWith("rates."))).toEqual([]);
  });

  it("refuses a container's inside or door size typed as text, naming the container and the side", () => {
    editJson("company.json", (c) => {
      c.sea.containers["20ft"].insideMm.height = "2349 mm";
      c.sea.containers["40ftHc"].doorMm.width = "2.286";
    });
    expect(errors()).toEqual([
      expect.objectContaining({
        file: "content/company.json",
        key: "sea.containers.20ft.insideMm.height",
        message: expect.stringContaining(
          'must be a number, without units or separators: 15000, not 15.000 or 15000 m² (it is "2349 mm")',
        ),
      }),
      expect.objectContaining({
        file: "content/company.json",
        key: "sea.containers.40ftHc.doorMm.width",
        message: expect.stringContaining("must be a number"),
      }),
    ]);
  });

  it("names a rate's amount typed as text once, at its key, and not every price card and text that names the rate", () => {
    editJson("company.json", (c) => {
      c.rates.sea.lcl.amount = "45";
    });
    expect(errors()).toEqual([
      expect.objectContaining({
        file: "content/company.json",
        key: "rates.sea.lcl.amount",
        message: expect.stringContaining("must be a number"),
      }),
    ]);
  });

  it("tells a figure typed in quotes to lose its quotes, and a figure with a thousands point not", () => {
    editJson("company.json", (c) => {
      c.rates.sea.lcl.amount = "45";
      c.address.geo.latitude = "1.1284";
      c.warehouse.areaM2 = "15.000";
    });
    expect(errors()).toEqual([
      expect.objectContaining({
        file: "content/company.json",
        key: "address.geo.latitude",
        message:
          'must be a number, without units or separators: 15000, not 15.000 or 15000 m² (it is "1.1284"): write 1.1284 without the quotes',
      }),
      expect.objectContaining({
        key: "rates.sea.lcl.amount",
        message:
          'must be a number above 0, without units or separators: 45.5, not 45,50 or USD 45 (it is "45"): write 45 without the quotes',
      }),
      expect.objectContaining({
        key: "warehouse.areaM2",
        message: 'must be a number, without units or separators: 15000, not 15.000 or 15000 m² (it is "15.000")',
      }),
    ]);
  });

  it("refuses a price of 0 and a currency written other than by its code, each once at its key", () => {
    editJson("company.json", (c) => {
      c.rates.sea.lcl.amount = 0;
      c.rates.air.express.amount = -15000;
      c.rates.sea.fcl.currency = "US$";
      c.warehouse.insurance.currency = "rupiah";
    });
    const amount = "must be a number above 0, without units or separators: 45.5, not 45,50 or USD 45";
    const currency = "must be a currency's three-letter code, in capitals: USD, IDR, SGD";
    expect(errors()).toEqual([
      expect.objectContaining({
        file: "content/company.json",
        key: "rates.sea.lcl.amount",
        message: `${amount} (it is 0)`,
      }),
      expect.objectContaining({ key: "rates.sea.fcl.currency", message: `${currency} (it is "US$")` }),
      expect.objectContaining({ key: "rates.air.express.amount", message: `${amount} (it is -15000)` }),
      expect.objectContaining({ key: "warehouse.insurance.currency", message: `${currency} (it is "rupiah")` }),
    ]);
  });

  it("names a locale text typed as a number, null or a list, with what it is and the quotes it needs", () => {
    editJson("locales/en/home.json", (d) => {
      d.hero.cta = ["Free Consultation"];
      d.hero.title = null;
    });
    editJson("locales/ja/home.json", (d) => {
      d.icons.sea = 5;
    });
    expect(errors()).toEqual([
      expect.objectContaining({
        file: "content/locales/en/home.json",
        key: "hero.title",
        message: "must be a text in double quotes (it is null)",
      }),
      expect.objectContaining({
        file: "content/locales/en/home.json",
        key: "hero.cta",
        message: 'must be a text in double quotes (it is ["Free Consultation"])',
      }),
      expect.objectContaining({
        file: "content/locales/ja/home.json",
        key: "icons.sea",
        message: "must be a text in double quotes (it is 5)",
      }),
    ]);
  });

  it("reports a locale key missing in one language", () => {
    editJson("locales/zh/home.json", (d) => delete d.hero.cta);
    expectIssue(errors(), {
      language: "zh",
      file: "content/locales/zh/home.json",
      key: "hero.cta",
      message: expect.stringContaining("is missing"),
    });
  });

  it("reports an extra locale key", () => {
    editJson("locales/ja/about.json", (d) => {
      d.vision.extra = "追加";
    });
    expectIssue(errors(), {
      language: "ja",
      file: "content/locales/ja/about.json",
      key: "vision.extra",
      message: expect.stringContaining("is extra"),
    });
  });

  it("names a language a fact of company.json has no text for by its name, with the code to write it under", () => {
    editJson("company.json", (d) => {
      delete d.air.cutoffTimeZone.ja;
    });
    expect(errors()).toEqual([
      expect.objectContaining({
        file: "content/company.json",
        key: "air.cutoffTimeZone",
        message: 'is written per language but has no text for Japanese (write it under "ja")',
      }),
    ]);
  });

  it("names a per-language fact of company.json left empty for a language, by the language's name and code", () => {
    editJson("company.json", (d) => {
      d.openingHours.timeZone.en = " ";
    });
    expect(errors()).toEqual([
      expect.objectContaining({
        file: "content/company.json",
        key: "openingHours.timeZone",
        message: 'has an empty text for English (under "en"): write it in that language',
      }),
    ]);
  });

  it("names a per-language fact's text written under a code that is no language once, in company.json, and not every text that names the fact", () => {
    editJson("company.json", (d) => {
      d.air.cutoffTimeZone.jp = d.air.cutoffTimeZone.ja;
      delete d.air.cutoffTimeZone.ja;
    });
    expect(errors()).toEqual([
      expect.objectContaining({
        file: "content/company.json",
        key: "air.cutoffTimeZone",
        message:
          'is written per language but has no text for Japanese (write it under "ja"); its text under "jp" is for no language of content/languages.json (did you mean "ja"?)',
      }),
    ]);
  });

  it("names a plural form a language does not use, with the forms its plural rules ask for", () => {
    editJson("locales/ja/articles.json", (d) => {
      d.moreIn_one = "{{language}}の記事：{{count}}件";
    });
    editJson("locales/en/articles.json", (d) => {
      d.moreIn_zero = "No articles in {{language}}";
    });
    const extra = errors().filter((i) => i.message.startsWith("is extra"));
    expect(extra).toEqual([
      expect.objectContaining({
        language: "en",
        file: "content/locales/en/articles.json",
        key: "moreIn_zero",
        message: "is extra (a plural form English does not use: it writes moreIn_one and moreIn_other)",
      }),
      expect.objectContaining({
        language: "ja",
        file: "content/locales/ja/articles.json",
        key: "moreIn_one",
        message: "is extra (a plural form Japanese does not use: it writes only moreIn_other)",
      }),
    ]);
  });

  it("compares the common and form namespaces too, and reports a missing namespace file", () => {
    editJson("locales/en/common.json", (d) => {
      d.nav.extraLink = "Extra";
    });
    unlinkSync(file("locales/en/form.json"));
    const issues = errors();
    expectIssue(issues, { language: "en", file: "content/locales/en/common.json", key: "nav.extraLink" });
    expectIssue(issues, { language: "en", file: "content/locales/en/form.json", message: "is missing" });
  });

  it("names a translation that leaves out a fact the default language's text names, or names another", () => {
    editJson("locales/ja/formResults.json", (d) => {
      d.received.steps.reply = "すぐに、お見積もり、または事前に確認が必要な事項をメールまたはお電話でご連絡します。";
    });
    editJson("locales/en/formResults.json", (d) => {
      d.received.steps.reply_email = `${d.received.steps.reply_email} Founded {foundedYear}.`;
    });
    const issues = errors();
    expectIssue(issues, {
      language: "ja",
      file: "content/locales/ja/formResults.json",
      key: "received.steps.reply",
      message: expect.stringMatching(
        /^leaves out \{replyWithinHours\}, which content\/locales\/id\/formResults\.json names here/,
      ),
    });
    expectIssue(issues, {
      language: "en",
      file: "content/locales/en/formResults.json",
      key: "received.steps.reply_email",
      message: expect.stringMatching(
        /^names \{foundedYear\}, which content\/locales\/id\/formResults\.json does not name here/,
      ),
    });
  });

  it("names a translated service, legal page or article that types a fact's figure instead of the fact, by file and place", () => {
    const edit = (p: string, from: RegExp, to: string) =>
      writeFileSync(file(p), readFileSync(file(p), "utf8").replace(from, to));
    edit(
      "services/ekspedisi-laut/ja.mdx",
      /^summary: "バタムから世界\{claims\.ports\}以上/m,
      'summary: "バタムから世界500以上',
    );
    edit("services/ekspedisi-laut/ja.mdx", /<Fact name="claims\.ports" \/>/, "500");
    edit("legal/privacy/ja.mdx", /<Fact name="replyWithinHours" \/>/g, "24");
    edit("articles/lcl-atau-fcl/zh.mdx", /<Fact name="sea\.weightMeasureKgPerCbm" \/>/, "1000");
    const issues = errors();
    const leftOut = (fact: string, reference: string, inBody = true) =>
      expect.stringContaining(
        `leaves out ${inBody ? `<Fact name="${fact}" />` : `{${fact}}`}, which ${reference} names here`,
      );
    expectIssue(issues, {
      language: "ja",
      file: "content/services/ekspedisi-laut/ja.mdx",
      key: "summary",
      message: leftOut("claims.ports", "content/services/ekspedisi-laut/id.mdx", false),
    });
    expectIssue(issues, {
      file: "content/services/ekspedisi-laut/ja.mdx",
      key: "(body)",
      message: leftOut("claims.ports", "content/services/ekspedisi-laut/id.mdx"),
    });
    expectIssue(issues, {
      file: "content/legal/privacy/ja.mdx",
      key: "(body)",
      message: leftOut("replyWithinHours", "content/legal/privacy/id.mdx"),
    });
    expectIssue(issues, {
      file: "content/articles/lcl-atau-fcl/zh.mdx",
      key: "(body)",
      message: leftOut("sea.weightMeasureKgPerCbm", "content/articles/lcl-atau-fcl/id.mdx"),
    });
  });

  it("compares a published article's facts with the first published language's, not a draft's", () => {
    const draft = file("articles/lcl-atau-fcl/id.mdx");
    writeFileSync(
      draft,
      readFileSync(draft, "utf8")
        .replace(/^---\n/, "---\ndraft: true\n")
        .replace(/<Fact name="sea\.weightMeasureKgPerCbm" \/>/, "1000"),
    );
    expect(errors().filter((i) => i.file.startsWith("content/articles/"))).toEqual([]);
  });

  it("names a variable or fact typed with full-width braces once, with the half-width form to write", () => {
    editJson("locales/ja/form.json", (d) => {
      d.notices.contactFailure = d.notices.contactFailure.replace("{{reason}}", "｛｛reason｝｝");
      d.replyPromise = d.replyPromise.replace("{replyWithinHours}", "｛replyWithinHours｝");
    });
    expect(errors()).toEqual([
      expect.objectContaining({
        language: "ja",
        file: "content/locales/ja/form.json",
        key: "replyPromise",
        message: expect.stringMatching(/^has ｛replyWithinHours｝, with full-width braces.*: .*\{replyWithinHours\}$/),
      }),
      expect.objectContaining({
        language: "ja",
        file: "content/locales/ja/form.json",
        key: "notices.contactFailure",
        message: expect.stringMatching(/^has ｛｛reason｝｝, with full-width braces.*: .*\{\{reason\}\}$/),
      }),
    ]);
  });

  it("names a fact typed with full-width braces in an MDX body once, by its line, with the fact tag to write", () => {
    // One brace of the two full-width: named the same, not also as an expression MDX runs.
    const typed = { en: "{claims.ports｝", zh: "｛claims.ports｝" };
    const lines = Object.entries(typed).map(([language, braced]) => {
      const p = `services/ekspedisi-laut/${language}.mdx`;
      const raw = readFileSync(file(p), "utf8");
      writeFileSync(file(p), raw.replace('<Fact name="claims.ports" />', braced));
      return raw.split("\n").findIndex((l) => l.includes('<Fact name="claims.ports" />')) + 1;
    });
    expect(errors()).toEqual(
      Object.entries(typed).map(([language, braced], i) =>
        expect.objectContaining({
          language,
          file: `content/services/ekspedisi-laut/${language}.mdx`,
          key: "(body)",
          line: lines[i],
          message: `has ${braced}, with full-width braces, which visitors would see as typed: a fact in this text is written <Fact name="claims.ports" />`,
        }),
      ),
    );
  });

  it("names a fact tag typed with full-width angle brackets in an MDX body once, by its line, with the tag to write, and not as English left in Japanese", () => {
    // As a Japanese or Chinese keyboard types it: its brackets only, or every character.
    const typed = {
      en: '＜Fact name="claims.ports" /＞',
      ja: "＜Ｆａｃｔ　ｎａｍｅ＝＂ｃｌａｉｍｓ．ｐｏｒｔｓ＂　／＞",
      id: '<Fact name="claims.port" /＞',
    };
    const lines = Object.entries(typed).map(([language, tag]) => {
      const p = `services/ekspedisi-laut/${language}.mdx`;
      const raw = readFileSync(file(p), "utf8");
      writeFileSync(file(p), raw.replace('<Fact name="claims.ports" />', tag));
      return raw.split("\n").findIndex((l) => l.includes('<Fact name="claims.ports" />')) + 1;
    });
    const advice = "which visitors would see as typed: type it in half-width (English) mode,";
    expect(errors()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          language: "en",
          line: lines[0],
          message: `has ${typed.en}, with full-width angle brackets, ${advice} <Fact name="claims.ports" />`,
        }),
        expect.objectContaining({
          language: "ja",
          line: lines[1],
          message: `has ${typed.ja}, in full-width characters, ${advice} <Fact name="claims.ports" />`,
        }),
        expect.objectContaining({
          language: "id",
          line: lines[2],
          message: expect.stringMatching(
            /^has <Fact name="claims\.port" \/＞, with full-width angle brackets, .*\(did you mean <Fact name="claims\.ports" \/>\?\)$/,
          ),
        }),
      ]),
    );
    expect(errors()).toHaveLength(3);
    expect(errors().every((i) => i.file.startsWith("content/services/ekspedisi-laut/") && i.key === "(body)")).toBe(
      true,
    );
  });

  it("names a fact typed open, spaced, doubly closed or in full-width characters once, with the fact to write", () => {
    editJson("locales/id/about.json", (d) => {
      d.intro.p2 = d.intro.p2.replace("{claims.ports}+", "{claims.ports+");
    });
    editJson("locales/ja/about.json", (d) => {
      d.intro.p2 = d.intro.p2.replace("{claims.airProvinces}", "{ claims.airProvinces }");
      d.intro.p3 = d.intro.p3
        .replace("{claims.customsSuccessRate}", "｛claims.customsSucessRate｝")
        .replace("{claims.support}", "{claims.support}}");
    });
    editJson("locales/zh/about.json", (d) => {
      d.intro.p2 = d.intro.p2.replace("{claims.ports}", "｛ｃｌａｉｍｓ．ｐｏｒｔｓ｝");
    });
    editMdx("services/ekspedisi-laut/ja.mdx", (d) => {
      d.summary = d.summary.replace("{claims.ports}", "｛claims。ports");
    });
    const sea = "services/ekspedisi-laut/en.mdx";
    const lines = readFileSync(file(sea), "utf8").split("\n");
    const spaced = lines.findIndex((l) => l.includes('<Fact name="claims.ports" />'));
    lines[spaced] = lines[spaced].replace('<Fact name="claims.ports" />', "{ claims.ports }");
    const misspelt = lines.push("", 'To ｛claims.prots｝ ports, over <Fact name="ｃｌａｉｍｓ．ｐｏｒｔｓ" />.');
    writeFileSync(file(sea), lines.join("\n"));
    // Each named once, in the file where it is, and not again as words left untranslated or as
    // a fact another language's text would then name that this one does not.
    expect(errors().map(({ file, key, line, message }) => ({ file, key, line, message }))).toEqual([
      {
        file: "content/locales/id/about.json",
        key: "intro.p2",
        line: undefined,
        message: "has {claims.ports without its closing brace, which visitors would see as typed: write {claims.ports}",
      },
      {
        file: "content/locales/ja/about.json",
        key: "intro.p2",
        line: undefined,
        message:
          "has { claims.airProvinces }, with spaces inside its braces, which visitors would see as typed: write {claims.airProvinces}",
      },
      {
        file: "content/locales/ja/about.json",
        key: "intro.p3",
        line: undefined,
        message:
          "has ｛claims.customsSucessRate｝, with full-width braces, which visitors would see as typed: type it in half-width (English) mode, {...} with the name of a fact in content/company.json, which has no fact claims.customsSucessRate (did you mean {claims.customsSuccessRate}?)",
      },
      {
        file: "content/locales/ja/about.json",
        key: "intro.p3",
        line: undefined,
        message:
          "has {claims.support}}, with two closing braces, which visitors would see as typed: write {claims.support}",
      },
      {
        file: "content/locales/zh/about.json",
        key: "intro.p2",
        line: undefined,
        message:
          "has ｛ｃｌａｉｍｓ．ｐｏｒｔｓ｝, in full-width characters, which visitors would see as typed: type it in half-width (English) mode, {claims.ports}",
      },
      {
        file: `content/${sea}`,
        key: "(body)",
        line: spaced + 1,
        message:
          'has the expression { claims.ports }, which MDX runs as code (the whole text vanishes from the page when it names nothing): write a fact as <Fact name="..." /> (here <Fact name="claims.ports" />), and a brace as \\{',
      },
      {
        file: `content/${sea}`,
        key: "(body)",
        line: misspelt,
        message:
          'has ｛claims.prots｝, with full-width braces, which visitors would see as typed: a fact in this text is written <Fact name="..." /> with the name of a fact in content/company.json, which has no fact claims.prots (did you mean <Fact name="claims.ports" />?)',
      },
      {
        file: `content/${sea}`,
        key: "(body)",
        line: misspelt,
        message:
          'names a fact that content/company.json does not have: <Fact name="ｃｌａｉｍｓ．ｐｏｒｔｓ" /> (did you mean <Fact name="claims.ports" />?)',
      },
      {
        file: "content/services/ekspedisi-laut/ja.mdx",
        key: "summary",
        line: undefined,
        message:
          "has ｛claims。ports in full-width characters and without its closing brace, which visitors would see as typed: type it in half-width (English) mode, {claims.ports}",
      },
    ]);
  });

  it("names a fact written in two pairs of braces, as a variable, once and in its own file, with the fact to write", () => {
    editJson("locales/id/about.json", (d) => {
      d.intro.p2 = d.intro.p2.replace("{claims.airProvinces}", "{{claims.airProvinces}}");
    });
    editJson("locales/ja/about.json", (d) => {
      d.intro.p3 = d.intro.p3.replace("{claims.customsSuccessRate}", "{{claims.customsSucessRate}}");
    });
    const asVariable =
      "a fact in two pairs of braces, which visitors would see as typed (two pairs hold a value the site's code fills in): write";
    expect(errors()).toEqual([
      expect.objectContaining({
        file: "content/locales/id/about.json",
        key: "intro.p2",
        message: `has {{claims.airProvinces}}, ${asVariable} {claims.airProvinces}`,
      }),
      expect.objectContaining({
        file: "content/locales/ja/about.json",
        key: "intro.p3",
        message: `has {{claims.customsSucessRate}}, ${asVariable} {...} with the name of a fact in content/company.json, which has no fact claims.customsSucessRate (did you mean {claims.customsSuccessRate}?)`,
      }),
    ]);
  });

  it("names a locale text whose {{variables}} differ from the default language's, by language, file and key", () => {
    editJson("locales/ja/articles.json", (d) => {
      d.narrowed.service = "{{servce}}に関する記事";
      d.moreIn_other = "{{language}}の記事";
    });
    editJson("locales/en/calculator.json", (d) => {
      d.sea.containerCount_one = "{{n}} × {{container}} ({{cbm, number}} CBM, {{tons}} t)";
    });
    const issues = errors();
    expectIssue(issues, {
      language: "ja",
      file: "content/locales/ja/articles.json",
      key: "narrowed.service",
      message: expect.stringMatching(
        /^uses \{\{servce\}\}, which content\/locales\/id\/articles\.json does not have for this key and leaves out \{\{service\}\}/,
      ),
    });
    expectIssue(issues, {
      language: "ja",
      key: "moreIn_other",
      message: expect.stringMatching(/^leaves out \{\{count\}\}: the variables are \{\{count\}\}, \{\{language\}\}/),
    });
    expectIssue(issues, {
      language: "en",
      file: "content/locales/en/calculator.json",
      key: "sea.containerCount_one",
      message: expect.stringContaining("uses {{tons}}"),
    });
    // A format ({{cbm, number}}) is the same variable; a plural form may write its number in words.
    expect(issues.filter((i) => i.key === "results.invalid_one")).toEqual([]);
    expect(issues.filter((i) => /\{\{/.test(i.message))).toHaveLength(3);
  });

  it("names a variable or fact lost from the default language's text only there, once, not in every translation", () => {
    editJson("locales/id/formResults.json", (d) => {
      d.received.text = "Pesan Anda sudah kami terima. Kami akan membalas dalam {replyWithinHours} jam.";
    });
    editJson("locales/id/home.json", (d) => {
      d.contact.subtitle = "Ceritakan kebutuhan pengiriman Anda, kami segera membalas.";
    });
    expect(errors()).toEqual([
      expect.objectContaining({
        language: "id",
        file: "content/locales/id/formResults.json",
        key: "received.text",
        message:
          "does not use {{reference}}, which English, Japanese, Chinese use: restore it in this text, or take it out of every language",
      }),
      expect.objectContaining({
        language: "id",
        file: "content/locales/id/home.json",
        key: "contact.subtitle",
        message: expect.stringMatching(/^does not use \{replyWithinHours\}, which English, Japanese, Chinese use/),
      }),
    ]);
  });

  it("names a variable renamed in the default language's text only there, not every translation as leaving out the new name", () => {
    editJson("locales/id/articles.json", (d) => {
      d.moreIn_other = d.moreIn_other.replace("{{language}}", "{{bahasa}}");
    });
    expect(errors()).toEqual([
      expect.objectContaining({
        language: "id",
        file: "content/locales/id/articles.json",
        key: "moreIn_other",
        message:
          "does not use {{language}}, which English, Japanese, Chinese use: restore it in this text, or take it out of every language",
      }),
    ]);
  });

  it("names a plural form for many numbers (_other) that leaves out {{count}}, which only the forms for one number may", () => {
    editJson("locales/ja/calculator.json", (d) => {
      d.piece.maxRows_other =
        "入力できる行数には上限があります。それ以上の貨物は、お見積もり依頼の際にお知らせください。";
    });
    editJson("locales/en/calculator.json", (d) => {
      d.piece.maxRows_one = "You can enter one row. Describe a larger shipment in your quote request.";
    });
    expect(errors()).toEqual([
      expect.objectContaining({
        language: "ja",
        file: "content/locales/ja/calculator.json",
        key: "piece.maxRows_other",
        message: expect.stringMatching(/^leaves out \{\{count\}\}/),
      }),
    ]);
  });

  it("names a text set beside a link that lost the space at its edge the default language's has, in a language that writes spaces between words", () => {
    editJson("locales/en/form.json", (d) => {
      d.legal.before = "By sending this message, you agree to our";
      d.legal.between = "and";
    });
    // Not named: zh and ja, which write no space between words, and en's legal.after ".", which
    // closes up to the link before it.
    const edge = (side: string, verb: string) =>
      `${side} without a space, where content/locales/id/form.json's text ${side} with one: the site sets this text beside another or a link, and without the space the words run together. ${verb} it with a space`;
    expect(errors()).toEqual([
      expect.objectContaining({
        language: "en",
        file: "content/locales/en/form.json",
        key: "legal.before",
        message: edge("ends", "End"),
      }),
      expect.objectContaining({ language: "en", key: "legal.between", message: edge("starts", "Start") }),
      expect.objectContaining({ language: "en", key: "legal.between", message: edge("ends", "End") }),
    ]);
  });

  it("names a text of the default language that uses {{count}} under a key without plural forms, once, saying which forms each language needs", () => {
    for (const language of ["id", "en", "ja", "zh"])
      editJson(`locales/${language}/articles.json`, (d) => {
        d.moreIn = d.moreIn_other;
        delete d.moreIn_one;
        delete d.moreIn_other;
      });
    expect(errors()).toEqual([
      expect.objectContaining({
        language: "id",
        file: "content/locales/id/articles.json",
        key: "moreIn",
        message:
          'uses {{count}} under a key without a plural form, so every number gets the same words ("1 articles"): write it as moreIn_other in every language, with the forms the language needs (English: moreIn_one and moreIn_other)',
      }),
    ]);
  });

  it("names a comment in a JSON file as such, on its line, not as a comma or a quote to mend", () => {
    const p = "locales/en/contact.json";
    writeFileSync(
      file(p),
      readFileSync(file(p), "utf8")
        .replace('"meta": {', '// the contact page\n  "meta": {')
        .replace('"Contact",', '"Contact", /* the tab */'),
    );
    writeFileSync(
      file("locales/ja/contact.json"),
      readFileSync(file("locales/ja/contact.json"), "utf8").replace("{", "{ /* 連絡 */"),
    );
    const comment = "a comment (// or /* */), which JSON does not allow: remove it";
    expect(errors().filter((i) => i.message.startsWith("is not valid JSON"))).toEqual([
      expect.objectContaining({ file: `content/${p}`, line: 2, message: expect.stringContaining(comment) }),
      expect.objectContaining({
        file: "content/locales/ja/contact.json",
        line: 1,
        message: expect.stringContaining(comment),
      }),
    ]);
    writeFileSync(file(p), readFileSync(file(p), "utf8").replace("// the contact page\n  ", ""));
    expectIssue(errors(), { file: `content/${p}`, line: 3, message: expect.stringContaining(comment) });
  });

  it("names a text or key in curly, full-width or single quotes on its own line, with the quote to type", () => {
    const edit = (p: string, from: string, to: string) =>
      writeFileSync(file(p), readFileSync(file(p), "utf8").replace(from, to));
    edit("locales/ja/home.json", '"cta": "無料相談"', '"cta": “無料相談"');
    edit("locales/en/home.json", '"cta": "Free Consultation"', "\"cta\": 'Free Consultation'");
    edit("locales/en/common.json", '"breadcrumb"', "'breadcrumb'");
    const line = (p: string, text: string) =>
      readFileSync(file(p), "utf8")
        .split("\n")
        .findIndex((l) => l.includes(text)) + 1;
    const single = 'a key or text in single quotes, which JSON does not allow: write double quotes ("key": "text")';
    expect(errors().filter((i) => i.message.startsWith("is not valid JSON"))).toEqual([
      expect.objectContaining({
        file: "content/locales/en/common.json",
        line: line("locales/en/common.json", "'breadcrumb'"),
        message: expect.stringContaining(single),
      }),
      expect.objectContaining({
        file: "content/locales/en/home.json",
        line: line("locales/en/home.json", "'Free Consultation'"),
        message: expect.stringContaining(single),
      }),
      expect.objectContaining({
        file: "content/locales/ja/home.json",
        line: line("locales/ja/home.json", "“無料相談"),
        message: expect.stringContaining(
          'a key or text that starts with “, which JSON does not take for a quote: type the straight double quote (") in half-width (English) mode',
        ),
      }),
    ]);
  });

  it("names a locale file saved with a byte-order mark as such, on its first line, not as invalid JSON on its last", () => {
    const p = "locales/zh/common.json";
    writeFileSync(file(p), `\uFEFF${readFileSync(file(p), "utf8")}`);
    expect(errors().filter((i) => i.file === `content/${p}`)).toEqual([
      expect.objectContaining({
        language: "zh",
        line: 1,
        message:
          'starts with an invisible byte-order mark (BOM): save it as "UTF-8" without BOM (in the editor\'s encoding or "Save with Encoding" menu)',
      }),
    ]);
  });

  it("names a key written twice in a locale file, with both lines: JSON keeps the later one silently", () => {
    const p = "locales/zh/form.json";
    const text = readFileSync(file(p), "utf8");
    // An English copy left above the translation: the page would show the Chinese, the check see only it.
    writeFileSync(file(p), text.replace(/^\{\n/, '{\n  "getQuote": "Get a Quote",\n'));
    const lineOfTranslation = text.split("\n").findIndex((l) => l.includes('"getQuote"')) + 2;
    expect(errors().filter((i) => i.file === `content/${p}`)).toEqual([
      expect.objectContaining({
        language: "zh",
        key: "getQuote",
        line: lineOfTranslation,
        message: `has the key "getQuote" twice: it is also on line 2, and only this later one is used: keep one of them`,
      }),
    ]);
  });

  it("refuses a tag in a locale text or a frontmatter text, which the page would show as typed", () => {
    editJson("locales/en/form.json", (d) => {
      d.getQuote = "Get a Quote <b>now</b>";
    });
    editMdx("services/ekspedisi-laut/ja.mdx", (d) => {
      d.faq[0].answer = '<Fact name="claims.ports" />以上の港に対応しています。';
    });
    editMdx("articles/lcl-atau-fcl/en.mdx", (d) => {
      d.title = `${d.title}<br>`;
    });
    const issues = errors();
    const tag = (t: string) =>
      `has the tag ${t}, which the page shows as typed, brackets and all: write the text without it (a developer makes words bold or adds a link within a text)`;
    expect(issues.filter((i) => i.file === "content/locales/en/form.json")).toEqual([
      expect.objectContaining({ key: "getQuote", message: tag("<b>") }),
      expect.objectContaining({ key: "getQuote", message: tag("</b>") }),
    ]);
    expectIssue(issues, {
      file: "content/services/ekspedisi-laut/ja.mdx",
      key: "faq, entry 1, answer",
      message: expect.stringContaining(
        'has <Fact name="claims.ports" />, which the page shows as typed: here a fact is written {claims.ports}',
      ),
    });
    expectIssue(issues, { file: "content/articles/lcl-atau-fcl/en.mdx", key: "title", message: tag("<br>") });
  });

  it("refuses Markdown in a locale text or a frontmatter text, which the page would show as typed", () => {
    editJson("locales/en/form.json", (d) => {
      d.getQuote = "Get a **free** Quote";
    });
    editMdx("services/ekspedisi-laut/en.mdx", (d) => {
      d.faq[0].answer = "See [our contact page](/en/contact/) or write `info`.";
    });
    const issues = errors();
    const markdown = (m: string) =>
      `has the Markdown ${m}, which the page shows as typed, marks and all (Markdown works only in the text below the frontmatter of an MDX file): write the text without it (a developer makes words bold or adds a link within a text)`;
    expect(issues.filter((i) => i.file === "content/locales/en/form.json")).toEqual([
      expect.objectContaining({ key: "getQuote", message: markdown("**free**") }),
    ]);
    for (const m of ["[our contact page](/en/contact/)", "`info`"])
      expectIssue(issues, {
        file: "content/services/ekspedisi-laut/en.mdx",
        key: "faq, entry 1, answer",
        message: markdown(m),
      });
  });

  it("refuses an HTML entity in a locale text or a frontmatter text, which the page shows as typed, naming the character to type", () => {
    editJson("locales/en/common.json", (d) => {
      d.footer.terms = "Terms &amp; Conditions";
    });
    editMdx("services/ekspedisi-laut/en.mdx", (d) => {
      d.faq[0].answer = `${d.faq[0].answer} Ask what we&#39;d need&nbsp;first.`;
    });
    const entity = (e: string, character: string) =>
      `has ${e}, an HTML code the page shows as typed (React writes the text as it is): type the character itself (${character})`;
    expect(errors()).toEqual([
      expect.objectContaining({
        language: "en",
        file: "content/locales/en/common.json",
        key: "footer.terms",
        message: entity("&amp;", '"&"'),
      }),
      expect.objectContaining({
        file: "content/services/ekspedisi-laut/en.mdx",
        key: "faq, entry 1, answer",
        message: entity("&#39;", `"'"`),
      }),
      expect.objectContaining({
        file: "content/services/ekspedisi-laut/en.mdx",
        key: "faq, entry 1, answer",
        message: entity("&nbsp;", "a no-break space, or an ordinary one"),
      }),
    ]);
  });

  it("reports an empty string", () => {
    editJson("locales/id/contact.json", (d) => {
      d.promise = "  ";
    });
    expectIssue(errors(), {
      language: "id",
      file: "content/locales/id/contact.json",
      key: "promise",
      message: "is empty",
    });
  });

  it("names a translation left empty once, with the text to write", () => {
    editJson("locales/ja/contact.json", (d) => {
      d.promise = "";
    });
    expect(errors()).toEqual([
      expect.objectContaining({
        language: "ja",
        file: "content/locales/ja/contact.json",
        key: "promise",
        message:
          "is empty, so the page would show nothing there: write its Japanese text, a translation of this key's text in content/locales/id/contact.json",
      }),
    ]);
  });

  it("reports fact tokens that name no fact, in locale files, frontmatter and MDX bodies", () => {
    editJson("locales/en/home.json", (d) => {
      d.hero.subtitle = "Since {foundedYaer}";
    });
    editMdx(
      "services/ekspedisi-laut/en.mdx",
      (d) => {
        d.details[0].content = "{sea.containers.45ft.cbm} CBM";
      },
      'Ports: <Fact name="claims.harbours" />',
    );
    const issues = errors();
    expectIssue(issues, {
      file: "content/locales/en/home.json",
      key: "hero.subtitle",
      message: expect.stringContaining("{foundedYaer}"),
    });
    expectIssue(issues, {
      file: "content/services/ekspedisi-laut/en.mdx",
      key: "details, entry 1, content",
      message: expect.stringContaining("content/company.json does not have"),
    });
    expectIssue(issues, {
      file: "content/services/ekspedisi-laut/en.mdx",
      key: "(body)",
      message: expect.stringContaining("claims.harbours"),
    });
  });

  it("names the fact a misspelt name most likely stands for, written as the text writes a fact, in a locale text, a frontmatter text and a body", () => {
    editJson("locales/en/about.json", (d) => {
      d.intro.p2 = d.intro.p2.replace("{claims.ports}", "{claim.ports}");
      d.intro.p3 = d.intro.p3.replace("{claims.certifiedExperts}", "{claims.harbours}");
    });
    editMdx("services/ekspedisi-laut/en.mdx", (d) => {
      d.details[0].content = "From {rates.sea.lcl} per CBM, {rate.sea.fcl} per container.";
    });
    const article = "articles/lcl-atau-fcl/en.mdx";
    const body = readFileSync(file(article), "utf8").split("\n");
    const rateLine = body.findIndex((line) => line.startsWith("Our published LCL rate starts from")) + 1;
    body[rateLine - 1] = body[rateLine - 1].replace('<Fact name="rates.sea.lcl" />', '<Fact name="rate.sea.lcl" />');
    body.push("", 'Ports: <Fact name="claims.harbours" />.');
    writeFileSync(file(article), body.join("\n"));
    const issues = errors();
    expect(issues.filter((i) => i.file === "content/locales/en/about.json")).toEqual([
      expect.objectContaining({
        key: "intro.p2",
        message: "names a fact that content/company.json does not have: {claim.ports} (did you mean {claims.ports}?)",
      }),
      // No fact is near claims.harbours: the message names it alone.
      expect.objectContaining({
        key: "intro.p3",
        message: "names a fact that content/company.json does not have: {claims.harbours}",
      }),
    ]);
    expect(issues.filter((i) => i.file === "content/services/ekspedisi-laut/en.mdx")).toEqual([
      expect.objectContaining({
        key: "details, entry 1, content",
        message: "names a fact that content/company.json does not have: {rate.sea.fcl} (did you mean {rates.sea.fcl}?)",
      }),
    ]);
    expect(issues.filter((i) => i.file === `content/${article}` && i.key === "(body)")).toEqual([
      expect.objectContaining({
        line: rateLine,
        message:
          'names a fact that content/company.json does not have: <Fact name="rate.sea.lcl" /> (did you mean <Fact name="rates.sea.lcl" />?)',
      }),
      expect.objectContaining({
        line: body.length,
        message:
          'names a fact that content/company.json does not have: <Fact name="claims.harbours" />. Write the name of one of its facts, as in <Fact name="claims.ports" />',
      }),
    ]);
  });

  it("names the unknown fact token of a frontmatter text, once, and echoes a date not written YYYY-MM-DD", () => {
    editMdx("articles/lcl-atau-fcl/en.mdx", (d) => {
      d.description = "{rates.sea.lcll} per CBM from Batam.";
      d.published = "03/12/2026";
    });
    editMdx("services/ekspedisi-laut/en.mdx", (d) => {
      d.faq[0].answer = "From {rates.sea.lcll} or {rates.sea.fcl} and {claims.harbours}.";
    });
    const issues = errors();
    expect(issues.filter((i) => i.file === "content/articles/lcl-atau-fcl/en.mdx")).toEqual([
      expect.objectContaining({
        key: "description",
        message:
          "names a fact that content/company.json does not have: {rates.sea.lcll} (did you mean {rates.sea.lcl}?)",
      }),
      expect.objectContaining({
        key: "published",
        message: 'must be a date written as YYYY-MM-DD, year first (found "03/12/2026")',
      }),
    ]);
    expect(issues.filter((i) => i.file === "content/services/ekspedisi-laut/en.mdx")).toEqual([
      expect.objectContaining({
        key: "faq, entry 1, answer",
        message:
          "names a fact that content/company.json does not have: {rates.sea.lcll} (did you mean {rates.sea.lcl}?), {claims.harbours}",
      }),
    ]);
  });

  it('names a frontmatter line whose text without quotes holds " #", which YAML cuts there, and leaves quoted texts and blocks alone', () => {
    const sea = "services/ekspedisi-laut/en.mdx";
    writeFileSync(
      file(sea),
      readFileSync(file(sea), "utf8")
        .replace('navTitle: "Sea Freight"', "navTitle: Sea Freight #1 in Batam")
        .replace('title: "Sea Freight"', 'title: "Sea Freight #1"'),
    );
    const warehouse = "services/warehouse-distribusi/en.mdx";
    writeFileSync(
      file(warehouse),
      readFileSync(file(warehouse), "utf8").replace("      Capacity:", "      Dock #2 open. Capacity:"),
    );
    const cut = errors().filter((i) => i.message.includes('" #"'));
    expect(cut).toEqual([
      expect.objectContaining({ file: `content/${sea}`, key: "navTitle", line: 3, language: "en" }),
    ]);
  });

  it("names braces that hold no fact token, which visitors would see as typed, in a frontmatter text and a locale text", () => {
    editMdx("services/ekspedisi-laut/en.mdx", (d) => {
      d.summary = "To {claims.ports }+ ports and {claims ports} more.";
    });
    editJson("locales/ja/home.json", (d) => {
      d.hero.subtitle = `${d.hero.subtitle}{ claims.ports}`;
    });
    const braces = errors().filter((i) => i.message.includes("which visitors would see as typed"));
    expect(braces).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          file: "content/services/ekspedisi-laut/en.mdx",
          key: "summary",
          message: expect.stringMatching(/^has \{claims\.ports \}, /),
        }),
        expect.objectContaining({
          file: "content/services/ekspedisi-laut/en.mdx",
          key: "summary",
          message: expect.stringMatching(/^has \{claims ports\}, /),
        }),
        expect.objectContaining({ file: "content/locales/ja/home.json", key: "hero.subtitle", language: "ja" }),
      ]),
    );
    expect(braces).toHaveLength(3);
  });

  it("names a page's description longer than search results show once its facts are filled in: 160 characters in Latin script, 100 in Chinese and Japanese", () => {
    // Within the limit as written, over it once {legalName} is replaced by the company's name.
    const token = "{legalName}";
    const shown = (written: number) => written - token.length + [...company.legalName].length;
    const latin = `${"Batam ".repeat(24)}${token}`;
    const chinese = `${"运".repeat(85)}${token}`;
    expect(latin.length).toBeLessThanOrEqual(160);
    expect(chinese.length).toBeLessThanOrEqual(100);
    editMdx("services/ekspedisi-udara/en.mdx", (d) => {
      d.metaDescription = latin;
    });
    editJson("locales/zh/legal.json", (d) => {
      d.privacy.meta.description = chinese;
    });
    editMdx("articles/lcl-atau-fcl/id.mdx", (d) => {
      d.description = latin;
    });
    const issues = errors();
    expectIssue(issues, {
      language: "en",
      file: "content/services/ekspedisi-udara/en.mdx",
      key: "metaDescription",
      message: expect.stringContaining(
        `of ${shown(latin.length)} characters (facts filled in); search results show about 160 in English`,
      ),
    });
    expectIssue(issues, {
      language: "zh",
      file: "content/locales/zh/legal.json",
      key: "privacy.meta.description",
      message: expect.stringContaining(
        `of ${shown(chinese.length)} characters (facts filled in); search results show about 100 in Chinese`,
      ),
    });
    expectIssue(issues, {
      language: "id",
      file: "content/articles/lcl-atau-fcl/id.mdx",
      key: "description",
      message: expect.stringContaining("shorten it to 160 or fewer"),
    });
  });

  it("stops on a link to no page of the text's language, naming the file and the link, in MDX and locale files", () => {
    const terms = file("legal/terms/en.mdx");
    writeFileSync(
      terms,
      readFileSync(terms, "utf8")
        .replace("](/en/privacy/)", "](/en/privasi/)")
        .concat(
          "\nSee our [Indonesian prices](/services/ekspedisi-laut/) and [the quote form](/en/penawaran/#quote).\n",
        ),
    );
    const privacy = file("legal/privacy/id.mdx");
    writeFileSync(privacy, readFileSync(privacy, "utf8").concat("\nLihat [syarat](/id/terms/).\n"));
    editJson("locales/ja/home.json", (d) => {
      d.hero.subtitle = `${d.hero.subtitle} <a href="/ja/services/no-such-service/">x</a>`;
    });
    editMdx("services/ekspedisi-laut/zh.mdx", (d) => {
      d.details[0].content = "见[集装箱指南](/zh/incoterms/)和[另一页](/zh/artikel/no-such-article/)";
    });
    const issues = errors();
    const lineOf = (p: string, text: string) =>
      readFileSync(file(p), "utf8")
        .split("\n")
        .findIndex((l) => l.includes(text)) + 1;
    expectIssue(issues, {
      file: "content/legal/terms/en.mdx",
      key: "(body)",
      // The line where the editor finds it.
      line: lineOf("legal/terms/en.mdx", "](/en/privasi/)"),
      message: "links to /en/privasi/, which is no page in this language (English)",
    });
    // An Indonesian page linked from an English text is no page in English: the English one is named.
    expectIssue(issues, {
      file: "content/legal/terms/en.mdx",
      message:
        "links to /services/ekspedisi-laut/, which is no page in this language (English): write /en/services/ekspedisi-laut/, the same page in this language",
    });
    // Indonesian has no prefix: a link written /id/... is named with the path to write.
    expectIssue(issues, {
      file: "content/legal/privacy/id.mdx",
      message:
        "links to /id/terms/, which is no page in this language (Indonesian): write /terms/, the same page in this language",
    });
    expectIssue(issues, {
      file: "content/locales/ja/home.json",
      key: "hero.subtitle",
      message: expect.stringContaining("/ja/services/no-such-service/"),
    });
    expectIssue(issues, {
      file: "content/services/ekspedisi-laut/zh.mdx",
      key: "details, entry 1, content",
      message: expect.stringContaining("/zh/artikel/no-such-article/"),
    });
    // The pages that exist pass, with an anchor too.
    // (The zh link is also Markdown in a frontmatter text, which is named as such, not as a link to no page.)
    const messages = issues.map((i) => i.message).join("\n");
    expect(messages).not.toContain("links to /en/penawaran/#quote");
    expect(messages).not.toContain("links to /zh/incoterms/");
  });

  it("names a package's note missing in one language, or there in one language only", () => {
    editMdx("services/ekspedisi-laut/ja.mdx", (d) => {
      delete d.pricing[0].note;
    });
    editMdx("services/warehouse-distribusi/zh.mdx", (d) => {
      d.pricing[2].note = "按项目报价";
    });
    const issues = errors();
    expectIssue(issues, {
      language: "ja",
      file: "content/services/ekspedisi-laut/ja.mdx",
      key: "pricing, entry 1, note",
      message: "is missing: content/services/ekspedisi-laut/id.mdx has one (translate it)",
    });
    expectIssue(issues, {
      language: "zh",
      file: "content/services/warehouse-distribusi/zh.mdx",
      key: "pricing, entry 3, note",
      message:
        "is not in content/services/warehouse-distribusi/id.mdx: every language shows the same notes on its packages",
    });
  });

  it("names an empty image text and a misspelt rate of a service once each, by the rule they break", () => {
    editMdx("services/ekspedisi-laut/en.mdx", (d) => {
      d.imageAlt = "";
      d.pricing[0].price = "rates.sea.lcll";
    });
    expect(errors().filter((i) => i.file === "content/services/ekspedisi-laut/en.mdx")).toEqual([
      expect.objectContaining({ key: "imageAlt", message: "must not be empty" }),
      expect.objectContaining({
        key: "pricing, entry 1, price",
        message: expect.stringMatching(/^must be the path of a rate in content\/company\.json/),
      }),
    ]);
  });

  it("names a service's title or a page's meta.title too long for search results with the site's name", () => {
    editMdx("services/ekspedisi-laut/en.mdx", (d) => {
      d.title = "Sea Freight from Batam to Every Port in the World, LCL and FCL";
    });
    editJson("locales/ja/about.json", (d) => {
      d.meta.title = "バタムの国際物流会社について：通関、海上輸送、航空輸送、倉庫";
    });
    const issues = errors();
    expectIssue(issues, {
      file: "content/services/ekspedisi-laut/en.mdx",
      key: "title",
      message: expect.stringMatching(
        /^with the site's name \("Sea Freight from Batam .* \| Lintas Batam"\) is 77 Latin letters wide .*: shorten it$/,
      ),
    });
    expectIssue(issues, {
      language: "ja",
      file: "content/locales/ja/about.json",
      key: "meta.title",
      message: expect.stringMatching(
        /is \d+ Latin letters wide \(a Chinese or Japanese character counts two\).*: shorten it$/,
      ),
    });
  });

  it("checks the links a Markdown reference, a titled link and the site's full address make, and a linked file, and names a missing slash", () => {
    const terms = file("legal/terms/en.mdx");
    mkdirSync(file("../static"), { recursive: true });
    writeFileSync(file("../static/brochure.pdf"), "%PDF-1.4");
    writeFileSync(
      terms,
      readFileSync(terms, "utf8").concat(
        [
          "",
          `Write to [our contact page][c], see [the tariff](/en/tarif/ "Tariff") and [sea freight](${siteUrl}/en/services/bea-cukia/).`,
          "See [customs clearance](/en/services/bea-cukai) too.",
          "Our [brochure](/brochure.pdf), [the old one](/brochure-2020.pdf), [the sitemap](/sitemap-index.xml) and [news](/en/artikel/rss.xml).",
          "",
          "[c]: /en/kontakt/",
          "",
        ].join("\n"),
      ),
    );
    const messages = errors()
      .filter((i) => i.file === "content/legal/terms/en.mdx")
      .map((i) => i.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        "links to /en/kontakt/, which is no page in this language (English)",
        "links to /en/tarif/, which is no page in this language (English)",
        "links to /en/services/bea-cukia/, which is no page in this language (English)",
        "links to /brochure-2020.pdf, which is no file in static/ (a document a text links to is kept there)",
        "links to /en/services/bea-cukai, which is no page: the site's addresses end with a slash, /en/services/bea-cukai/",
      ]),
    );
    expect(messages.join("\n")).not.toMatch(/brochure\.pdf|sitemap-index|rss\.xml/);
  });

  it("names a body's link to no page or file by its line in the body, where the frontmatter holds the same words", () => {
    const sea = "services/ekspedisi-laut/en.mdx";
    editMdx(
      sea,
      (d) => {
        d.details[0].content = "Ask for a quote (/en/penawaran), our brochure (/brochure.pdf) or a call (kontak/).";
      },
      `${matter(readFileSync(file(sea), "utf8")).content}\nAsk for [a quote](/en/penawaran), see [the brochure](/brochure.pdf) or [call us](kontak/).\n`,
    );
    const lines = readFileSync(file(sea), "utf8").split("\n");
    const body = lines.findIndex((l) => l.startsWith("Ask for [a quote]")) + 1;
    expect(lines.findIndex((l) => l.includes("(/en/penawaran)")) + 1).toBeLessThan(body);
    expect(errors().filter((i) => i.file === `content/${sea}` && /^links to/.test(i.message))).toEqual([
      expect.objectContaining({ key: "(body)", line: body, message: expect.stringContaining("/en/penawaran") }),
      expect.objectContaining({ key: "(body)", line: body, message: expect.stringContaining("/brochure.pdf") }),
      expect.objectContaining({ key: "(body)", line: body, message: expect.stringContaining("kontak/") }),
    ]);
  });

  it("names the same broken link written on two lines of a body at each line, and twice on one line once", () => {
    const p = "articles/lcl-atau-fcl/en.mdx";
    writeFileSync(
      file(p),
      readFileSync(file(p), "utf8").concat(
        "\nAsk for [a quote](/en/quote/) or [write](kontak/).\n",
        '\nThe [quote form](/en/quote/) and [the other](/en/quote/ "quote") answer within a day; [write](kontak/).\n',
      ),
    );
    const lines = readFileSync(file(p), "utf8").split("\n");
    const first = lines.findIndex((l) => l.startsWith("Ask for [a quote]")) + 1;
    const second = lines.findIndex((l) => l.startsWith("The [quote form]")) + 1;
    expect(
      errors()
        .filter((i) => i.file === `content/${p}`)
        .map(({ line, message }) => ({ line, link: message.split(",")[0] })),
    ).toEqual([
      { line: first, link: "links to /en/quote/" },
      { line: second, link: "links to /en/quote/" },
      { line: first, link: "links to kontak/" },
      { line: second, link: "links to kontak/" },
    ]);
  });

  it("names the same broken link written under two keys of a locale file at each key's line", () => {
    const p = "locales/en/contact.json";
    editJson(p, (d) => {
      d.hero.subtitle = "Ask for [a quote](/en/quote/) or [write](kontak/).";
      d.promise = "We reply within {replyWithinHours} hours: [ask](/en/quote/) or [write](kontak/).";
    });
    const lines = readFileSync(file(p), "utf8").split("\n");
    const subtitle = lines.findIndex((l) => l.includes('"subtitle"')) + 1;
    const promise = lines.findIndex((l) => l.includes('"promise"')) + 1;
    expect(
      errors()
        .filter((i) => i.file === `content/${p}` && /^links to/.test(i.message))
        .map(({ key, line, message }) => ({ key, line, link: message.split(",")[0] })),
    ).toEqual([
      { key: "hero.subtitle", line: subtitle, link: "links to /en/quote/" },
      { key: "hero.subtitle", line: subtitle, link: "links to kontak/" },
      { key: "promise", line: promise, link: "links to /en/quote/" },
      { key: "promise", line: promise, link: "links to kontak/" },
    ]);
  });

  it("names a body's link to a heading its article does not have, as the build does, and leaves a section the page's code makes to the build", () => {
    const p = "articles/impor-ftz-batam/en.mdx";
    writeFileSync(
      file(p),
      readFileSync(file(p), "utf8").concat(
        "\nSee [the documents](#the-document) and [the break-even point](/en/artikel/lcl-atau-fcl/#titik-impas-mulai-kapan-fcl-lebih-murah).\n",
        "\nRight: [the basis](#the-legal-basis), [at a glance](/en/artikel/lcl-atau-fcl/#at-a-glance), [LCL](/en/artikel/lcl-atau-fcl/#lcl-a-shared-container).\n",
        "\nThe page's own: [the calculator](/en/services/ekspedisi-laut/#calculator), [sources](#article-sources), [the quote](/en/artikel/lcl-atau-fcl/#article-quote).\n",
      ),
    );
    const line =
      readFileSync(file(p), "utf8")
        .split("\n")
        .findIndex((l) => l.startsWith("See [the documents]")) + 1;
    expect(errors().filter((i) => /no section/.test(i.message))).toEqual([
      {
        level: "error",
        language: "en",
        file: `content/${p}`,
        key: "(body)",
        line,
        message: "links to #the-document, and that page has no section #the-document (did you mean #the-documents?)",
      },
      {
        level: "error",
        language: "en",
        file: `content/${p}`,
        key: "(body)",
        line,
        message:
          "links to /en/artikel/lcl-atau-fcl/#titik-impas-mulai-kapan-fcl-lebih-murah, and that page has no section #titik-impas-mulai-kapan-fcl-lebih-murah",
      },
    ]);
  });

  it("refuses a link whose path lacks its first /, which leads under the page's own address, by line, and leaves full addresses, mail and phone links and #fragments alone", () => {
    const p = "articles/lcl-atau-fcl/en.mdx";
    writeFileSync(
      file(p),
      readFileSync(file(p), "utf8").concat(
        "\nAsk for [a quote](kontak/) or [sea freight](services/ekspedisi-laut/).\n",
        "\n[Mail](mailto:info@example.com), [call](tel:+627780000000), [a section](#top), [Incoterms](https://iccwbo.org/).\n",
      ),
    );
    editMdx("services/ekspedisi-laut/zh.mdx", (d) => {
      d.details[0].content = "见[联系我们](zh/kontak/)";
    });
    const issues = errors().filter((i) => /a path without its first \//.test(i.message));
    const body = readFileSync(file(p), "utf8").split("\n");
    expect(issues).toHaveLength(3);
    expect(issues).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          file: `content/${p}`,
          line: body.findIndex((l) => l.includes("(kontak/)")) + 1,
          message: expect.stringMatching(/^links to kontak\/, a path without its first \/.*root: \/en\/kontak\/$/),
        }),
        expect.objectContaining({
          file: `content/${p}`,
          message: expect.stringMatching(
            /^links to services\/ekspedisi-laut\/.*root: \/en\/services\/ekspedisi-laut\/$/,
          ),
        }),
        expect.objectContaining({
          file: "content/services/ekspedisi-laut/zh.mdx",
          language: "zh",
          message: expect.stringMatching(/^links to zh\/kontak\/.*root: \/zh\/kontak\/$/),
        }),
      ]),
    );
  });

  it("says for a link from the page's own folder (../, ./) the page it names, from the site's root in the text's language", () => {
    for (const language of ["id", "en"]) {
      const p = `articles/lcl-atau-fcl/${language}.mdx`;
      writeFileSync(
        file(p),
        readFileSync(file(p), "utf8").concat(
          "\nSee [duties](../impor-ftz-batam/#biaya), [a quote](./penawaran/) and [us](../../kontak/).\n",
        ),
      );
    }
    const advice = (language: string) =>
      errors()
        .filter((i) => i.file === `content/articles/lcl-atau-fcl/${language}.mdx`)
        .map((i) => i.message.replace(/,.*root: /, " → "));
    expect(advice("id")).toEqual([
      "links to ../impor-ftz-batam/#biaya → /artikel/impor-ftz-batam/#biaya",
      "links to ./penawaran/ → /penawaran/",
      "links to ../../kontak/ → /kontak/",
    ]);
    expect(advice("en")).toEqual([
      "links to ../impor-ftz-batam/#biaya → /en/artikel/impor-ftz-batam/#biaya",
      "links to ./penawaran/ → /en/penawaran/",
      "links to ../../kontak/ → /en/kontak/",
    ]);
    expectIssue(errors(), {
      file: "content/articles/lcl-atau-fcl/en.mdx",
      message: expect.stringMatching(
        /^links to \.\.\/impor-ftz-batam\/#biaya, a path from the page's own address \(\.\.\/\)/,
      ),
    });
  });

  it("says of a link from the page's own folder to a page written in other languages only which languages have it", () => {
    const p = "articles/lcl-atau-fcl/ja.mdx";
    writeFileSync(
      file(p),
      readFileSync(file(p), "utf8").concat("\n[関税](../impor-ftz-batam/#biaya)と[連絡先](../../kontak/)。\n"),
    );
    const messages = errors()
      .filter((i) => i.file === "content/articles/lcl-atau-fcl/ja.mdx")
      .map((i) => i.message);
    expect(messages).toEqual([
      expect.stringMatching(
        /^links to \.\.\/impor-ftz-batam\/#biaya, a path from the page's own address \(\.\.\/\), .*\. The page it names is written in Indonesian, English only: link to another page, or leave the link out until the page is written in Japanese too$/,
      ),
      expect.stringMatching(/^links to \.\.\/\.\.\/kontak\/, .*Write it from the site's root: \/ja\/kontak\/$/),
    ]);
  });

  it("names a link without its first / that is another site's, a mail address, a phone number or a file, with what to write", () => {
    const p = "articles/lcl-atau-fcl/en.mdx";
    writeFileSync(
      file(p),
      readFileSync(file(p), "utf8").concat(
        "\nSee [BP Batam](www.bpbatam.go.id), [customs](beacukai.go.id/en/) and [the brochure](brochure.pdf).\n",
        "\nWrite to [us](info@lintasbatam.co.id) or call [us](+627780000000).\n",
      ),
    );
    expect(
      errors()
        .filter((i) => i.file === `content/${p}`)
        .map((i) => i.message),
    ).toEqual([
      "links to www.bpbatam.go.id, a web address without https:// before it, which leads under the page's own address, to no page: write https://www.bpbatam.go.id",
      "links to beacukai.go.id/en/, a web address without https:// before it, which leads under the page's own address, to no page: write https://beacukai.go.id/en/",
      "links to brochure.pdf, a path without its first /: from the page it leads under the page's own address, which is no page. Write it from the site's root: /brochure.pdf",
      "links to info@lintasbatam.co.id, a mail address without mailto: before it, which leads to no page: write mailto:info@lintasbatam.co.id",
      "links to +627780000000, a phone number without tel: before it, which leads to no page: write tel: and its digits without spaces, as tel:+627780000000",
    ]);
  });

  it("refuses a {...} expression and a <fact> tag in an MDX body, by line, and leaves code, comments and frontmatter alone", () => {
    const p = "articles/lcl-atau-fcl/en.mdx";
    const lines = readFileSync(file(p), "utf8").split("\n");
    const at = (text: string) => lines.findIndex((l) => l.includes(text));
    const expression = at('starts from <Fact name="rates.sea.lcl" />');
    const tag = at('| From <Fact name="rates.sea.lcl" />');
    lines[expression] = lines[expression].replace('<Fact name="rates.sea.lcl" />', "{rates.sea.lcl}");
    lines[tag] = lines[tag].replace('<Fact name="rates.sea.lcl" />', '<fact name="rates.sea.lcl" />');
    lines.push(
      "",
      "Write `{rates.sea.lcl}` never; \\{braces} are text.",
      "",
      "```",
      "{code}",
      "```",
      "",
      "{/* a note",
      "{inside} */}",
    );
    writeFileSync(file(p), lines.join("\n"));
    const legal = "legal/privacy/en.mdx";
    writeFileSync(
      file(legal),
      readFileSync(file(legal), "utf8").replace('<Fact name="legalName" />', '<FACT name="legalName" />'),
    );
    const mdxIssues = errors().filter((i) => i.line !== undefined && /expression|<fact/i.test(i.message));
    expect(mdxIssues).toEqual([
      expect.objectContaining({ file: `content/${legal}`, line: 1, message: expect.stringContaining("writes <FACT") }),
      expect.objectContaining({
        language: "en",
        file: `content/${p}`,
        line: expression + 1,
        message: expect.stringMatching(/^has the expression \{rates\.sea\.lcl\}.*<Fact name="\.\.\." \/>/),
      }),
      expect.objectContaining({
        file: `content/${p}`,
        line: tag + 1,
        message: expect.stringContaining('writes <fact: the tag is <Fact name="..." />'),
      }),
    ]);
  });

  // Saved on Windows (\r\n), or with a space after the frontmatter's closing ---: MDX reads the body
  // all the same, and the check must too, or the build stops on what it let through.
  it.each([
    ["saved with Windows line ends", (text: string) => text.replace(/\n/g, "\r\n")],
    ["whose frontmatter closes with '--- '", (text: string) => text.replace(/\n---\n/, "\n--- \n")],
  ])("checks the body of a file %s", (_, save) => {
    const p = "articles/lcl-atau-fcl/en.mdx";
    const lines = readFileSync(file(p), "utf8").split("\n");
    const expression = lines.findIndex((l) => l.includes('starts from <Fact name="rates.sea.lcl" />'));
    lines[expression] = lines[expression].replace('<Fact name="rates.sea.lcl" />', "{rates.sea.lcl}");
    writeFileSync(file(p), save(lines.join("\n")));
    expectIssue(errors(), {
      file: `content/${p}`,
      line: expression + 1,
      message: expect.stringMatching(/^has the expression \{rates\.sea\.lcl\}/) as string,
    });
  });

  it("refuses what stops MDX in a body, an open <Fact> tag and a < that starts no tag, by the file's own line", () => {
    const p = "articles/lcl-atau-fcl/en.mdx";
    const lines = readFileSync(file(p), "utf8").split("\n");
    const unclosed = lines.push("", 'We reach <Fact name="claims.ports"> ports.');
    const lessThan = lines.push("", "Pieces <30 kg, or <= 5 pieces.");
    lines.push("", 'Text where a < b stays, and `<30` in code, and <Fact name="claims.ports" /> is closed.');
    writeFileSync(file(p), lines.join("\n"));
    expect(errors().filter((i) => i.file === `content/${p}`)).toEqual([
      expect.objectContaining({
        line: unclosed,
        message:
          'has <Fact name="claims.ports"> without its closing /> (MDX stops the build on it): write it as <Fact name="claims.ports" />',
      }),
      expect.objectContaining({
        line: lessThan,
        message:
          'has "<3", which MDX reads as the start of a tag and stops the build on: write "less than" in words, or &lt;',
      }),
      expect.objectContaining({ line: lessThan, message: expect.stringContaining('has "<="') }),
    ]);
  });

  it('refuses every fact tag in an MDX body but <Fact name="..." /> naming a fact, by line, saying what to write', () => {
    const p = "articles/lcl-atau-fcl/en.mdx";
    const lines = readFileSync(file(p), "utf8").split("\n");
    const wrong = [
      '<Fact nme="rates.sea.lcl" />',
      "<Fact name='rates.sea.lcll' />",
      "<Fact />",
      "<Fact name=rates.sea.lcl />",
      "<Fact name=\u201crates.sea.lcl\u201d />",
      '<Fact name="rates.sea.lcll" />',
      '<Fact name="claims.ports"></Fact>',
    ].map((tag) => ({ tag, line: lines.push("", `From ${tag} per CBM.`) }));
    lines.push("", 'From <Fact name="rates.sea.lcl" /> and <Fact name="claims.ports"/> stay.');
    writeFileSync(file(p), lines.join("\n"));
    // In Chinese the tag is refused once, not also as English left untranslated.
    const zh = "articles/lcl-atau-fcl/zh.mdx";
    const zhLine = readFileSync(file(zh), "utf8").split("\n").length + 2;
    writeFileSync(file(zh), `${readFileSync(file(zh), "utf8")}\n\n每CBM<Fact nme="rates.sea.lcl" />起。\n`);
    const issues = errors().filter((i) => i.file === `content/${p}` || i.file === `content/${zh}`);
    const at = (line: number) => issues.filter((i) => i.line === line).map((i) => i.message);
    expect(at(wrong[0].line)).toEqual([
      'has <Fact nme="rates.sea.lcl" />, which is not how a fact is written (the attribute must be called name): write <Fact name="rates.sea.lcl" />',
    ]);
    expect(at(wrong[1].line)).toEqual([
      expect.stringMatching(
        /straight double quotes.*content\/company\.json has no fact rates\.sea\.lcll.*write <Fact name="\.\.\." \/>/,
      ),
    ]);
    expect(at(wrong[2].line)).toEqual([
      expect.stringContaining("has <Fact />, which is not how a fact is written (it names no fact)"),
    ]);
    expect(at(wrong[3].line)).toEqual([
      expect.stringMatching(
        /^has <Fact name=rates\.sea\.lcl \/>.*straight double quotes.*write <Fact name="rates\.sea\.lcl" \/>$/,
      ),
    ]);
    expect(at(wrong[4].line)).toEqual([
      expect.stringMatching(
        /^has <Fact name=\u201crates\.sea\.lcl\u201d \/>.*straight double quotes.*write <Fact name="rates\.sea\.lcl" \/>$/,
      ),
    ]);
    expect(at(wrong[5].line)).toEqual([
      expect.stringContaining('names a fact that content/company.json does not have: <Fact name="rates.sea.lcll" />'),
    ]);
    expect(at(wrong[6].line)).toEqual([
      'has <Fact name="claims.ports"> without its closing /> (MDX stops the build on it): write it as <Fact name="claims.ports" />',
      expect.stringContaining("has </Fact>: a fact tag closes itself"),
    ]);
    expect(at(wrong[6].line + 2)).toEqual([]);
    expect(issues.filter((i) => i.file === `content/${zh}`)).toEqual([
      expect.objectContaining({ line: zhLine, message: expect.stringContaining("the attribute must be called name") }),
    ]);
  });

  it("refuses an editor's note {/* left without its closing */}, which MDX stops the build on, by its line", () => {
    const p = "articles/lcl-atau-fcl/en.mdx";
    const lines = readFileSync(file(p), "utf8").split("\n");
    const note = lines.push("", "{/* note for editors: check the rate with Budi");
    lines.push("", "## More", "", "Text with <b>HTML</b> below the note.");
    writeFileSync(file(p), lines.join("\n"));
    expect(errors().filter((i) => i.file === `content/${p}`)).toEqual([
      expect.objectContaining({
        key: "(body)",
        line: note,
        message: "has a note {/* with no */} after it, which MDX stops the build on: end the note with */}",
      }),
    ]);
  });

  it("refuses HTML in an MDX body, a comment written as HTML and a link in angle brackets, by line, each once and in plain words", () => {
    const p = "articles/impor-ftz-batam/en.mdx";
    const lines = readFileSync(file(p), "utf8").split("\n");
    const script = lines.push("", "<script>alert(1)</script>");
    const iframe = lines.push("", '<iframe src="https://www.youtube.com/embed/x"></iframe>');
    const br = lines.push("", "First line<br>second line, and <b>bold never closed.");
    const comment = lines.push("", "<!-- check the rate with Budi -->");
    const autolink = lines.push("", "See <https://bpbatam.go.id> and <info@bpbatam.go.id>.");
    lines.push("", "`<div>` in code, \\<b> escaped, and a < b stay.", "", "{/* a note */}");
    writeFileSync(file(p), lines.join("\n"));
    const zh = "services/bea-cukai/zh.mdx";
    const zhLine = readFileSync(file(zh), "utf8").split("\n").length + 2;
    writeFileSync(file(zh), `${readFileSync(file(zh), "utf8")}\n\n<div class="note">请提前准备单证。</div>\n`);
    const issues = errors().filter((i) => i.file === `content/${p}` || i.file === `content/${zh}`);
    const at = (file: string, line: number) =>
      issues.filter((i) => i.file === `content/${file}` && i.line === line).map((i) => i.message);
    const html = (tag: string) =>
      `has the HTML tag ${tag}: a text here is Markdown, and HTML is not shown as written (or stops the build). A blank line starts a new paragraph and **two stars** make words bold; for anything else, such as a video or a box, ask a developer`;
    expect(at(p, script)).toEqual([html("<script>"), html("</script>")]);
    expect(at(p, iframe)).toEqual([html('<iframe src="https://www.youtube.com/embed/x">'), html("</iframe>")]);
    expect(at(p, br)).toEqual([html("<br>"), html("<b>")]);
    expect(at(p, comment)).toEqual([
      "has an HTML comment (<!-- ... -->), which MDX stops the build on: a note for editors is written {/* note */}",
    ]);
    expect(at(p, autolink)).toEqual([
      "has <https://bpbatam.go.id>, which MDX reads as a tag and stops the build on: write a link as [the words to show](https://bpbatam.go.id)",
      expect.stringContaining("[the words to show](mailto:info@bpbatam.go.id)"),
    ]);
    expect(issues.filter((i) => i.file === `content/${p}`)).toHaveLength(9);
    // In Chinese the tag is named as HTML, not as English left untranslated.
    expect(issues.filter((i) => i.file === `content/${zh}`)).toEqual([
      expect.objectContaining({ line: zhLine, message: html('<div class="note">') }),
      expect.objectContaining({ line: zhLine, message: html("</div>") }),
    ]);
  });

  it("refuses a price in an MDX body without the day it is offered until, which a validity of the same day answers", () => {
    const p = "articles/impor-ftz-batam/en.mdx";
    const lines = readFileSync(file(p), "utf8").split("\n");
    const undated = lines.push("", 'Sea freight starts from <Fact name="rates.sea.lcl" /> per CBM.');
    writeFileSync(file(p), lines.join("\n"));
    const problems = () => errors().filter((i) => i.file === `content/${p}` && i.message.includes("offered until"));
    expect(problems()).toEqual([
      expect.objectContaining({
        line: undated,
        message:
          'names the price <Fact name="rates.sea.lcl" /> without the day it is offered until: add <Fact name="rates.sea.lcl.validUntil" /> to the text ("valid until ..."), as the terms hold a published price only until the date shown with it',
      }),
    ]);

    // Another rate's validity answers for it while the two end on the same day, and no longer.
    lines.push("", 'These rates are valid until <Fact name="rates.air.economy.validUntil" />.');
    writeFileSync(file(p), lines.join("\n"));
    expect(problems()).toEqual([]);
    editJson("company.json", (c) => {
      c.rates.air.economy.validUntil = "2027-05-31";
    });
    expect(problems()).toEqual([expect.objectContaining({ line: undated })]);
  });

  it("warns of an amount typed with its currency in a body, by line, in any language, and leaves sizes, codes and code spans alone", () => {
    const typed = (p: string, text: string) => {
      const lines = readFileSync(file(p), "utf8").split("\n");
      const line = lines.push("", text);
      writeFileSync(file(p), lines.join("\n"));
      return line;
    };
    const en = typed("articles/impor-ftz-batam/en.mdx", "Our LCL rate is USD 45 per CBM; air costs Rp 5.000 per kg.");
    const zh = typed("articles/lcl-atau-fcl/zh.mdx", "拼箱每立方米45美元。");
    typed("articles/lcl-atau-fcl/ja.mdx", "20ftコンテナ、ISO 9001、`USD 45`はコードです。");
    const warnings = run().filter((i) => i.level === "warning" && i.message.startsWith("types the amount"));
    expect(warnings.map(({ file, line, message }) => [file, line, message.split(":")[0]])).toEqual([
      ["content/articles/impor-ftz-batam/en.mdx", en, 'types the amount "USD 45"'],
      ["content/articles/impor-ftz-batam/en.mdx", en, 'types the amount "Rp 5.000"'],
      ["content/articles/lcl-atau-fcl/zh.mdx", zh, 'types the amount "45美元"'],
    ]);
    expect(warnings[0].message).toContain('write a price of ours as its fact (<Fact name="rates.sea.lcl" />)');
  });

  it("refuses a body line that starts with import or export, which MDX reads as code, and leaves the words elsewhere alone", () => {
    const p = "articles/impor-ftz-batam/en.mdx";
    const lines = readFileSync(file(p), "utf8").split("\n");
    const paragraph = lines.push("", "import duties are paid when goods leave the zone.");
    const wrapped = lines.push(
      "",
      "The zone exempts goods from duties, while the",
      "import duties of Indonesia apply outside.",
    );
    const exported = lines.push("", "export declarations (PEB) are filed online.");
    lines.push(
      "",
      "Importers and exporters, and an import or export in a sentence, stay.",
      "",
      "```",
      "import x from 'y'",
      "```",
    );
    writeFileSync(file(p), lines.join("\n"));
    const issues = errors().filter((i) => i.file === `content/${p}`);
    expect(issues).toEqual([
      expect.objectContaining({
        line: paragraph,
        message:
          'starts with the word "import", which MDX reads as code at the start of a line and stops the build on: rewrap the paragraph so that this line starts with another word',
      }),
      expect.objectContaining({ line: wrapped, message: expect.stringContaining('"import"') }),
      expect.objectContaining({ line: exported, message: expect.stringContaining('"export"') }),
    ]);
  });

  it("refuses a picture in an MDX body (Markdown's, by reference, or <img>), by line, and leaves one in code alone", () => {
    const p = "articles/berat-volumetrik-udara/id.mdx";
    const service = "services/ekspedisi-udara/ja.mdx";
    const lines = readFileSync(file(p), "utf8").split("\n");
    const markdown = lines.push("", "![Karton 60 × 40 × 50 cm](./karton.png)");
    const reference = lines.push("", "Lihat ![karton][gambar].", "", "[gambar]: ./karton.png");
    lines.push("", "`![dalam kode](./a.png)`", "", "```", '<img src="/a.png" alt="" />', "```");
    writeFileSync(file(p), lines.join("\n"));
    const serviceLines = readFileSync(file(service), "utf8").split("\n");
    const html = serviceLines.push("", '<img src="/static/karton.png" alt="段ボール箱" />');
    writeFileSync(file(service), serviceLines.join("\n"));
    const pictures = errors().filter((i) => /has a picture/.test(i.message));
    expect(pictures).toEqual([
      expect.objectContaining({ language: "ja", file: `content/${service}`, line: html }),
      expect.objectContaining({ language: "id", file: `content/${p}`, line: markdown }),
      expect.objectContaining({ language: "id", file: `content/${p}`, line: reference - 2 }),
    ]);
    expect(pictures[0].message).toContain("say it in words");
  });

  it("names a service entry copied twice in services.json, and none of the pages and links that follow from the list", () => {
    editJson("services.json", (services) => {
      services.splice(2, 0, { ...services[0] });
    });
    expect(errors()).toEqual([
      expect.objectContaining({
        file: "content/services.json",
        key: "services[2].slug",
        message: '"bea-cukai" is listed twice (first at services[0].slug)',
      }),
      expect.objectContaining({
        file: "content/services.json",
        key: "services[2].quoteOption",
        message: '"bea-cukai" is listed twice (first at services[0].quoteOption)',
      }),
    ]);
    expectIssue(run(), {
      level: "warning",
      file: "content/services.json",
      message: expect.stringContaining("checked once this list is right"),
    });
  });

  it("refuses an article saved beside the articles' folders instead of in one, saying where it goes", () => {
    cpSync(file("articles/lcl-atau-fcl/en.mdx"), file("articles/flat-news.mdx"));
    expectIssue(errors(), {
      file: "content/articles/flat-news.mdx",
      message:
        "is not in a folder: an article is content/articles/<name>/<language>.mdx, one folder per page with one file per language. Move this one to content/articles/flat-news/ and name it by its language (id.mdx, en.mdx, ja.mdx, zh.mdx)",
    });
  });

  it("warns of an article copied to start a new one whose title and description are still the first one's", () => {
    cpSync(file("articles/lcl-atau-fcl"), file("articles/lcl-or-fcl"), { recursive: true });
    const issues = run();
    for (const language of ["id", "en", "ja", "zh"])
      for (const key of ["title", "description"])
        expectIssue(issues, {
          level: "warning",
          language,
          file: `content/articles/lcl-or-fcl/${language}.mdx`,
          key,
          message: `is the same as content/articles/lcl-atau-fcl/${language}.mdx's: each article needs its own ${key}, by which the lists and search results tell them apart`,
        });
    expect(issues.filter((issue) => issue.file.startsWith("content/articles/lcl-atau-fcl/"))).toEqual([]);
  });

  it("says where an article saved beside the folders under its own language's name goes: its folder, that language's file", () => {
    cpSync(file("articles/lcl-atau-fcl/en.mdx"), file("articles/flat-news.en.mdx"));
    expectIssue(errors(), {
      file: "content/articles/flat-news.en.mdx",
      message: expect.stringMatching(/Move this one to content\/articles\/flat-news\/en\.mdx$/),
    });
  });

  it("names a folder in an article's, a service's or a legal page's folder, instead of stopping on it unread", () => {
    for (const page of ["articles/lcl-atau-fcl", "services/bea-cukai", "legal/terms"]) {
      mkdirSync(file(`${page}/images`));
      writeFileSync(file(`${page}/images/photo.txt`), "a picture");
    }
    const issues = errors();
    for (const page of ["articles/lcl-atau-fcl", "services/bea-cukai", "legal/terms"])
      expectIssue(issues, {
        file: `content/${page}/images`,
        message: "is a folder: a page's folder holds only its language files, id.mdx, en.mdx, ja.mdx, zh.mdx",
      });
  });

  it("leaves hidden files in a page's folder alone (.DS_Store), as the build does", () => {
    for (const page of ["articles/lcl-atau-fcl", "services/bea-cukai", "legal/terms"])
      writeFileSync(file(`${page}/.DS_Store`), "\x00\x00\x00\x01Bud1");
    expect(run().filter((issue) => issue.file.includes(".DS_Store"))).toEqual([]);
  });

  it("refuses a service's or a legal page's file saved beside their folders, saying where it goes", () => {
    cpSync(file("services/bea-cukai/en.mdx"), file("services/bea-cukai.mdx"));
    cpSync(file("legal/terms/en.mdx"), file("legal/cookies.mdx"));
    const issues = errors();
    expectIssue(issues, {
      file: "content/services/bea-cukai.mdx",
      message:
        "is not in a folder: a service's page is content/services/<name>/<language>.mdx, one folder per page with one file per language. Move this one to content/services/bea-cukai/ and name it by its language (id.mdx, en.mdx, ja.mdx, zh.mdx)",
    });
    expectIssue(issues, {
      file: "content/legal/cookies.mdx",
      message:
        "is not in a folder: a legal page is content/legal/<name>/<language>.mdx, one folder per page with one file per language. Move this one to content/legal/cookies/ and name it by its language (id.mdx, en.mdx, ja.mdx, zh.mdx)",
    });
  });

  it("reports a missing MDX file", () => {
    unlinkSync(file("services/ekspedisi-udara/ja.mdx"));
    expectIssue(errors(), { language: "ja", file: "content/services/ekspedisi-udara/ja.mdx", message: "is missing" });
  });

  it("reports frontmatter schema errors by field", () => {
    editMdx("services/bea-cukai/id.mdx", (d) => {
      delete d.title;
      d.whyChooseUs[0].icon = "rocket";
    });
    const issues = errors();
    expectIssue(issues, { language: "id", file: "content/services/bea-cukai/id.mdx", key: "title" });
    expectIssue(issues, {
      file: "content/services/bea-cukai/id.mdx",
      key: "whyChooseUs, entry 1, icon",
      message: expect.stringContaining("must be one of"),
    });
  });

  it("names a misspelled frontmatter field and the field meant", () => {
    editMdx("services/ekspedisi-laut/ja.mdx", (d) => {
      d.pricing[0].notes = d.pricing[0].note;
      delete d.pricing[0].note;
    });
    expectIssue(errors(), {
      language: "ja",
      file: "content/services/ekspedisi-laut/ja.mdx",
      key: "pricing, entry 1, notes",
      message: expect.stringContaining('is unknown (did you mean "note"?)'),
    });
  });

  it("names a misspelled field once, not also the field meant as without its text or rate", () => {
    const article = file("articles/lcl-atau-fcl/en.mdx");
    writeFileSync(article, readFileSync(article, "utf8").replace(/^description:/m, "descripton:"));
    editMdx("services/ekspedisi-laut/en.mdx", (d) => {
      d.pricing[0].prise = d.pricing[0].price;
      delete d.pricing[0].price;
    });
    expect(errors()).toEqual([
      expect.objectContaining({
        file: "content/services/ekspedisi-laut/en.mdx",
        key: "pricing, entry 1, prise",
        message: expect.stringContaining('is unknown (did you mean "price"?)'),
      }),
      expect.objectContaining({
        file: "content/articles/lcl-atau-fcl/en.mdx",
        key: "descripton",
        message: expect.stringContaining('is unknown (did you mean "description"?)'),
      }),
    ]);
  });

  it("reports broken YAML", () => {
    writeFileSync(file("services/bea-cukai/en.mdx"), '---\ntitle: "unclosed\n---\nBody');
    expectIssue(errors(), {
      file: "content/services/bea-cukai/en.mdx",
      key: "title",
      line: 2,
      message: expect.stringMatching(/frontmatter .* is not valid YAML: a text opens a quote that is not closed/),
    });
  });

  it("names a key removed from the default language only as missing there, not as extra in every other", () => {
    editJson("locales/id/common.json", (d) => delete d.nav.menu);
    const issues = errors();
    expect(issues).toEqual([
      expect.objectContaining({
        language: "id",
        file: "content/locales/id/common.json",
        key: "nav.menu",
        message: expect.stringMatching(/^is missing: every other language has it \(English, Japanese, Chinese\)/),
      }),
    ]);
  });

  it("names a namespace file removed from the default language only as missing there, not as extra in every other", () => {
    unlinkSync(file("locales/id/whatsapp.json"));
    expect(errors()).toEqual([
      expect.objectContaining({
        language: "id",
        file: "content/locales/id/whatsapp.json",
        message: expect.stringMatching(/^is missing: every other language has it \(English, Japanese, Chinese\)/),
      }),
    ]);
  });

  it("reports a pricing package without five lines", () => {
    editMdx("services/warehouse-distribusi/zh.mdx", (d) => d.pricing[2].features.pop());
    expectIssue(errors(), {
      language: "zh",
      file: "content/services/warehouse-distribusi/zh.mdx",
      key: "pricing, entry 3, features",
      message: expect.stringContaining("must have exactly 5 lines"),
    });
  });

  it("names a translation whose price cards name other rates or another order than the default language's, and a rate or name given twice", () => {
    editMdx("services/ekspedisi-laut/zh.mdx", (d) => {
      [d.pricing[0].price, d.pricing[1].price] = [d.pricing[1].price, d.pricing[0].price];
    });
    editMdx("services/ekspedisi-udara/ja.mdx", (d) => {
      d.pricing[2].price = d.pricing[1].price;
      d.pricing[2].name = d.pricing[0].name;
    });
    editMdx("services/warehouse-distribusi/en.mdx", (d) => {
      d.pricing.pop();
    });
    const issues = errors();
    expectIssue(issues, {
      language: "zh",
      file: "content/services/ekspedisi-laut/zh.mdx",
      key: "pricing, entry 1, price",
      message: expect.stringContaining(
        "is rates.sea.fcl, where content/services/ekspedisi-laut/id.mdx has rates.sea.lcl: every language lists the same packages in the same order",
      ),
    });
    expectIssue(issues, {
      file: "content/services/ekspedisi-laut/zh.mdx",
      key: "pricing, entry 2, price",
      message: expect.stringContaining(
        "is rates.sea.lcl, where content/services/ekspedisi-laut/id.mdx has rates.sea.fcl",
      ),
    });
    expectIssue(issues, {
      file: "content/services/ekspedisi-udara/ja.mdx",
      key: "pricing, entry 3, price",
      message: "is rates.air.express, as entry 2 is: each package names its own rate",
    });
    expectIssue(issues, {
      file: "content/services/ekspedisi-udara/ja.mdx",
      key: "pricing, entry 3, name",
      message: expect.stringMatching(/^is ".+", as entry 1 is: give no two packages the same name$/),
    });
    expectIssue(issues, {
      file: "content/services/warehouse-distribusi/en.mdx",
      key: "pricing",
      message: "has 2 packages; content/services/warehouse-distribusi/id.mdx has 3 (translate the same packages)",
    });
  });

  it("reports pricing missing where the spec has it, and present where it has none", () => {
    editMdx("services/ekspedisi-laut/id.mdx", (d) => delete d.pricing);
    editMdx("services/project-handling/en.mdx", (d) => {
      d.pricing = [{ name: "X", price: "rates.sea.project", features: ["a", "b", "c", "d", "e"] }];
    });
    const issues = errors();
    expectIssue(issues, {
      file: "content/services/ekspedisi-laut/id.mdx",
      key: "pricing",
      message: expect.stringContaining("is missing"),
    });
    expectIssue(issues, {
      file: "content/services/project-handling/en.mdx",
      key: "pricing",
      message: expect.stringContaining("must not be there"),
    });
  });

  it("reports a service's questions and documents whose count differs between languages", () => {
    editMdx("services/bea-cukai/ja.mdx", (d) => d.faq.pop());
    editMdx("services/bea-cukai/zh.mdx", (d) => d.documents.pop());
    const issues = errors();
    expectIssue(issues, {
      language: "ja",
      file: "content/services/bea-cukai/ja.mdx",
      key: "faq",
      message: "has 5 entries; content/services/bea-cukai/id.mdx has 6 (translate the same list)",
    });
    expectIssue(issues, {
      language: "zh",
      file: "content/services/bea-cukai/zh.mdx",
      key: "documents",
      message: "has 7 entries; content/services/bea-cukai/id.mdx has 8 (translate the same list)",
    });
  });

  it("reports too few questions, no documents and empty texts in them, by file and key", () => {
    editMdx("services/project-handling/en.mdx", (d) => {
      d.faq.pop();
    });
    editMdx("services/warehouse-distribusi/id.mdx", (d) => {
      d.documents = [];
      d.faq[0].answer = "";
    });
    editMdx("services/ekspedisi-udara/ja.mdx", (d) => {
      d.documents[1].purpose = "Each piece with its weight";
    });
    const issues = errors();
    expectIssue(issues, {
      language: "en",
      file: "content/services/project-handling/en.mdx",
      key: "faq",
      message: expect.stringContaining("must have 4 to 8 questions"),
    });
    expectIssue(issues, {
      language: "id",
      file: "content/services/warehouse-distribusi/id.mdx",
      key: "documents",
      message: expect.stringContaining("must have at least one entry"),
    });
    // Once, by the schema's rule.
    expect(
      issues.filter(
        (i) => i.file === "content/services/warehouse-distribusi/id.mdx" && i.key === "faq, entry 1, answer",
      ),
    ).toEqual([expect.objectContaining({ language: "id", message: "must not be empty" })]);
    expectIssue(issues, {
      language: "ja",
      file: "content/services/ekspedisi-udara/ja.mdx",
      key: "documents, entry 2, purpose",
      message: expect.stringContaining("is not translated"),
    });
  });

  it("names the line of English left in a Chinese or Japanese body, and of a placeholder left in an article", () => {
    const p = "articles/lcl-atau-fcl/ja.mdx";
    const lines = readFileSync(file(p), "utf8").split("\n");
    const english = lines.push("", "This paragraph was left in English.");
    const todo = lines.push("", "詳しくは TODO を参照してください。");
    writeFileSync(file(p), lines.join("\n"));
    const issues = errors().filter((i) => i.file === `content/${p}`);
    expectIssue(issues, { key: "(body)", line: english, message: expect.stringContaining("is not translated") });
    expectIssue(issues, { line: todo, message: expect.stringContaining("still holds a placeholder") });
  });

  it("refuses a note left for later (TODO, FIXME) in a locale text, in any language, by file and key", () => {
    editJson("locales/en/form.json", (d) => {
      d.quote.submit = "TODO";
    });
    editJson("locales/id/home.json", (d) => {
      d.hero.cta = `${d.hero.cta} (FIXME: kata kerja?)`;
    });
    const note = (n: string) =>
      `still holds ${n}, a note left for later that visitors would read as written: write the text itself`;
    expect(errors()).toEqual([
      expect.objectContaining({
        language: "en",
        file: "content/locales/en/form.json",
        key: "quote.submit",
        message: note("TODO"),
      }),
      expect.objectContaining({
        language: "id",
        file: "content/locales/id/home.json",
        key: "hero.cta",
        message: note("FIXME"),
      }),
    ]);
  });

  it("names a locale key typed with a space at its edge once, with the key to write, in the default language as in a translation", () => {
    editJson("locales/id/common.json", (d) => {
      d.nav[" home"] = d.nav.home;
      delete d.nav.home;
    });
    editJson("locales/ja/common.json", (d) => {
      d["breadcrumb "] = d.breadcrumb;
      delete d.breadcrumb;
    });
    const why = "(the site looks each text up by its exact key, and would never find this one)";
    expect(errors()).toEqual([
      expect.objectContaining({
        language: "id",
        file: "content/locales/id/common.json",
        key: "nav. home",
        message: `has a space at the edge of its key " home": write "home" ${why}`,
      }),
      expect.objectContaining({
        language: "ja",
        file: "content/locales/ja/common.json",
        key: "breadcrumb ",
        message: `has a space at the edge of its key "breadcrumb ": write "breadcrumb" ${why}`,
      }),
    ]);
  });

  it("names a key misspelt in a translation or in the default language once, with the key to write, and no other language told to copy it", () => {
    editJson("locales/ja/common.json", (d) => {
      d.breadcrum = d.breadcrumb;
      delete d.breadcrumb;
    });
    editJson("locales/id/home.json", (d) => {
      d.hero.ctaa = d.hero.cta;
      delete d.hero.cta;
    });
    expect(errors()).toEqual([
      expect.objectContaining({
        language: "ja",
        file: "content/locales/ja/common.json",
        key: "breadcrum",
        message:
          'is a key content/locales/id/common.json does not have, and "breadcrumb" is missing here: write the key as "breadcrumb" (translate the texts, never the keys)',
      }),
      expect.objectContaining({
        language: "id",
        file: "content/locales/id/home.json",
        key: "hero.ctaa",
        message:
          'is a key no other language has, where every other language has "hero.cta" (English, Japanese, Chinese): write the key as "hero.cta"',
      }),
    ]);
  });

  it("names a variable left without its closing braces once, with the variable to write, under a plural form too", () => {
    editJson("locales/en/articles.json", (d) => {
      d.moreIn_one = d.moreIn_one.replace("{{count}}", "{{count}");
      d.moreIn_other = d.moreIn_other.replace("{{language}}", "{{language");
    });
    expect(errors()).toEqual([
      expect.objectContaining({
        language: "en",
        file: "content/locales/en/articles.json",
        key: "moreIn_one",
        message: "has {{count}, a variable with one closing brace, which visitors would see as typed: write {{count}}",
      }),
      expect.objectContaining({
        language: "en",
        file: "content/locales/en/articles.json",
        key: "moreIn_other",
        message:
          "has {{language a variable without its closing braces, which visitors would see as typed: write {{language}}",
      }),
    ]);
  });

  it("names a variable opened with one brace and closed with two as a variable, once, with the variable to write", () => {
    editJson("locales/en/articles.json", (d) => {
      d.moreIn_other = d.moreIn_other.replace("{{count}}", "{count}}");
    });
    expect(errors()).toEqual([
      expect.objectContaining({
        language: "en",
        file: "content/locales/en/articles.json",
        key: "moreIn_other",
        message: "has {count}}, a variable with one opening brace, which visitors would see as typed: write {{count}}",
      }),
    ]);
  });

  it("names a fact typed with a variable's two opening braces and one closing ({{phone}) as a mistyped fact, once, with what to write", () => {
    editJson("locales/en/form.json", (d) => {
      d.fallback.phone = d.fallback.phone.replace("{phone}", "{{phone}");
    });
    expect(errors()).toEqual([
      expect.objectContaining({
        language: "en",
        file: "content/locales/en/form.json",
        key: "fallback.phone",
        message: expect.stringMatching(/^has \{\{phone\}, .*: write \{phone\}$/),
      }),
    ]);
  });

  it("names a variable or fact typed without its opening braces as such, once, with what to write, not as one left out", () => {
    editJson("locales/en/articles.json", (d) => {
      d.moreIn_other = d.moreIn_other.replace("{{count}}", "count}}");
    });
    editJson("locales/en/form.json", (d) => {
      d.fallback.phone = d.fallback.phone.replace("{phone}", "phone}}");
      d.fallback.email = d.fallback.email.replace("{email}", "emial}");
    });
    expect(errors()).toEqual([
      expect.objectContaining({
        language: "en",
        file: "content/locales/en/articles.json",
        key: "moreIn_other",
        message:
          "has count}}, a variable without its opening braces, which visitors would see as typed: write {{count}}",
      }),
      expect.objectContaining({
        language: "en",
        file: "content/locales/en/form.json",
        key: "fallback.email",
        message:
          "has emial}, a fact without its opening brace, which visitors would see as typed: write {...} with the name of a fact in content/company.json, which has no fact emial (did you mean {email}?)",
      }),
      expect.objectContaining({
        language: "en",
        file: "content/locales/en/form.json",
        key: "fallback.phone",
        message: "has phone}}, a fact without its opening brace, which visitors would see as typed: write {phone}",
      }),
    ]);
  });

  it("refuses a text nested in a locale text with $t(...), which the form function shows as typed and a page may show as its key", () => {
    editJson("locales/en/common.json", (d) => {
      d.breadcrumb = "$t(nav.homee) trail";
    });
    expect(errors()).toEqual([
      expect.objectContaining({
        language: "en",
        file: "content/locales/en/common.json",
        key: "breadcrumb",
        message:
          "nests $t(nav.homee), which the site's texts do not do: the form function's pages and mails show it as typed, and a page shows the nested text's key where that text is missing or in a file the page does not load. Write the words themselves",
      }),
    ]);
  });

  it("reports why-choose-us counts that differ from the spec", () => {
    editMdx("services/ekspedisi-udara/en.mdx", (d) => d.whyChooseUs.pop());
    expectIssue(errors(), {
      file: "content/services/ekspedisi-udara/en.mdx",
      key: "whyChooseUs",
      message: "has 3 cards; content/services.json asks for 4",
    });
  });

  it("names an empty or left-out why-choose-us list once, an empty one with the cards content/services.json asks for", () => {
    editMdx("services/ekspedisi-udara/en.mdx", (d) => {
      d.whyChooseUs = [];
    });
    editMdx("services/ekspedisi-laut/en.mdx", (d) => {
      delete d.whyChooseUs;
    });
    const issues = errors().filter((i) => i.key === "whyChooseUs");
    expect(issues).toEqual([
      expect.objectContaining({
        file: "content/services/ekspedisi-laut/en.mdx",
        message: expect.stringMatching(/^is missing: add the line whyChooseUs:/),
      }),
      expect.objectContaining({
        file: "content/services/ekspedisi-udara/en.mdx",
        message: "has 0 cards; content/services.json asks for 4",
      }),
    ]);
  });

  it("reports English left in Chinese or Japanese, in locale files, frontmatter and bodies", () => {
    editJson("locales/zh/about.json", (d) => {
      d.vision.text = "Our vision is 成为最值得信赖的伙伴。";
    });
    editMdx(
      "services/ekspedisi-laut/ja.mdx",
      (d) => {
        d.features[0].title = "Full container load";
      },
      "Door to door サービス。",
    );
    const issues = errors();
    expectIssue(issues, {
      language: "zh",
      file: "content/locales/zh/about.json",
      key: "vision.text",
      message: expect.stringContaining("Our, vision, is"),
    });
    expectIssue(issues, { language: "ja", key: "features, entry 1, title" });
    expectIssue(issues, { language: "ja", key: "(body)", message: expect.stringContaining("Door") });
  });

  it("warns about a text a translation left word for word as the default language's, in locale files, frontmatter and bodies, by key and line", () => {
    const idVision = JSON.parse(readFileSync(file("locales/id/about.json"), "utf8")).vision.text;
    editJson("locales/en/about.json", (d) => {
      d.vision.text = idVision;
    });
    const copyLine = (p: string, line: number) => {
      const original = readFileSync(file(p.replace(/\w+\.mdx$/, "id.mdx")), "utf8").split("\n");
      const lines = readFileSync(file(p), "utf8").split("\n");
      lines[line - 1] = original[line - 1];
      writeFileSync(file(p), lines.join("\n"));
    };
    // The article's first paragraph (body) and the sea page's second answer (frontmatter).
    copyLine("articles/lcl-atau-fcl/en.mdx", 13);
    copyLine("services/ekspedisi-laut/en.mdx", 74);
    const issues = run();
    expectIssue(issues, {
      level: "warning",
      language: "en",
      file: "content/locales/en/about.json",
      key: "vision.text",
      message: expect.stringContaining("word for word its text in content/locales/id/about.json: translate it"),
    });
    expectIssue(issues, {
      level: "warning",
      language: "en",
      file: "content/articles/lcl-atau-fcl/en.mdx",
      line: 13,
      message: expect.stringContaining("word for word line 13 of content/articles/lcl-atau-fcl/id.mdx"),
    });
    expectIssue(issues, {
      level: "warning",
      language: "en",
      file: "content/services/ekspedisi-laut/en.mdx",
      line: 74,
      message: expect.stringContaining("line 74 of content/services/ekspedisi-laut/id.mdx"),
    });
    // A warning, not an error: two close languages (Indonesian and Malay) may share a sentence.
    expect(errors()).toEqual([]);
  });

  it("warns about a text one translation has word for word as another, by key in both, even a Chinese sentence without spaces", () => {
    const zh = JSON.parse(readFileSync(file("locales/zh/home.json"), "utf8"));
    editJson("locales/ja/home.json", (d) => {
      d.hero.subtitle = zh.hero.subtitle;
    });
    const copied = run().filter((i) => i.key === "hero.subtitle");
    expect(copied).toEqual([
      expect.objectContaining({
        level: "warning",
        language: "ja",
        file: "content/locales/ja/home.json",
        message: expect.stringContaining("is word for word its text in content/locales/zh/home.json: if it was copied"),
      }),
      expect.objectContaining({
        level: "warning",
        language: "zh",
        file: "content/locales/zh/home.json",
        message: expect.stringContaining("is word for word its text in content/locales/ja/home.json"),
      }),
    ]);
    // Short words that are the same in Chinese and Japanese (世界) are no copy.
    expect(copiedText("世界", "世界")).toBe(false);
    expect(copiedText(zh.hero.subtitle, zh.hero.subtitle)).toBe(true);
  });

  it("names English pasted into the Japanese file there only, not the English file as a copy of it", () => {
    const en = JSON.parse(readFileSync(file("locales/en/form.json"), "utf8"));
    editJson("locales/ja/form.json", (d) => {
      d.quote.description = en.quote.description;
    });
    const named = run().filter((i) => i.key === "quote.description");
    expect(named).toEqual([
      expect.objectContaining({
        level: "error",
        language: "ja",
        file: "content/locales/ja/form.json",
        message: expect.stringContaining("is not translated"),
      }),
      expect.objectContaining({
        level: "warning",
        language: "ja",
        file: "content/locales/ja/form.json",
        message: expect.stringContaining("is word for word its text in content/locales/en/form.json"),
      }),
    ]);
  });

  it("takes names, short headings and rates' keys that read the same in every language for no copy", () => {
    const same = (text: string) => copiedText(text, text);
    expect(same('  - title: "LCL (less than container load)"')).toBe(false);
    expect(same('  - name: "NIB (Nomor Induk Berusaha)"')).toBe(false);
    expect(same("    price: rates.sea.lcl")).toBe(false);
    expect(same("Carriage and Insurance Paid To")).toBe(false);
    expect(same("Kami mengurus dokumen impor dan ekspor Anda di Batam.")).toBe(true);
    expect(
      copiedText(
        "Kami mengurus dokumen impor dan ekspor Anda di Batam.",
        "We handle your import and export papers in Batam.",
      ),
    ).toBe(false);
  });

  it("allows brand names, agreed terms, fact tokens and variables in Chinese and Japanese", () => {
    expect(
      untranslatedWords(
        'FCL、LCL、{rates.sea.lcl}、WhatsApp、{{year}} {{company}}、<Fact name="claims.ports" />、20ft',
      ),
    ).toEqual([]);
    expect(untranslatedWords("海运 shipping")).toEqual(["shipping"]);
    // English is fine in Indonesian and English files.
    editJson("locales/id/home.json", (d) => {
      d.hero.cta = "Free Consultation";
    });
    expect(errors()).toEqual([]);
  });

  describe("the glossary and the spacing rule", () => {
    it("names file, key and the preferred term for a variant planted in a locale file", () => {
      editJson("locales/zh/home.json", (d) => {
        d.hero.subtitle = "从巴淡出发的物流服务";
      });
      editJson("locales/ja/form.json", (d) => {
        d.quote.title = "お見積りのご依頼";
      });
      const issues = errors();
      expectIssue(issues, {
        language: "zh",
        file: "content/locales/zh/home.json",
        key: "hero.subtitle",
        message: expect.stringContaining('write "巴淡岛"'),
      });
      expectIssue(issues, {
        language: "ja",
        file: "content/locales/ja/form.json",
        key: "quote.title",
        message: expect.stringContaining('uses "見積り"'),
      });
    });

    it("names a variant that is the term in other capitals (40ft High Cube for 40ft high cube), which the term in lower case does not cover", () => {
      for (const language of ["id", "en"])
        editJson(`locales/${language}/shipment.json`, (d) => {
          d.containers["40ftHc"] = "40ft High Cube";
        });
      const variant = (language: string) =>
        `uses "40ft High Cube" for 40ft high cube container: write "40ft high cube" (content/glossary/${language}.json)`;
      expect(errors()).toEqual([
        expect.objectContaining({
          language: "id",
          file: "content/locales/id/shipment.json",
          key: "containers.40ftHc",
          message: variant("id"),
        }),
        expect.objectContaining({
          language: "en",
          file: "content/locales/en/shipment.json",
          key: "containers.40ftHc",
          message: variant("en"),
        }),
      ]);
    });

    it("names file, line and the preferred term for a variant planted in an MDX file, frontmatter or body", () => {
      const p = file("services/ekspedisi-laut/id.mdx");
      const lines = readFileSync(p, "utf8").split("\n");
      const titleLine = lines.findIndex((l) => l.startsWith("title:"));
      lines[titleLine] = 'title: "Ekspedisi Laut dengan peti kemas"';
      lines.push("Kami menerima barang dari tarif resmi kami.");
      writeFileSync(p, lines.join("\n"));
      const issues = errors();
      expectIssue(issues, {
        language: "id",
        file: "content/services/ekspedisi-laut/id.mdx",
        line: titleLine + 1,
        message: expect.stringContaining('write "kontainer"'),
      });
      expectIssue(issues, {
        language: "id",
        file: "content/services/ekspedisi-laut/id.mdx",
        line: lines.length,
        message: expect.stringContaining('write "tarif yang kami umumkan"'),
      });
    });

    it("reports a variant in a legal page by line", () => {
      const p = file("legal/terms/ja.mdx");
      writeFileSync(p, readFileSync(p, "utf8") + "\nバタム島の裁判所。\n");
      const lines = readFileSync(p, "utf8").split("\n");
      expectIssue(errors(), {
        language: "ja",
        file: "content/legal/terms/ja.mdx",
        line: lines.indexOf("バタム島の裁判所。") + 1,
        message: expect.stringContaining('write "バタム"'),
      });
    });

    it("does not count the term itself, allowed words or fact tokens as variants", () => {
      const zh = JSON.parse(readFileSync(path.join(realContent, "glossary/zh.json"), "utf8"));
      expect(glossaryVariants("巴淡岛的重吊船，{sea.containers.20ft.cbm}CBM", zh)).toEqual([]);
      expect(glossaryVariants("重吊货物", zh)).toEqual([expect.objectContaining({ variant: "重吊", term: "重大件" })]);
      const id = JSON.parse(readFileSync(path.join(realContent, "glossary/id.json"), "utf8"));
      // A variant written with capitals is a name: the plain words are fine.
      expect(glossaryVariants("pengiriman laut ke Jakarta", id)).toEqual([]);
      expect(glossaryVariants("layanan Pengiriman Laut", id)).toEqual([
        expect.objectContaining({ term: "Ekspedisi Laut" }),
      ]);
      expect(glossaryVariants("Tarif resmi", id)).toEqual([
        expect.objectContaining({ term: "tarif yang kami umumkan" }),
      ]);
    });

    it("reports a space between Chinese or Japanese and Latin text, digits or placeholders, in JSON and MDX", () => {
      editJson("locales/zh/estimator.json", (d) => {
        d.fields.dutyHint = "海关税则中您货物 HS 编码对应的税率。";
      });
      const p = file("services/bea-cukai/ja.mdx");
      writeFileSync(p, readFileSync(p, "utf8") + "\n最短 {{h}} 時間で対応します。\n");
      const lines = readFileSync(p, "utf8").split("\n");
      const issues = errors();
      expectIssue(issues, {
        language: "zh",
        file: "content/locales/zh/estimator.json",
        key: "fields.dutyHint",
        message: expect.stringContaining("has a space between"),
      });
      expectIssue(issues, {
        language: "ja",
        file: "content/services/bea-cukai/ja.mdx",
        line: lines.indexOf("最短 {{h}} 時間で対応します。") + 1,
        message: expect.stringContaining("has a space between"),
      });
    });

    it("applies the spacing rule to Chinese and Japanese only, and leaves symbols alone", () => {
      expect(cjkSpacingViolations('在{{h}}小时内，FOB加运费，<Fact name="claims.ports" />个港口')).toEqual([]);
      expect(cjkSpacingViolations("在 {h} 小时内")).toHaveLength(2);
      expect(cjkSpacingViolations("长 × 宽 × 高")).toEqual([]);
      editJson("locales/id/home.json", (d) => {
        d.hero.cta = "Konsultasi 24 jam";
      });
      expect(errors()).toEqual([]);
    });

    it("names an empty entry of a glossary's avoid list by its file and term", () => {
      let key = "";
      let entries = 0;
      editJson("glossary/en.json", (d) => {
        const index = d.terms.findIndex((t: { term: string }) => t.term === "Incoterms");
        d.terms[index].avoid.push(" ");
        key = `terms.${index}.avoid`;
        entries = d.terms[index].avoid.length;
      });
      expect(errors()).toEqual([
        expect.objectContaining({
          language: "en",
          file: "content/glossary/en.json",
          key,
          message: `has entry ${entries} empty, under the term "Incoterms": write the variant not to use between its quotes, or delete the entry`,
        }),
      ]);
    });

    it("reports a glossary file that is not a list of terms", () => {
      writeFileSync(file("glossary/ja.json"), JSON.stringify({ terms: [{ concept: "Batam", term: "バタム" }] }));
      expectIssue(errors(), {
        file: "content/glossary/ja.json",
        key: "terms.0.avoid",
        message: expect.stringContaining("must be a list"),
      });
    });
  });
});
