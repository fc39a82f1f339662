import { existsSync } from "fs";
import path from "path";
import { planPages, type LegalContent } from "../src/node/page-plan";
import { formPagePaths, legalDocs, legalPaths, localizedPath, pagePaths, sitemapPath } from "../src/shared/routes";
import { defaultLanguage, languageCodes, type LanguageCode } from "../src/shared/languages";
import { serviceSlugs } from "../src/shared/services";
import {
  pageNamespaces,
  sharedNamespaces,
  stringsLeftOut,
  stringsLeftOutDigest,
  termsShownBy,
  withoutStringsLeftOut,
} from "../src/node/page-namespaces";
import { readFileSync } from "fs";
import { isIndexable } from "../src/node/sitemap";
import { articles, sitePages, specPages } from "../e2e/support/site";

const servicesIn = (languages: readonly string[]) =>
  languages.flatMap((language) =>
    serviceSlugs.map((slug) => ({
      id: `${slug}/${language}`,
      slug,
      language: language as LanguageCode,
      contentFilePath: `${slug}/${language}.mdx`,
    })),
  );

const legalIn = (languages: readonly string[]): LegalContent[] =>
  languages.flatMap((language) =>
    legalDocs.map((doc) => ({
      doc,
      language: language as LanguageCode,
      contentFilePath: `legal/${doc}/${language}.mdx`,
    })),
  );

const contentPages = (languages: readonly string[]) =>
  planPages(languages as LanguageCode[], servicesIn(languages)).filter((p) => p.template !== "notFound");

// Every count is derived from content/ (the languages, the services, the legal pages), so an editor
// adding a service or a translator adding a language does not break these tests.
const inEveryLanguage = (path: string) => languageCodes.map((l) => localizedPath(path, l));
/** Home, services, about and contact, and a page per service of content/services.json. */
const specRoutes = Object.keys(pagePaths).filter((key) => key !== "incoterms").length + serviceSlugs.length;
/** Per language: the spec's routes, the Incoterms guide, the sitemap, the quote and the received page, and the list of articles. */
const pagesPerLanguage = specRoutes + 2 + Object.keys(formPagePaths).length + 1;

describe("page plan", () => {
  it("makes the spec's routes, the Incoterms guide, the sitemap, the quote and received pages and the list of articles for each language, each at its own path", () => {
    const pages = contentPages(languageCodes);
    expect(pages).toHaveLength(pagesPerLanguage * languageCodes.length);
    expect(new Set(pages.map((p) => p.path)).size).toBe(pages.length);
    for (const language of languageCodes)
      expect(pages.filter((p) => p.language === language)).toHaveLength(pagesPerLanguage);
  });

  it("gives the forms a quote page and a received page in every language", () => {
    expect(formPagePaths).toEqual({ quote: "/penawaran/", received: "/terkirim/" });
    const formPages = contentPages(languageCodes).filter((p) => p.template === "quote" || p.template === "received");
    expect(formPages.map((p) => p.path).sort()).toEqual(
      [...inEveryLanguage(formPagePaths.quote), ...inEveryLanguage(formPagePaths.received)].sort(),
    );
  });

  it("is driven by the language list: a fifth language adds its pages and a 404", () => {
    const withFifth = planPages([...languageCodes, "ko"] as LanguageCode[], servicesIn([...languageCodes, "ko"]));
    expect(withFifth.filter((p) => p.template !== "notFound")).toHaveLength(
      pagesPerLanguage * (languageCodes.length + 1),
    );
    expect(withFifth.filter((p) => p.language === ("ko" as LanguageCode)).map((p) => p.path)).toContain(
      "/ko/incoterms/",
    );
    expect(withFifth.filter((p) => p.language === ("ko" as LanguageCode)).map((p) => p.path)).toContain("/ko/kontak/");
    expect(withFifth.filter((p) => p.template === "notFound")).toHaveLength(languageCodes.length + 1);
  });

  it("puts the default language at the unprefixed paths and the others under their prefix", () => {
    const paths = contentPages(languageCodes).map((p) => p.path);
    expect(defaultLanguage).toBe("id");
    for (const path of [...Object.values(pagePaths), "/services/bea-cukai/", "/services/warehouse-distribusi/"]) {
      expect(paths).toContain(path);
      for (const language of languageCodes.filter((l) => l !== defaultLanguage))
        expect(paths).toContain(`/${language}${path}`);
    }
  });

  it("gives each prefixed language a 404 that catches its unknown paths", () => {
    const notFound = planPages(languageCodes, []).filter((p) => p.template === "notFound");
    expect(notFound.map((p) => [p.path, p.matchPath])).toEqual(
      languageCodes.map((l) => (l === defaultLanguage ? ["/404/", undefined] : [`/${l}/404/`, `/${l}/*`])),
    );
  });

  it("adds the legal pages (privacy and terms) in every language, with the other pages still in every language", () => {
    expect(legalDocs).toEqual(["privacy", "terms"]);
    const pages = planPages(languageCodes, servicesIn(languageCodes), legalIn(languageCodes)).filter(
      (p) => p.template !== "notFound",
    );
    expect(pages).toHaveLength((pagesPerLanguage + legalDocs.length) * languageCodes.length);
    expect(new Set(pages.map((p) => p.path)).size).toBe(pages.length);
    expect(pages.filter((p) => p.template !== "legal").map((p) => p.path)).toEqual(
      contentPages(languageCodes).map((p) => p.path),
    );
    const legal = pages.filter((p) => p.template === "legal");
    expect(legal.map((p) => p.path).sort()).toEqual(
      legalDocs.flatMap((doc) => inEveryLanguage(legalPaths[doc])).sort(),
    );
    expect(legal.find((p) => p.path === "/ja/terms/")).toMatchObject({
      language: "ja",
      originalPath: "/terms/",
      legalDoc: "terms",
      contentFilePath: "legal/terms/ja.mdx",
    });
  });

  it("makes the Incoterms guide a page of its own template in every language", () => {
    const guide = contentPages(languageCodes).filter((p) => p.template === "incoterms");
    expect(guide.map((p) => [p.language, p.path, p.originalPath])).toEqual(
      languageCodes.map((l) => [l, localizedPath(pagePaths.incoterms, l), pagePaths.incoterms]),
    );
  });

  it("makes a sitemap page in every language that lists its language's pages, but itself, the 404, the received page and a narrowed list that copies the list of all; the XML sitemap lists it", () => {
    const article = (slug: string, language: LanguageCode, kind: "guide" | "news") => ({
      id: `${slug}/${language}`,
      slug,
      language,
      contentFilePath: "",
      kind,
      services: ["bea-cukai"],
    });
    // Indonesian has a guide and a news item; English only the guide.
    const plan = planPages(languageCodes, servicesIn(languageCodes), legalIn(languageCodes), [
      article("panduan-a", "id", "guide"),
      article("kabar-b", "id", "news"),
      article("panduan-a", "en", "guide"),
    ]);
    const sitemapIn = (language: LanguageCode) =>
      plan.find((p) => p.template === "sitemap" && p.language === language)!;
    for (const language of languageCodes) {
      const sitemap = sitemapIn(language);
      expect(sitemap.path).toBe(localizedPath(sitemapPath, language));
      expect(isIndexable({ path: sitemap.path, pageContext: { template: "sitemap" } })).toBe(true);
      const listed = sitemap.listed!.map((p) => p.originalPath);
      expect(listed).toEqual(
        expect.arrayContaining([
          ...Object.values(pagePaths),
          ...serviceSlugs.map((slug) => `/services/${slug}/`),
          ...Object.values(legalPaths),
          formPagePaths.quote,
          "/artikel/",
        ]),
      );
      for (const left of [sitemapPath, formPagePaths.received, "/404/"]) expect(listed).not.toContain(left);
      expect(new Set(listed).size).toBe(listed.length);
    }
    const listedIn = (language: LanguageCode) => sitemapIn(language).listed!.map((p) => p.originalPath);
    // Indonesian: both kinds have a list of their own; its customs list holds every article, a copy.
    expect(listedIn("id")).toEqual(
      expect.arrayContaining(["/artikel/panduan/", "/artikel/berita/", "/artikel/panduan-a/", "/artikel/kabar-b/"]),
    );
    expect(listedIn("id")).not.toContain("/artikel/layanan/bea-cukai/");
    // English: its guides list copies its list of all; Japanese has no article.
    expect(listedIn("en")).toContain("/artikel/panduan-a/");
    expect(listedIn("en")).not.toContain("/artikel/panduan/");
    expect(listedIn("ja").filter((p) => p.startsWith("/artikel/"))).toEqual(["/artikel/"]);
    // What names each page on the sitemap page comes with it.
    expect(sitemapIn("ja").listed).toContainEqual(
      expect.objectContaining({ template: "legal", originalPath: "/terms/", legalDoc: "terms" }),
    );
    expect(sitemapIn("id").listed).toContainEqual(
      expect.objectContaining({ template: "article", originalPath: "/artikel/kabar-b/", articleSlug: "kabar-b" }),
    );
  });

  it("the browser tests' list of pages (e2e/support/site.ts) is every page but the 404s and the received page: the spec's routes, the legal pages, the Incoterms guide, the sitemap, the quote page and the list of articles in every language, and the articles and their narrowed lists where they exist", () => {
    const inSomeLanguages = sitePages.filter((p) => p.languages !== undefined);
    expect(sitePages.length - inSomeLanguages.length).toBe((specRoutes + legalDocs.length + 4) * languageCodes.length);
    expect(
      sitePages
        .filter((p) => p.template === "sitemap")
        .map((p) => p.path)
        .sort(),
    ).toEqual(inEveryLanguage(sitemapPath).sort());
    expect(inSomeLanguages.map((p) => p.template).sort()).toEqual(
      planPages(languageCodes, [], [], articles)
        .filter((p) => p.languages !== undefined)
        .map((p) => p.template)
        .sort(),
    );
    expect(specPages).toHaveLength(specRoutes * languageCodes.length);
    expect(
      sitePages
        .filter((p) => p.template === "quote")
        .map((p) => p.path)
        .sort(),
    ).toEqual(inEveryLanguage(formPagePaths.quote).sort());
    expect(
      sitePages
        .filter((p) => p.template === "incoterms")
        .map((p) => p.path)
        .sort(),
    ).toEqual(inEveryLanguage(pagePaths.incoterms).sort());
    expect(
      sitePages
        .filter((p) => p.template === "legal")
        .map((p) => p.path)
        .sort(),
    ).toEqual(legalDocs.flatMap((doc) => inEveryLanguage(legalPaths[doc])).sort());
  });

  it("links each service page to its own content file", () => {
    const page = contentPages(languageCodes).find((p) => p.path === "/zh/services/ekspedisi-laut/");
    expect(page).toMatchObject({
      template: "service",
      language: "zh",
      serviceId: "ekspedisi-laut/zh",
      originalPath: "/services/ekspedisi-laut/",
    });
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
      for (const ns of namespaces)
        expect(existsSync(path.resolve(__dirname, "../content/locales", page.language, `${ns}.json`))).toBe(true);
    }
  });
});

describe("strings a page leaves out of its page-data", () => {
  const strings = (language: string, ns: string) =>
    JSON.parse(readFileSync(path.resolve(__dirname, "../content/locales", language, `${ns}.json`), "utf8"));

  it("drops what the forms show only after Send, but the notices' regions (the page's and the dialog's) and close button", () => {
    const form = withoutStringsLeftOut(
      strings("ja", "form"),
      "form",
      stringsLeftOut({ template: "about" }, []),
    ) as Record<string, Record<string, unknown>>;
    expect(form.reasons).toBeUndefined();
    expect(form.fallback).toBeUndefined();
    expect(form.contact).toBeUndefined();
    expect(form.servicePage).toBeUndefined();
    expect(Object.keys(form.notices).sort()).toEqual(["close", "dialogRegion", "region"]);
    expect(form.fields).toEqual(strings("ja", "form").fields);
    // The home page has the contact form, the 404 page its own texts.
    const home = stringsLeftOut({ template: "home" }, []);
    expect(withoutStringsLeftOut(strings("en", "form"), "form", home)).toHaveProperty("contact.submit");
    expect(withoutStringsLeftOut(strings("en", "common"), "common", home)).not.toHaveProperty("notFound");
    // The areas served are named in the structured data of the home, contact and service pages alone.
    expect(withoutStringsLeftOut(strings("en", "common"), "common", home)).toHaveProperty("areaServed.worldwide");
    for (const template of ["contact", "service"] as const)
      expect(withoutStringsLeftOut(strings("en", "common"), "common", stringsLeftOut({ template }, []))).toHaveProperty(
        "areaServed.indonesia",
      );
    const notFound = stringsLeftOut({ template: "notFound" }, []);
    expect(withoutStringsLeftOut(strings("en", "common"), "common", notFound)).toHaveProperty("notFound.title");
    expect(withoutStringsLeftOut(strings("en", "common"), "common", notFound)).not.toHaveProperty("error");
    // Every page has a form (the quote dialog): its labels say "(required)" with the language's join.
    const about = withoutStringsLeftOut(strings("ja", "common"), "common", stringsLeftOut({ template: "about" }, []));
    expect(about).toHaveProperty("joins.labelled");
    expect(about).toHaveProperty("joins.bracketed");
    expect(about).not.toHaveProperty("areaServed");
    // The breadcrumb's name is one text, shown by the service pages and the articles alone.
    for (const template of ["service", "article"] as const)
      expect(withoutStringsLeftOut(strings("ja", "common"), "common", stringsLeftOut({ template }, []))).toHaveProperty(
        "breadcrumb",
        strings("ja", "common").breadcrumb,
      );
    expect(about).not.toHaveProperty("breadcrumb");
    expect(withoutStringsLeftOut(strings("en", "common"), "common", home)).not.toHaveProperty("breadcrumb");
  });

  it("keeps on a service page only the terms of the rates its packages name and its own tool's link", () => {
    const sea = stringsLeftOut({ template: "service", serviceSlug: "ekspedisi-laut" }, ["seaExport", "seaProject"]);
    const file = strings("zh", "services");
    const services = withoutStringsLeftOut(file, "services", sea) as {
      price: { terms: Record<string, string>; unit: unknown };
      detail: { tool: Record<string, string>; getQuote: string };
      index?: unknown;
    };
    expect(Object.keys(services.price.terms).sort()).toEqual(["seaExport", "seaProject"]);
    expect(Object.keys(services.detail.tool)).toEqual(["seaCalculator"]);
    expect(services.price.unit).toEqual(strings("zh", "services").price.unit);
    expect(services.index).toBeUndefined();
    // The node's strings are untouched: the next page gets its own copy.
    expect(Object.keys(file.price.terms)).toHaveLength(6);
    expect(file.index).toBeDefined();
  });

  it("keeps on a service page only the note over its own packages", () => {
    const noteOn = (serviceSlug: string) =>
      (
        withoutStringsLeftOut(
          strings("ja", "services"),
          "services",
          stringsLeftOut({ template: "service", serviceSlug }, []),
        ) as { detail: { pricingNote?: Record<string, string> } }
      ).detail.pricingNote;
    expect(noteOn("warehouse-distribusi")).toEqual({ storage: strings("ja", "services").detail.pricingNote.storage });
    expect(noteOn("ekspedisi-laut")).toEqual({ freight: strings("ja", "services").detail.pricingNote.freight });
    expect(Object.keys(noteOn("bea-cukai") ?? {})).toEqual([]);
  });

  it("keeps the terms of the rates a service's packages name, once each", () => {
    const pricing = [{ price: "rates.sea.lcl" }, { price: "rates.sea.fcl" }, { price: "rates.sea.project" }];
    expect(termsShownBy(pricing)).toEqual(["seaExport", "seaExport", "seaProject"]);
    const kept = stringsLeftOut({ template: "service", serviceSlug: "ekspedisi-laut" }, termsShownBy(pricing)).keep;
    expect(kept.filter((entry) => entry.startsWith("services:price.terms."))).toEqual([
      "services:price.terms.seaExport",
      "services:price.terms.seaProject",
    ]);
    expect(termsShownBy(null)).toEqual([]);
  });

  it("gives each page's context a digest that changes with what the page leaves out", () => {
    const digest = (page: Parameters<typeof stringsLeftOut>[0], terms: string[] = []) =>
      stringsLeftOutDigest(stringsLeftOut(page, terms));
    expect(digest({ template: "about" })).toMatch(/^[\w-]{8}$/);
    expect(digest({ template: "about" })).toBe(digest({ template: "about" }));
    expect(digest({ template: "about" })).toBe(digest({ template: "services" }));
    expect(digest({ template: "about" })).not.toBe(digest({ template: "home" }));
    const sea = { template: "service", serviceSlug: "ekspedisi-laut" } as const;
    expect(digest(sea, ["seaExport"])).not.toBe(digest(sea, ["seaExport", "seaProject"]));
    expect(digest(sea)).not.toBe(digest({ template: "service", serviceSlug: "warehouse-distribusi" }));
  });

  it("leaves a namespace no rule names as it is", () => {
    const data = strings("id", "home");
    expect(withoutStringsLeftOut(data, "home", stringsLeftOut({ template: "home" }, []))).toBe(data);
  });
});
