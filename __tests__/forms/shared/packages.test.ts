import path from "path";
import { readFileSync } from "fs";
import matter from "gray-matter";
import { services } from "../../../src/shared/services";
import { languageCodes, type LanguageCode } from "../../../src/shared/languages";
import { transportModes } from "../../../src/forms/shared/choices";
import {
  offeredPackage,
  packageInAddress,
  packageModeOf,
  packageAnchor,
  plainPackageHref,
  quotePackageOf,
} from "../../../src/forms/shared/packages";
import { packageKey, packageKeys } from "../../../src/forms/shared/package-keys";
import { plainQuoteFormHref } from "../../../src/forms/shared/forms";
import { localeT } from "../../support/locale-t";

// "Request this package": each price package of the service pages has a key for its link and,
// where the form has one, the transport mode it implies.

const root = path.resolve(__dirname, "../../..");
const pricingOf = (slug: string, language: string): { name: string; price: string }[] =>
  matter(readFileSync(path.join(root, "content/services", slug, `${language}.mdx`), "utf8")).data.pricing ?? [];

const priced = services.filter((service) => service.pricing);

describe("the packages of the service pages", () => {
  it("each have a key of their own, the same in every language", () => {
    for (const service of priced) {
      const keys = pricingOf(service.slug, "id").map((pkg) => packageKey(pkg.price));
      expect(new Set(keys).size).toBe(keys.length);
      for (const language of languageCodes)
        expect(pricingOf(service.slug, language).map((pkg) => packageKey(pkg.price))).toEqual(keys);
    }
  });

  it("are the package field's choices, each the key of one rate of content/company.json", () => {
    const keys = priced.flatMap((service) => pricingOf(service.slug, "id").map((pkg) => packageKey(pkg.price)));
    expect([...packageKeys].sort()).toEqual([...keys].sort());
  });

  it("set the mode they imply: sea LCL and FCL, project cargo break bulk, air, warehouse", () => {
    const modes = Object.fromEntries(
      priced.flatMap((service) =>
        pricingOf(service.slug, "en").map((pkg) => [packageKey(pkg.price), packageModeOf(pkg.price)]),
      ),
    );
    expect(modes).toEqual({
      "sea-lcl": "sea-lcl",
      "sea-fcl": "sea-fcl",
      "sea-project": "sea-breakbulk",
      "air-economy": "air",
      "air-express": "air",
      "air-international": "air",
      "warehouse-basic": "warehouse",
      "warehouse-smart": "warehouse",
      "warehouse-enterprise": "warehouse",
    });
    for (const mode of Object.values(modes)) if (mode) expect(transportModes).toContain(mode);
  });

  it("are found by the key a link carries, and only those the page offers", () => {
    const offered = pricingOf("ekspedisi-laut", "ja").map((pkg) => quotePackageOf(pkg));
    const at = (hash: string, search = "") => packageInAddress({ hash, search }, offered);
    expect(at(`#${packageAnchor("sea-fcl")}`)).toEqual({
      key: "sea-fcl",
      name: "FCL（コンテナ単位）",
      mode: "sea-fcl",
    });
    expect(at("#package-sea-project")).toEqual({
      key: "sea-project",
      name: "プロジェクト貨物",
      mode: "sea-breakbulk",
    });
    expect(at("#package-air-express")).toBeUndefined();
    expect(at("#quote")).toBeUndefined();
    expect(at("")).toBeUndefined();
  });

  it("are found by the query of a link copied from an earlier version of the pages, the fragment first", () => {
    const offered = pricingOf("ekspedisi-laut", "ja").map((pkg) => quotePackageOf(pkg));
    const at = (hash: string, search: string) => packageInAddress({ hash, search }, offered);
    expect(at("#quote", "?package=sea-lcl")?.key).toBe("sea-lcl");
    expect(at("", "?utm_source=mail&package=sea-fcl")?.key).toBe("sea-fcl");
    expect(at("#package-sea-fcl", "?package=sea-lcl")?.key).toBe("sea-fcl");
    expect(at("#quote", "?package=air-express")).toBeUndefined();
    expect(at("#quote", "?package=")).toBeUndefined();
  });

  it("name a published price with its last day, so the visitor sees until when it holds", () => {
    const services = localeT("en", "services");
    expect(offeredPackage({ name: "FCL", price: "rates.sea.fcl" }, "en", services)).toEqual({
      key: "sea-fcl",
      name: "FCL (valid until 30 June 2027)",
      mode: "sea-fcl",
    });
    expect(offeredPackage({ name: "Project Cargo", price: "rates.sea.project" }, "en", services).name).toBe(
      "Project Cargo",
    );
  });

  it("are named one way on the service pages and the function's pages: facts filled in, a published price's last day beside it", () => {
    const services = localeT("ja", "services");
    const ja = pricingOf("ekspedisi-laut", "ja");
    expect(ja.map((pkg) => offeredPackage(pkg, "ja", services))).toEqual([
      { key: "sea-lcl", name: "LCL（混載）、2027年6月30日まで有効", mode: "sea-lcl" },
      { key: "sea-fcl", name: "FCL（コンテナ単位）、2027年6月30日まで有効", mode: "sea-fcl" },
      { key: "sea-project", name: "プロジェクト貨物", mode: "sea-breakbulk" },
    ]);
  });

  it("set the last day as each language writes it in the middle of a line: no capital inside brackets, no brackets doubled", () => {
    const lcl = (language: LanguageCode) =>
      offeredPackage(pricingOf("ekspedisi-laut", language)[0], language, localeT(language, "services")).name;
    expect(lcl("id")).toBe("LCL (berlaku hingga 30 Juni 2027)");
    expect(lcl("en")).toBe("LCL (valid until 30 June 2027)");
    expect(lcl("zh")).toBe("拼箱（LCL），有效期至2027年6月30日");
    expect(lcl("ja")).toBe("LCL（混載）、2027年6月30日まで有効");
  });
});

describe("a package's link without scripts", () => {
  it("leads to the function's quote form with the language, the page's service, the package's key and its mode", () => {
    const href = plainPackageHref("zh", "ekspedisi-laut", { key: "sea-lcl", name: "拼箱 LCL & more", mode: "sea-lcl" });
    const url = new URL(href, "https://example.com");
    expect(url.pathname).toBe("/api/send-contact-email");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      form: "quote",
      language: "zh",
      serviceType: "ekspedisi-laut",
      package: "sea-lcl",
      mode: "sea-lcl",
    });
  });

  it("names no mode for a package that implies none", () => {
    const href = plainPackageHref("en", "project-handling", { key: "project-charter", name: "Charter" });
    expect(new URL(href, "https://example.com").searchParams.has("mode")).toBe(false);
  });
});

describe("the quote form without scripts, filled in by a link", () => {
  it("carries the language and the values given, leaving the empty ones out", () => {
    const href = plainQuoteFormHref("en", {
      serviceType: "ekspedisi-udara",
      mode: "air",
      containerType: "",
      pieces: "4",
    });
    const url = new URL(href, "https://example.com");
    expect(url.pathname).toBe("/api/send-contact-email");
    expect([...url.searchParams]).toEqual([
      ["form", "quote"],
      ["language", "en"],
      ["serviceType", "ekspedisi-udara"],
      ["mode", "air"],
      ["pieces", "4"],
    ]);
  });
});
