import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "fs";
import { tmpdir } from "os";
import path from "path";
import { checkContent } from "../src/node/content-check";
import type { Issue } from "../src/node/content-issues";
import { planPages, type LegalContent, type ServiceContent } from "../src/node/page-plan";
import { legalDocs } from "../src/shared/routes";
import type { LanguagesFile } from "../src/shared/languages";
import type { Service } from "../src/shared/services";
import { switcherEntries } from "../src/components/layout/switcher-entries";
import { serviceChoicesOf } from "../src/forms/shared/forms";
import { malay } from "./support/malay";

// A fifth language (Malay) and a sixth service (land freight) added the way CONTRIBUTING.md
// says, to a copy of the real content, with no code change: the page plan, the switcher and
// the content check follow from content/languages.json and content/services.json alone.

const realContent = path.resolve(__dirname, "../content");
let root: string;
const content = (...p: string[]) => path.join(root, "content", ...p);
const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, "utf8")) as T;
const writeJson = (file: string, data: unknown) => writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);

const landFreight: Service = {
  slug: "ekspedisi-darat",
  icon: "truck",
  quoteOption: "ekspedisi-darat",
  areaServed: ["indonesia"],
  forms: ["quote", "contact"],
  pricing: false,
  whyChooseUsCards: 3,
  extras: [],
};

function addMalayEntry() {
  const file = readJson<LanguagesFile>(content("languages.json"));
  writeJson(content("languages.json"), { ...file, languages: [...file.languages, malay] });
}
function addLandFreightEntry() {
  writeJson(content("services.json"), [...readJson<Service[]>(content("services.json")), landFreight]);
}
/** "Adding a language": copy the Indonesian files (a translator then translates them). */
function copyMalayFiles() {
  cpSync(content("locales", "id"), content("locales", "ms"), { recursive: true });
  for (const slug of readdirSync(content("services")))
    cpSync(content("services", slug, "id.mdx"), content("services", slug, "ms.mdx"));
  // The legal pages' links lead to the new language's pages, as its translator writes them.
  for (const doc of legalDocs)
    writeFileSync(
      content("legal", doc, "ms.mdx"),
      readFileSync(content("legal", doc, "id.mdx"), "utf8").replace(/\]\(\//g, "](/ms/"),
    );
  // Facts written out per language (the cut-off's time zone) get the new language's words.
  const company = readJson<{
    air: { cutoffTimeZone: Record<string, string> };
    openingHours: { emergency: Record<string, string>; timeZone: Record<string, string> };
    claims: { support: Record<string, string> };
  }>(content("company.json"));
  company.air.cutoffTimeZone.ms = "WIB";
  company.openingHours.emergency.ms = "24/7";
  company.openingHours.timeZone.ms = "WIB";
  company.claims.support.ms = "24/7";
  writeJson(content("company.json"), company);
  // The lists of articles name Malay in each page's language.
  const malayIn: Record<string, string> = { ja: "マレー語", zh: "马来语", en: "Malay" };
  for (const language of readdirSync(content("locales"))) {
    const articles = readJson<{ languageNames: Record<string, string> }>(content("locales", language, "articles.json"));
    articles.languageNames.ms = malayIn[language] ?? "bahasa Melayu";
    writeJson(content("locales", language, "articles.json"), articles);
  }
}
/** "Adding a service": one MDX file per language, copied from customs clearance (3 cards, no pricing), and its name in the forms. */
function copyLandFreightFiles() {
  mkdirSync(content("services", landFreight.slug));
  for (const file of readdirSync(content("services", "bea-cukai")))
    cpSync(content("services", "bea-cukai", file), content("services", landFreight.slug, file));
  addLandFreightFormName();
}
const landFreightNames: Record<string, string> = {
  id: "Ekspedisi Darat",
  ms: "Ekspedisi Darat",
  en: "Land Freight",
  zh: "陆路运输",
  ja: "陸上輸送",
};
function addLandFreightFormName() {
  for (const language of readdirSync(content("locales"))) {
    const form = readJson<{ services: Record<string, string> }>(content("locales", language, "form.json"));
    writeJson(content("locales", language, "form.json"), {
      ...form,
      services: { ...form.services, [landFreight.quoteOption]: landFreightNames[language] },
    });
  }
}

/** The page plan of a content tree, as gatsby-node makes it from the same files. */
function planOf() {
  const { languages } = readJson<LanguagesFile>(content("languages.json"));
  const codes = languages.map((l) => l.code);
  const services: ServiceContent[] = readJson<Service[]>(content("services.json")).flatMap(({ slug }) =>
    codes.map((language) => ({
      id: `${slug}/${language}`,
      slug,
      language,
      contentFilePath: content("services", slug, `${language}.mdx`),
    })),
  );
  const legal: LegalContent[] = legalDocs.flatMap((doc) =>
    codes.map((language) => ({ doc, language, contentFilePath: content("legal", doc, `${language}.mdx`) })),
  );
  return { languages, pages: planPages(codes, services, legal) };
}

const check = () => checkContent({ contentDir: content(), root });
const errorsOf = (issues: Issue[]) => issues.filter((i) => i.level === "error");

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), "add-language-"));
  cpSync(realContent, content(), { recursive: true });
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("a fifth language and a sixth service, by content alone", () => {
  beforeEach(() => {
    addMalayEntry();
    copyMalayFiles();
    addLandFreightEntry();
    copyLandFreightFiles();
  });

  it("plans every page in five languages: 6 services + 5 pages (with the Incoterms guide) + 2 legal pages + the sitemap + the quote and received pages + the list of articles each, and a 404 per language", () => {
    const { pages } = planOf();
    expect(pages.filter((p) => p.template !== "notFound")).toHaveLength(5 * 17);
    expect(pages.filter((p) => p.template === "notFound").map((p) => [p.path, p.matchPath])).toContainEqual([
      "/ms/404/",
      "/ms/*",
    ]);
    const paths = pages.map((p) => p.path);
    for (const p of [
      "/ms/",
      "/ms/kontak/",
      "/ms/services/bea-cukai/",
      "/ms/services/ekspedisi-darat/",
      "/ms/privacy/",
      "/services/ekspedisi-darat/",
      "/ja/services/ekspedisi-darat/",
    ]) {
      expect(paths).toContain(p);
    }
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("shows Malay in the switcher after the four, linking to the same page", () => {
    const { languages } = planOf();
    expect(switcherEntries(languages, "/kontak/").map((e) => [e.label, e.name, e.path])).toEqual([
      ["ID", "Bahasa Indonesia", "/kontak/"],
      ["EN", "English", "/en/kontak/"],
      ["JP", "日本語", "/ja/kontak/"],
      ["CN", "中文", "/zh/kontak/"],
      ["MS", "Bahasa Melayu", "/ms/kontak/"],
    ]);
  });

  it("passes the content check, with only the usual warnings", () => {
    expect(errorsOf(check())).toEqual([]);
  });

  it("asks for the plural forms the language uses, by its plural rules", () => {
    // Copied from English, Malay's files have a singular form Malay does not use.
    cpSync(content("locales", "en", "calculator.json"), content("locales", "ms", "calculator.json"));
    expect(errorsOf(check())).toContainEqual(
      expect.objectContaining({
        language: "ms",
        file: "content/locales/ms/calculator.json",
        key: "results.invalid_one",
        message: expect.stringContaining("a plural form Malay does not use"),
      }),
    );
    // A language with a singular (English rules) needs it.
    writeJson(content("languages.json"), {
      ...readJson<LanguagesFile>(content("languages.json")),
      languages: [...readJson<LanguagesFile>(realContent + "/languages.json").languages, { ...malay, tag: "en-MY" }],
    });
    cpSync(content("locales", "id", "calculator.json"), content("locales", "ms", "calculator.json"));
    expect(errorsOf(check())).toContainEqual(
      expect.objectContaining({
        language: "ms",
        key: "results.invalid_one",
        message: expect.stringContaining("is missing (a plural form this language needs, of results.invalid)"),
      }),
    );
  });

  it("checks the new service's MDX by its entry in content/services.json, in every language", () => {
    writeJson(
      content("services.json"),
      readJson<Service[]>(content("services.json")).map((s) =>
        s.slug === landFreight.slug ? { ...s, whyChooseUsCards: 4 } : s,
      ),
    );
    const errors = errorsOf(check()).filter((i) => i.key === "whyChooseUs");
    expect(errors.map((i) => i.file).sort()).toEqual(
      ["en", "id", "ja", "ms", "zh"].map((l) => `content/services/ekspedisi-darat/${l}.mdx`),
    );
    expect(errors[0].message).toBe("has 3 cards; content/services.json asks for 4");
  });

  it("offers the new service in the forms, and names its missing name in the forms by file and key", () => {
    const choices = serviceChoicesOf(readJson<Service[]>(content("services.json")));
    expect(choices.filter((c) => c.forms.includes("quote")).map((c) => c.value)).toContain("ekspedisi-darat");
    expect(choices.filter((c) => c.forms.includes("contact")).map((c) => c.value)).toContain("ekspedisi-darat");
    for (const language of readdirSync(content("locales"))) {
      const form = readJson<{ services: Record<string, string> }>(content("locales", language, "form.json"));
      delete form.services[landFreight.quoteOption];
      writeJson(content("locales", language, "form.json"), form);
    }
    expect(errorsOf(check())).toContainEqual(
      expect.objectContaining({
        file: "content/locales/id/form.json",
        key: "services.ekspedisi-darat",
        message: expect.stringContaining('the forms offer the service "ekspedisi-darat"'),
      }),
    );
  });

  it("names the new language's missing name in the lists of articles by file and key", () => {
    for (const language of readdirSync(content("locales"))) {
      const articles = readJson<{ languageNames: Record<string, string> }>(
        content("locales", language, "articles.json"),
      );
      delete articles.languageNames.ms;
      writeJson(content("locales", language, "articles.json"), articles);
    }
    expect(errorsOf(check())).toContainEqual(
      expect.objectContaining({
        file: "content/locales/id/articles.json",
        key: "languageNames.ms",
        message: expect.stringContaining('name the language "ms" in the page\'s language'),
      }),
    );
  });

  it("asks a priced service for the note over its packages, a text of every language", () => {
    const priced = (entry: Partial<Service>) =>
      writeJson(content("services.json"), [...readJson<Service[]>(realContent + "/services.json"), entry]);
    priced({ ...landFreight, pricing: true });
    expect(errorsOf(check())).toContainEqual(
      expect.objectContaining({
        file: "content/services.json",
        key: "services[5].pricingNote",
        message: expect.stringContaining("must name the note over the service's packages"),
      }),
    );
    priced({ ...landFreight, pricing: true, pricingNote: "land" });
    expect(errorsOf(check())).toContainEqual(
      expect.objectContaining({
        file: "content/locales/id/services.json",
        key: "detail.pricingNote.land",
        message: expect.stringContaining('the packages of the service "ekspedisi-darat" show this note'),
      }),
    );
    priced({ ...landFreight, pricingNote: "freight" });
    expect(errorsOf(check())).toContainEqual(
      expect.objectContaining({
        key: "services[5].pricingNote",
        message: expect.stringContaining("must not be there"),
      }),
    );
  });

  it("refuses a well-formed tag or script code that names no language or script", () => {
    writeJson(content("languages.json"), {
      ...readJson<LanguagesFile>(content("languages.json")),
      languages: [
        ...readJson<LanguagesFile>(realContent + "/languages.json").languages,
        { ...malay, tag: "jp", formatTag: "xx-MY", script: "Latx" },
      ],
    });
    expect(errorsOf(check())).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          key: "languages[4].tag",
          message: expect.stringContaining('"jp" is no language code'),
        }),
        expect.objectContaining({
          key: "languages[4].formatTag",
          message: expect.stringContaining('"xx-MY" starts with "xx", which is no language code'),
        }),
        expect.objectContaining({ key: "languages[4].script", message: expect.stringContaining("ISO 15924") }),
      ]),
    );
  });

  it("names a wrong field of the new entries by file, entry and field", () => {
    writeJson(content("languages.json"), {
      ...readJson<LanguagesFile>(content("languages.json")),
      languages: [
        ...readJson<LanguagesFile>(realContent + "/languages.json").languages,
        { ...malay, tag: "not a tag!", formatTag: "ms MY", script: "latin", rangeSign: "" },
      ],
    });
    writeJson(content("services.json"), [
      ...readJson<Service[]>(realContent + "/services.json"),
      { ...landFreight, icon: "tractor", quoteOption: "other", forms: ["fax"], areaServed: ["batam"] },
    ]);
    const errors = errorsOf(check());
    expect(errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          file: "content/languages.json",
          key: "languages[4].tag",
          message: expect.stringContaining("not a BCP 47 language tag"),
        }),
        expect.objectContaining({
          file: "content/languages.json",
          key: "languages[4].formatTag",
          message: expect.stringContaining("not a BCP 47 language tag"),
        }),
        expect.objectContaining({
          file: "content/languages.json",
          key: "languages[4].script",
          message: expect.stringContaining("ISO 15924"),
        }),
        expect.objectContaining({
          file: "content/languages.json",
          key: "languages[4].rangeSign",
          message: expect.stringContaining("the sign written between the ends of a range"),
        }),
        expect.objectContaining({
          file: "content/services.json",
          key: "services[5].icon",
          message: expect.stringContaining('"tractor" must be one of'),
        }),
        expect.objectContaining({
          file: "content/services.json",
          key: "services[5].quoteOption",
          message: expect.stringContaining('"other" is a choice of the forms that is no service'),
        }),
        expect.objectContaining({
          file: "content/services.json",
          key: "services[5].forms",
          message: expect.stringContaining("must list the forms that offer this service"),
        }),
        expect.objectContaining({
          file: "content/services.json",
          key: "services[5].areaServed",
          message: expect.stringContaining("must list where the service is offered"),
        }),
      ]),
    );
  });
});

describe("a service entry with a field misspelled or left out", () => {
  it("names a service's misspelt icon (Truk) with the icon it most likely means", () => {
    writeJson(content("services.json"), [
      ...readJson<Service[]>(realContent + "/services.json"),
      { ...landFreight, icon: "Truk" },
    ]);
    expect(errorsOf(check())).toContainEqual(
      expect.objectContaining({
        file: "content/services.json",
        key: "services[5].icon",
        message: expect.stringMatching(/^"Truk" must be one of: customs, .* \(did you mean "truck"\?\)$/),
      }),
    );
  });

  it("names the misspelled field with the one meant, and the field left out, by entry", () => {
    const { extras, forms, icon, ...rest } = landFreight;
    writeJson(content("services.json"), [
      ...readJson<Service[]>(realContent + "/services.json"),
      { ...rest, extra: extras, icons: icon, colour: "blue" },
    ]);
    expect(forms).toBeDefined();
    const errors = errorsOf(check());
    for (const [key, message] of [
      ["services[5].extra", 'is unknown (did you mean "extras"?)'],
      ["services[5].icons", 'is unknown (did you mean "icon"?)'],
      ["services[5].colour", "is unknown: a service's fields are slug, icon,"],
      ["services[5].icon", "is missing: it must be one of: customs,"],
      ["services[5].forms", "must list the forms that offer this service"],
      ["services[5].extras", "must be a list of:"],
    ])
      expect(errors).toContainEqual(
        expect.objectContaining({ file: "content/services.json", key, message: expect.stringContaining(message) }),
      );
  });
});

describe("a language entry whose files are missing", () => {
  it("gets a message naming each missing file: locale namespaces, service MDX, privacy and terms", () => {
    addMalayEntry();
    const missing = errorsOf(check())
      .filter((i) => i.language === "ms" && i.message === "is missing")
      .map((i) => i.file)
      .sort();
    const namespaces = readdirSync(content("locales", "id")).map((f) => `content/locales/ms/${f}`);
    const services = readJson<Service[]>(content("services.json")).map((s) => `content/services/${s.slug}/ms.mdx`);
    const legal = legalDocs.map((doc) => `content/legal/${doc}/ms.mdx`);
    expect(missing).toEqual([...namespaces, ...services, ...legal].sort());
    // 12, then incoterms (the quote forms' Incoterms), incotermsGuide, deliveryTimes, shipment,
    // estimator, formPages (the quote and received pages), formAnswers (the function's pages),
    // articles (the articles and their lists) and sitemap (the sitemap page).
    expect(namespaces).toHaveLength(21);
  });
});
