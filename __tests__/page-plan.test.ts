import { existsSync } from "fs";
import path from "path";
import { planPages, type LegalContent } from "../src/node/page-plan";
import { legalDocs } from "../src/shared/routes";
import { languageCodes, type LanguageCode } from "../src/shared/languages";
import { serviceSlugs } from "../src/shared/services";
import { pageNamespaces, sharedNamespaces } from "../src/node/page-namespaces";

const servicesIn = (languages: readonly string[]) =>
  languages.flatMap((language) =>
    serviceSlugs.map((slug) => ({ id: `${slug}/${language}`, slug, language: language as LanguageCode, contentFilePath: `${slug}/${language}.mdx` })),
  );

const legalIn = (languages: readonly string[]): LegalContent[] =>
  languages.flatMap((language) => legalDocs.map((doc) => ({ doc, language: language as LanguageCode, contentFilePath: `legal/${doc}/${language}.mdx` })));

const contentPages = (languages: readonly string[]) =>
  planPages(languages as LanguageCode[], servicesIn(languages)).filter((p) => p.template !== "notFound");

describe("page plan", () => {
  it("makes the nine routes, the Incoterms guide and the quote and received pages for each of the four languages: 48 pages", () => {
    const pages = contentPages(languageCodes);
    expect(pages).toHaveLength(48);
    expect(new Set(pages.map((p) => p.path)).size).toBe(48);
  });

  it("gives the forms a quote page and a received page in every language", () => {
    const formPages = contentPages(languageCodes).filter((p) => p.template === "quote" || p.template === "received");
    expect(formPages.map((p) => p.path).sort()).toEqual(
      ["/penawaran/", "/terkirim/", "/en/penawaran/", "/en/terkirim/", "/zh/penawaran/", "/zh/terkirim/", "/ja/penawaran/", "/ja/terkirim/"].sort(),
    );
  });

  it("is driven by the language list: a fifth language adds twelve pages and a 404", () => {
    const withFifth = planPages([...languageCodes, "ko"] as LanguageCode[], servicesIn([...languageCodes, "ko"]));
    expect(withFifth.filter((p) => p.template !== "notFound")).toHaveLength(60);
    expect(withFifth.filter((p) => p.language === ("ko" as LanguageCode)).map((p) => p.path)).toContain("/ko/incoterms/");
    expect(withFifth.filter((p) => p.language === ("ko" as LanguageCode)).map((p) => p.path)).toContain("/ko/kontak/");
    expect(withFifth.filter((p) => p.template === "notFound")).toHaveLength(5);
  });

  it("puts Indonesian at the unprefixed paths and the others under their prefix", () => {
    const paths = contentPages(languageCodes).map((p) => p.path);
    for (const path of ["/", "/services/", "/tentang/", "/kontak/", "/incoterms/", "/services/bea-cukai/", "/services/warehouse-distribusi/"]) {
      expect(paths).toContain(path);
      for (const prefix of ["/en", "/zh", "/ja"]) expect(paths).toContain(`${prefix}${path}`);
    }
  });

  it("gives each prefixed language a 404 that catches its unknown paths", () => {
    const notFound = planPages(languageCodes, []).filter((p) => p.template === "notFound");
    expect(notFound.map((p) => [p.path, p.matchPath])).toEqual([
      ["/404/", undefined],
      ["/en/404/", "/en/*"],
      ["/ja/404/", "/ja/*"],
      ["/zh/404/", "/zh/*"],
    ]);
  });

  it("adds the privacy and terms pages in every language: 56 pages, with the other pages still in all four", () => {
    const pages = planPages(languageCodes, servicesIn(languageCodes), legalIn(languageCodes)).filter((p) => p.template !== "notFound");
    expect(pages).toHaveLength(56);
    expect(new Set(pages.map((p) => p.path)).size).toBe(56);
    expect(pages.filter((p) => p.template !== "legal").map((p) => p.path)).toEqual(contentPages(languageCodes).map((p) => p.path));
    const legal = pages.filter((p) => p.template === "legal");
    expect(legal.map((p) => p.path).sort()).toEqual(
      ["/privacy/", "/terms/", "/en/privacy/", "/en/terms/", "/zh/privacy/", "/zh/terms/", "/ja/privacy/", "/ja/terms/"].sort(),
    );
    expect(legal.find((p) => p.path === "/ja/terms/")).toMatchObject({ language: "ja", originalPath: "/terms/", legalDoc: "terms", contentFilePath: "legal/terms/ja.mdx" });
  });

  it("makes the Incoterms guide a page of its own template in every language", () => {
    const guide = contentPages(languageCodes).filter((p) => p.template === "incoterms");
    expect(guide.map((p) => [p.language, p.path, p.originalPath])).toEqual([
      ["id", "/incoterms/", "/incoterms/"],
      ["en", "/en/incoterms/", "/incoterms/"],
      ["ja", "/ja/incoterms/", "/incoterms/"],
      ["zh", "/zh/incoterms/", "/incoterms/"],
    ]);
  });

  it("links each service page to its own content file", () => {
    const page = contentPages(languageCodes).find((p) => p.path === "/zh/services/ekspedisi-laut/");
    expect(page).toMatchObject({ template: "service", language: "zh", serviceId: "ekspedisi-laut/zh", originalPath: "/services/ekspedisi-laut/" });
  });
});

describe("locale namespaces of the pages", () => {
  const service = (serviceSlug: string) => pageNamespaces({ template: "service", serviceSlug });

  it("carry a table's strings on a service page only where an extra shows that table or a calculator names containers", () => {
    expect(service("bea-cukai")).toEqual(["common", "form", "whatsapp", "services"]);
    expect(service("project-handling")).toEqual(["common", "form", "whatsapp", "services"]);
    expect(service("ekspedisi-udara")).toEqual(["common", "form", "whatsapp", "services", "tables"]);
    expect(service("ekspedisi-laut")).toEqual(["common", "form", "whatsapp", "services", "tables"]);
    expect(service("warehouse-distribusi")).toEqual(["common", "form", "whatsapp", "services", "deliveryTimes"]);
  });

  it("give every page the shared namespaces and its own, each a locale file in every language", () => {
    const pages = planPages(languageCodes, servicesIn(languageCodes), legalIn(languageCodes));
    expect(pageNamespaces({ template: "home" })).toEqual(["common", "form", "whatsapp", "home", "contactInfo"]);
    expect(pageNamespaces({ template: "notFound" })).toEqual(["common", "form", "whatsapp"]);
    for (const page of pages) {
      const namespaces = pageNamespaces(page);
      expect(namespaces.slice(0, sharedNamespaces.length)).toEqual(sharedNamespaces);
      for (const ns of namespaces) expect(existsSync(path.resolve(__dirname, "../content/locales", page.language, `${ns}.json`))).toBe(true);
    }
  });
});
