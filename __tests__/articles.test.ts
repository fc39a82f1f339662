import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "fs";
import { tmpdir } from "os";
import path from "path";
import matter from "gray-matter";
import { createArticleNode, toolsLinkedFrom } from "../src/node/article-nodes";
import { parseArticleFrontmatter } from "../src/node/article-frontmatter";
import { serviceSlugs } from "../src/shared/services";
import { planPages, type ArticleContent } from "../src/node/page-plan";
import { articleListLink, sectionName } from "../src/shared/articles";
import { switcherEntries } from "../src/components/layout/switcher-entries";
import { isIndexable, sitemapEntry, sitemapPages } from "../src/node/sitemap";
import { feedOptions } from "../src/node/feeds";
import { checkContent } from "../src/node/content-check";
import type { Issue } from "../src/node/content-issues";
import { languages, type LanguageCode } from "../src/shared/languages";
import { typeDefs } from "../src/node/graphql-types";
import { articleJsonLd } from "../src/templates/article-json-ld";
import { company } from "../src/shared/facts";
import { writeMdxBodiesOf } from "../src/node/mdx-bodies";
import { runNodeStep, runNodeSteps } from "./support/node-step";
import { readFrontmatter, readFrontmatterDatesAsWritten } from "../src/node/frontmatter-yaml";

// Articles: the rules that decide which pages, alternates, feeds and checks they get, on test
// content (an article in Indonesian only, a news item, a draft). The built site's articles are
// checked in a browser by e2e/articles.spec.ts.

const article = (slug: string, language: LanguageCode, extra: Partial<ArticleContent> = {}): ArticleContent => ({
  id: `${slug}/${language}`,
  slug,
  language,
  contentFilePath: `articles/${slug}/${language}.mdx`,
  kind: "guide",
  services: ["ekspedisi-laut"],
  ...extra,
});

const testArticles = [
  article("hanya-indonesia", "id", { services: ["bea-cukai"] }),
  article("lcl-atau-fcl", "id"),
  article("lcl-atau-fcl", "en"),
  article("kabar-pelabuhan", "id", { kind: "news", services: ["ekspedisi-laut", "warehouse-distribusi"] }),
];
const codes = languages.map((l) => l.code);
const plan = planPages(codes, [], [], testArticles);
const pathsIn = (language: string) => plan.filter((p) => p.language === language).map((p) => p.path);

describe("the pages articles get", () => {
  it("an article exists in the languages it is written in, and its page names only those", () => {
    expect(pathsIn("id")).toContain("/artikel/hanya-indonesia/");
    expect(pathsIn("en")).not.toContain("/en/artikel/hanya-indonesia/");
    expect(plan.find((p) => p.path === "/artikel/lcl-atau-fcl/")?.languages).toEqual(["id", "en"]);
    expect(plan.find((p) => p.path === "/artikel/hanya-indonesia/")?.languages).toEqual(["id"]);
  });

  it("every language has its list; each is narrowed to the kinds and services of its own articles", () => {
    for (const code of codes) expect(pathsIn(code)).toContain(code === "id" ? "/artikel/" : `/${code}/artikel/`);
    expect(pathsIn("id")).toEqual(
      expect.arrayContaining([
        "/artikel/panduan/",
        "/artikel/berita/",
        "/artikel/layanan/bea-cukai/",
        "/artikel/layanan/ekspedisi-laut/",
        "/artikel/layanan/warehouse-distribusi/",
      ]),
    );
    // English has a guide about sea freight only: no news list, no customs list.
    expect(pathsIn("en").filter((p) => p.startsWith("/en/artikel/"))).toEqual([
      "/en/artikel/",
      "/en/artikel/panduan/",
      "/en/artikel/layanan/ekspedisi-laut/",
      "/en/artikel/lcl-atau-fcl/",
    ]);
    expect(plan.find((p) => p.path === "/artikel/berita/")?.languages).toEqual(["id"]);
    expect(plan.find((p) => p.path === "/artikel/")?.languages).toBeUndefined();
  });

  it("a narrowed list that holds every article of its language names the list of all as canonical; alternates are the lists that are not copies", () => {
    // English has one article, a guide on sea freight: its guides and its sea freight list show
    // what its list of all shows. Indonesian has news and other services too.
    const at = (p: string) => plan.find((q) => q.path === p)!;
    for (const copy of ["/en/artikel/panduan/", "/en/artikel/layanan/ekspedisi-laut/"])
      expect(at(copy)).toMatchObject({ canonicalPath: "/artikel/", alternates: [], languages: ["id", "en"] });
    for (const own of ["/artikel/panduan/", "/artikel/layanan/ekspedisi-laut/"]) {
      expect(at(own).canonicalPath).toBeUndefined();
      // The switcher still leads to the English list; hreflang names only the Indonesian one.
      expect(at(own)).toMatchObject({ alternates: ["id"], languages: ["id", "en"] });
    }
    expect(at("/artikel/berita/")).toMatchObject({ alternates: ["id"], languages: ["id"] });
    expect(at("/artikel/").canonicalPath).toBeUndefined();
    expect(at("/artikel/").alternates).toBeUndefined();
    expect(at("/en/artikel/lcl-atau-fcl/").canonicalPath).toBeUndefined();
  });

  it("a page's links to a narrowed list that copies the list of all lead to the list of all: the plan says which lists are copies", () => {
    const services = codes.flatMap((language) =>
      ["bea-cukai", "ekspedisi-laut"].map((slug) => ({
        id: `${slug}/${language}`,
        slug,
        language,
        contentFilePath: "",
      })),
    );
    const withServices = planPages(codes, services, [], testArticles);
    const at = (p: string) => withServices.find((q) => q.path === p)!;
    const copies = ["/artikel/panduan/", "/artikel/layanan/ekspedisi-laut/"];
    // The copies are the lists that name the list of all as canonical.
    expect(withServices.filter((p) => p.canonicalPath).map((p) => p.originalPath)).toEqual(copies);
    // English: each of its lists knows both; an article its kind's, a service page its service's.
    for (const list of ["/en/artikel/", "/en/artikel/panduan/", "/en/artikel/layanan/ekspedisi-laut/"])
      expect(at(list).copiedLists).toEqual(copies);
    expect(at("/en/artikel/lcl-atau-fcl/").listIsCopy).toBe(true);
    expect(at("/en/services/ekspedisi-laut/").listIsCopy).toBe(true);
    expect(at("/en/services/bea-cukai/").listIsCopy).toBeUndefined();
    const { listIsCopy: enArticle } = at("/en/artikel/lcl-atau-fcl/");
    expect(articleListLink({ kind: "guide" }, enArticle)).toBe("/artikel/");
    expect(articleListLink({ service: "ekspedisi-laut" }, at("/en/services/ekspedisi-laut/").listIsCopy)).toBe(
      "/artikel/",
    );
    // Indonesian: no narrowed list holds every article.
    expect(withServices.filter((p) => p.language === "id" && (p.copiedLists || p.listIsCopy))).toEqual([]);
    expect(articleListLink({ kind: "guide" }, at("/artikel/lcl-atau-fcl/").listIsCopy)).toBe("/artikel/panduan/");
    // No other page carries them: a page's context is in its page-data.
    const templatesWith = (has: (p: (typeof withServices)[number]) => unknown) =>
      [...new Set(withServices.filter(has).map((p) => p.template))].sort();
    expect(templatesWith((p) => p.copiedLists)).toEqual(["articles"]);
    expect(templatesWith((p) => p.listIsCopy)).toEqual(["article", "service"]);
  });

  it("the sitemap leaves out a narrowed list that copies the list of all, and names only the others as alternates", () => {
    const site = "https://example.test";
    const sitemapPage = (p: string) => {
      const page = plan.find((q) => q.path === p)!;
      return { path: page.path, pageContext: { ...page, i18n: page } };
    };
    expect(isIndexable(sitemapPage("/en/artikel/panduan/"))).toBe(false);
    expect(isIndexable(sitemapPage("/artikel/panduan/"))).toBe(true);
    expect(isIndexable(sitemapPage("/en/artikel/"))).toBe(true);
    expect(sitemapEntry(sitemapPage("/artikel/panduan/"), site).links).toEqual([
      { lang: "id", url: `${site}/artikel/panduan/` },
      { lang: "x-default", url: `${site}/artikel/panduan/` },
    ]);
  });

  it("the sitemap gives an article the day of its last change, and no other page a day", () => {
    const site = "https://example.test";
    const article = { path: "/en/artikel/lcl-atau-fcl/", pageContext: { template: "article" as const, id: "a1" } };
    const updated = { path: "/artikel/lcl-atau-fcl/", pageContext: { template: "article" as const, id: "a2" } };
    const list = { path: "/en/artikel/", pageContext: { template: "articles" as const } };
    const pages = sitemapPages({
      allSitePage: { nodes: [article, updated, list] },
      allArticle: {
        nodes: [
          { id: "a1", published: "2026-11-28", updated: null },
          { id: "a2", published: "2026-11-28", updated: "2026-12-01" },
        ],
      },
    });
    expect(pages.map((p) => sitemapEntry(p, site).lastmod)).toEqual(["2026-11-28", "2026-12-01", undefined]);
  });

  it("the switcher on an article leads a language without it to that language's list", () => {
    const page = plan.find((p) => p.path === "/artikel/hanya-indonesia/")!;
    const entries = switcherEntries(languages, page.originalPath, page.languages);
    expect(Object.fromEntries(entries.map((e) => [e.code, e.path]))).toEqual({
      id: "/artikel/hanya-indonesia/",
      en: "/en/artikel/",
      ja: "/ja/artikel/",
      zh: "/zh/artikel/",
    });
    // Only the same page takes the visitor's place (its section, its forms) along.
    expect(Object.fromEntries(entries.map((e) => [e.code, e.samePage]))).toEqual({
      id: true,
      en: false,
      ja: false,
      zh: false,
    });
  });

  it("the sitemap gives an article the alternates of its languages, x-default its default-language page", () => {
    const site = "https://example.test";
    const entry = (p: string) => {
      const page = plan.find((q) => q.path === p)!;
      return sitemapEntry({ path: page.path, pageContext: { template: page.template, i18n: page } }, site);
    };
    expect(entry("/en/artikel/lcl-atau-fcl/").links).toEqual([
      { lang: "id", url: `${site}/artikel/lcl-atau-fcl/` },
      { lang: "en", url: `${site}/en/artikel/lcl-atau-fcl/` },
      { lang: "x-default", url: `${site}/artikel/lcl-atau-fcl/` },
    ]);
    expect(entry("/artikel/hanya-indonesia/").links).toEqual([
      { lang: "id", url: `${site}/artikel/hanya-indonesia/` },
      { lang: "x-default", url: `${site}/artikel/hanya-indonesia/` },
    ]);
  });
});

/** Runs the build's onCreateNode step on one article file's text, read as gatsby-node has gray-matter read it. */
function buildStep(slug: string, name: string, text: string, production: boolean) {
  const { data, content } = readFrontmatter(text);
  return runNodeStep((node, args, problems) => createArticleNode(node, args, problems, production), {
    file: path.join(process.cwd(), "content", "articles", slug, name),
    source: "articles",
    frontmatter: data,
    body: content,
  });
}

const frontmatter = (fields: Record<string, unknown> = {}) =>
  matter.stringify("Lihat [kalkulator](/services/ekspedisi-laut/#calculator) dan [Incoterms](/incoterms/).\n", {
    title: "LCL atau FCL",
    description: "Kapan satu kontainer lebih hemat.",
    published: "2026-11-20",
    kind: "guide",
    services: ["ekspedisi-laut"],
    sources: [{ title: "Sumber", url: "https://example.org/sumber" }],
    ...fields,
  });

describe("an article's list of sections (In this article)", () => {
  it("names a heading without the colon it ends with, half-width or full-width, and keeps a colon inside it", () => {
    expect(sectionName("Catatan:")).toBe("Catatan");
    expect(sectionName("Note :")).toBe("Note");
    expect(sectionName("注意：")).toBe("注意");
    expect(sectionName("注意事項： ")).toBe("注意事項");
    expect(sectionName("LCL: kontainer bersama")).toBe("LCL: kontainer bersama");
    expect(sectionName("FCL")).toBe("FCL");
  });
});

describe("articles in the build", () => {
  it("a draft is in development and left out of a production build", () => {
    const draft = frontmatter({ draft: true });
    expect(buildStep("draf", "id.mdx", draft, true).created).toEqual([]);
    expect(buildStep("draf", "id.mdx", draft, false).created).toHaveLength(1);
    expect(buildStep("terbit", "id.mdx", frontmatter(), true).created[0]).toMatchObject({
      slug: "terbit",
      language: "id",
      published: "2026-11-20",
      draft: false,
      tools: ["seaCalculator", "incoterms"],
      internal: { type: "Article" },
    });
  });

  it("a fact written as a token in the title or description is filled in, in the article's language", () => {
    const withFacts = frontmatter({
      title: "LCL ke {claims.ports}+ pelabuhan",
      description: "Tarif LCL mulai {rates.sea.lcl} per CBM.",
    });
    const [id] = buildStep("fakta", "id.mdx", withFacts, true).created;
    expect(id).toMatchObject({ title: "LCL ke 500+ pelabuhan", description: "Tarif LCL mulai USD\u00a045 per CBM." });
    const [en] = buildStep("fakta", "en.mdx", withFacts, true).created;
    expect(en).toMatchObject({ title: "LCL ke 500+ pelabuhan", description: "Tarif LCL mulai USD\u00a045 per CBM." });
  });

  it("a shorter search title (seoTitle) is optional, filled in with facts like the title, and checked like every field", () => {
    const [plain] = buildStep("tanpa", "id.mdx", frontmatter(), true).created;
    expect(plain.seoTitle).toBeUndefined();
    const [short] = buildStep(
      "pendek",
      "id.mdx",
      frontmatter({ seoTitle: "LCL ke {claims.ports}+ pelabuhan" }),
      true,
    ).created;
    expect(short).toMatchObject({ title: "LCL atau FCL", seoTitle: "LCL ke 500+ pelabuhan" });
    const file = path.join("content", "articles", "salah", "id.mdx");
    for (const [seoTitle, message] of [
      ["", "must not be empty"],
      [42, "must be text"],
      [2026, 'must be text, and YAML reads 2026 as a number: put it in double quotes ("2026")'],
      [null, "is empty: write its text after the colon"],
      ["Ke {claims.harbours} pelabuhan", "names a fact that content/company.json does not have"],
    ] as const) {
      const { panics, created } = buildStep("salah", "id.mdx", frontmatter({ seoTitle }), true);
      expect(created).toEqual([]);
      expect(panics[0]).toContain(`${file}: field "seoTitle" ${message}`);
    }
    const { panics } = buildStep("salah", "id.mdx", frontmatter({ seotitle: "Pendek" }), true);
    expect(panics[0]).toContain(`${file}: field "seotitle" is unknown (did you mean "seoTitle"?)`);
  });

  it("a broken frontmatter stops the build naming the file and each field", () => {
    const { panics, created } = buildStep(
      "rusak",
      "id.mdx",
      frontmatter({
        title: "",
        published: "20 November 2026",
        kind: "blog",
        services: ["kereta-api"],
        sources: [{ title: "Sumber", url: "http://example.org" }],
      }),
      true,
    );
    expect(created).toEqual([]);
    const file = path.join("content", "articles", "rusak", "id.mdx");
    expect(panics).toHaveLength(1);
    for (const expected of [
      `${file}: field "title" must not be empty`,
      `${file}: field "published" must be a date written as YYYY-MM-DD`,
      `${file}: field "kind" is "blog": it must be one of guide, news`,
      `${file}: field "services, entry 1" must be a service in content/services.json`,
      `${file}: field "sources, entry 1, url" must be the address of the source, starting with https://`,
    ])
      expect(panics[0]).toContain(expected);
  });

  it("names a source's address without https:// once, as one mistake", () => {
    const { panics } = buildStep(
      "tanpa-https",
      "id.mdx",
      frontmatter({ sources: [{ title: "Sumber", url: "www.example.org/aturan" }] }),
      true,
    );
    const file = path.join("content", "articles", "tanpa-https", "id.mdx");
    const message = `${file}: field "sources, entry 1, url" must be the address of the source, starting with https://`;
    expect(panics[0].split(message)).toHaveLength(2);
  });

  it("every broken article is named before the build stops, not the first alone", () => {
    const article = (slug: string, fields: Record<string, unknown>) => {
      const { data, content } = readFrontmatter(frontmatter(fields));
      const file = path.join(process.cwd(), "content", "articles", slug, "id.mdx");
      return { file, source: "articles", frontmatter: data, body: content };
    };
    const { panics } = runNodeSteps(
      (node, args, problems) => createArticleNode(node, args, problems, true),
      [article("satu", { kind: "blog" }), article("dua", { published: "2026-02-30" })],
    );
    expect(panics).toHaveLength(1);
    expect(panics[0]).toContain(`${path.join("content", "articles", "satu", "id.mdx")}: field "kind"`);
    expect(panics[0]).toContain(`${path.join("content", "articles", "dua", "id.mdx")}: field "published"`);
  });

  it("a kind typed in capitals or misspelt is told the kind it most likely means", () => {
    const file = path.join("content", "articles", "rusak", "id.mdx");
    const problem = (kind: string) => buildStep("rusak", "id.mdx", frontmatter({ kind }), true).panics[0];
    expect(problem("Guide")).toContain(
      `${file}: field "kind" is "Guide" (did you mean "guide"?): it must be one of guide, news`,
    );
    expect(problem("nwes")).toContain(
      `${file}: field "kind" is "nwes" (did you mean "news"?): it must be one of guide, news`,
    );
    expect(problem("blog")).toContain(`${file}: field "kind" is "blog": it must be one of guide, news`);
  });

  it("an article's folder is its address and its file a language", () => {
    expect(buildStep("Panduan Impor", "id.mdx", frontmatter(), true).panics[0]).toContain(
      'folder "Panduan Impor" must be lower-case words joined by hyphens',
    );
    expect(buildStep("berita", "id.mdx", frontmatter(), true).panics[0]).toContain(
      'folder "berita" is the address of a list of articles',
    );
    expect(buildStep("lcl", "fr.mdx", frontmatter(), true).panics[0]).toContain('file name "fr" is not a language');
  });

  it("a folder that is no address is told the address to rename it to, when its letters make one", () => {
    const problem = (slug: string) => buildStep(slug, "id.mdx", frontmatter(), true).panics[0];
    expect(problem("Panduan Impor")).toContain(
      'folder "Panduan Impor" must be lower-case words joined by hyphens (a-z, 0-9, -): it is the address. Rename it "panduan-impor"',
    );
    expect(problem("Impor_FTZ_Batam-")).toContain('Rename it "impor-ftz-batam"');
    expect(problem("Bea Cukai Ékspres")).toContain('Rename it "bea-cukai-ekspres"');
    expect(problem("关税")).toContain(
      'folder "关税" must be lower-case words joined by hyphens (a-z, 0-9, -): it is the address',
    );
    expect(problem("关税")).not.toContain("Rename it");
  });

  it("services written as one name, not a list, are asked for in square brackets", () => {
    const parsed = parseArticleFrontmatter(readFrontmatter(frontmatter({ services: "ekspedisi-laut" })).data, "a.mdx");
    expect(parsed).toEqual({
      ok: false,
      errors: [`a.mdx: field "services" must be a list in square brackets, such as [${serviceSlugs[0]}]`],
    });
  });

  it("a service that is none names what was written, the service likely meant and every service", () => {
    const parsed = parseArticleFrontmatter(
      readFrontmatter(frontmatter({ services: ["ekspedisi-lautan", "kapal"] })).data,
      "a.mdx",
    );
    expect(parsed).toEqual({
      ok: false,
      errors: [
        `a.mdx: field "services, entry 1" must be a service in content/services.json, not "ekspedisi-lautan" (did you mean "ekspedisi-laut"?): ${serviceSlugs.join(", ")}`,
        `a.mdx: field "services, entry 2" must be a service in content/services.json, not "kapal": ${serviceSlugs.join(", ")}`,
      ],
    });
  });

  it("an update cannot come before publication, and a real calendar day is asked for", () => {
    const parsed = (fields: Record<string, unknown>) =>
      parseArticleFrontmatter(readFrontmatter(frontmatter(fields)).data, "a.mdx");
    expect(parsed({ updated: "2026-11-01" })).toEqual({
      ok: false,
      errors: ['a.mdx: field "updated" must not be before "published"'],
    });
    expect(parsed({ published: "2026-02-30" }).ok).toBe(false);
    expect(parsed({ updated: "2026-12-01" }).ok).toBe(true);
  });

  it("a misspelled field stops the build, naming it and the field meant, and never publishes a draft", () => {
    const { panics, created } = buildStep("draf", "id.mdx", frontmatter({ darft: true, updatd: "2026-12-01" }), true);
    expect(created).toEqual([]);
    const file = path.join("content", "articles", "draf", "id.mdx");
    expect(panics[0]).toContain(`${file}: field "darft" is unknown (did you mean "draft"?)`);
    // Both misspellings of the one frontmatter, not the first alone.
    expect(panics[0]).toContain(`${file}: field "updatd" is unknown (did you mean "updated"?)`);
    expect(parseArticleFrontmatter(readFrontmatter(frontmatter({ updatd: "2026-12-01" })).data, "a.mdx")).toMatchObject(
      { ok: false, errors: [expect.stringContaining('field "updatd" is unknown (did you mean "updated"?)')] },
    );
    expect(
      parseArticleFrontmatter(
        readFrontmatter(frontmatter({ sources: [{ title: "Sumber", url: "https://example.org/a", ur: "x" }] })).data,
        "a.mdx",
      ),
    ).toMatchObject({
      ok: false,
      errors: [expect.stringContaining('field "sources, entry 1, ur" is unknown (did you mean "url"?)')],
    });
  });

  it("a day that does not exist is refused as written, quoted or not, and never moved to a real one", () => {
    const unquoted = (day: string) => frontmatter().replace(/^published: .*$/m, `published: ${day}`);
    expect(readFrontmatter(unquoted("2026-11-20")).data.published).toBe("2026-11-20");
    for (const day of ["2026-11-31", "2026-13-01", "2027-02-29"]) {
      const { panics, created } = buildStep("tanggal", "id.mdx", unquoted(day), true);
      expect(created).toEqual([]);
      expect(panics[0]).toContain(
        `${path.join("content", "articles", "tanggal", "id.mdx")}: field "published" must be a real calendar day`,
      );
      expect(parseArticleFrontmatter(readFrontmatter(frontmatter({ updated: day })).data, "a.mdx").ok).toBe(false);
    }
    expect(buildStep("tanggal", "id.mdx", unquoted("2024-02-29"), true).created).toHaveLength(1);
  });

  it("a day written without its zeros or with slashes is told the day to write", () => {
    const parsed = (published: string) =>
      parseArticleFrontmatter(
        readFrontmatter(frontmatter().replace(/^published: .*$/m, `published: ${published}`)).data,
        "a.mdx",
      );
    expect(parsed("2026-1-5")).toEqual({
      ok: false,
      errors: [
        'a.mdx: field "published" must be a date written as YYYY-MM-DD, year first (found "2026-1-5"): write 2026-01-05',
      ],
    });
    expect(parsed("2026/11/20")).toMatchObject({
      ok: false,
      errors: [expect.stringMatching(/\(found "2026\/11\/20"\): write 2026-11-20$/)],
    });
    // A day that does not exist gets no day to write.
    expect(parsed("2026-2-30")).toMatchObject({ ok: false, errors: [expect.not.stringContaining("write")] });
  });

  it("a day typed day first with a hyphen, a slash or a dot is told the day to write when its day is above 12, and only then", () => {
    const parsed = (published: string) =>
      parseArticleFrontmatter(
        readFrontmatter(frontmatter().replace(/^published: .*$/m, `published: ${published}`)).data,
        "a.mdx",
      );
    expect(parsed("28-11-2026")).toEqual({
      ok: false,
      errors: [
        'a.mdx: field "published" must be a date written as YYYY-MM-DD, year first (found "28-11-2026"): write 2026-11-28',
      ],
    });
    expect(parsed("28.1.2026")).toMatchObject({ ok: false, errors: [expect.stringMatching(/: write 2026-01-28$/)] });
    expect(parsed("20/11/2026")).toMatchObject({ ok: false, errors: [expect.stringMatching(/: write 2026-11-20$/)] });
    // 03-12-2026 is 3 December or, month first, 12 March; 31-02-2026 is no day.
    expect(parsed("03-12-2026")).toMatchObject({ ok: false, errors: [expect.not.stringContaining("write")] });
    expect(parsed("03/12/2026")).toMatchObject({ ok: false, errors: [expect.not.stringContaining("write")] });
    expect(parsed("31-02-2026")).toMatchObject({ ok: false, errors: [expect.not.stringContaining("write")] });
  });

  it("an article dated after the build is refused, naming the field, unless it is a draft; the editor's today east of UTC is taken", () => {
    const now = new Date("2026-12-02T20:00:00Z");
    const parsed = (fields: Record<string, unknown>) =>
      parseArticleFrontmatter(readFrontmatter(frontmatter(fields)).data, "a.mdx", now);
    expect(parsed({ published: "2026-12-05" })).toEqual({
      ok: false,
      errors: [
        'a.mdx: field "published" is 2026-12-05, a day still to come: a build publishes the article at once, under that date. Write the day it goes live, or keep draft: true until then',
      ],
    });
    expect(parsed({ updated: "2026-12-04" })).toMatchObject({
      ok: false,
      errors: [expect.stringContaining('a.mdx: field "updated" is 2026-12-04, a day still to come')],
    });
    // 03:00 on 3 December in Batam.
    expect(parsed({ published: "2026-12-03" }).ok).toBe(true);
    expect(parsed({ published: "2026-12-05", draft: true }).ok).toBe(true);

    const nextYear = `${new Date().getUTCFullYear() + 1}-06-01`;
    const file = path.join("content", "articles", "nanti", "id.mdx");
    const { panics, created } = buildStep("nanti", "id.mdx", frontmatter({ published: nextYear }), true);
    expect(created).toEqual([]);
    expect(panics[0]).toContain(`${file}: field "published" is ${nextYear}, a day still to come`);
  });

  it("gatsby-plugin-mdx reads the frontmatter with its dates as written once gatsby-node has set the reading", () => {
    const { parseFrontmatter } = jest.requireActual<{
      parseFrontmatter: (key: string, source: string) => { frontmatter: Record<string, unknown> };
    }>("gatsby-plugin-mdx/dist/frontmatter");
    const source = "---\npublished: 2026-11-31\n---\nBody\n";
    expect(parseFrontmatter("before", source).frontmatter.published).toBeInstanceOf(Date);
    readFrontmatterDatesAsWritten();
    expect(parseFrontmatter("after", source).frontmatter.published).toBe("2026-11-31");
  });

  it("the Article type is declared, not inferred, with its dates as text", () => {
    expect(typeDefs).toMatch(/type Article implements Node @dontInfer \{[^}]*published: String!/);
    expect(typeDefs).toMatch(/type Article implements Node @dontInfer \{[^}]*updated: String\s/);
    expect(typeDefs).toMatch(/type Article implements Node @dontInfer \{[^}]*seoTitle: String\s/);
    expect(typeDefs).toContain("type ArticleSources @dontInfer");
  });

  it("the tools an article links to, in any language", () => {
    expect(toolsLinkedFrom(["/ja/services/ekspedisi-udara/#calculator", "/en/incoterms/", "/kontak/"])).toEqual([
      "airCalculator",
      "incoterms",
    ]);
    expect(toolsLinkedFrom(["/services/bea-cukai/"])).toEqual([]);
  });
});

describe("the structured data", () => {
  it("a guide is an Article and a news item a NewsArticle, by the company, in the page's language", () => {
    const site = "https://example.test";
    const of = (kind: string, updated: string | null) =>
      articleJsonLd(site, "ja", {
        slug: "lcl-atau-fcl",
        title: "t",
        description: "d",
        kind,
        published: "2026-11-20",
        updated,
        image: "/og/artikel/ja/lcl-atau-fcl.png",
      });
    expect(of("guide", null)).toMatchObject({
      "@type": "Article",
      inLanguage: "ja",
      datePublished: "2026-11-20",
      dateModified: "2026-11-20",
      mainEntityOfPage: `${site}/ja/artikel/lcl-atau-fcl/`,
      // Named on the page itself: search engines do not follow the @id to the home page's block.
      author: { "@type": "LocalBusiness", "@id": `${site}/#organization`, name: company.legalName },
      publisher: { "@type": "LocalBusiness", "@id": `${site}/#organization`, name: company.legalName },
      image: `${site}/og/artikel/ja/lcl-atau-fcl.png`,
    });
    expect(of("news", "2026-11-25")).toMatchObject({ "@type": "NewsArticle", dateModified: "2026-11-25" });
  });
});

describe("the feeds", () => {
  const site = "https://example.test";
  const feeds = feedOptions(site).feeds;
  const feedOf = (code: string) => feeds.find((f) => f.language === languages.find((l) => l.code === code)!.tag)!;

  it("one per language, under its prefix, announced by the pages' Head, not by the plugin", () => {
    expect(feeds.map((f) => f.output)).toEqual(
      languages.map((l) => (l.code === "id" ? "/artikel/rss.xml" : `/${l.code}/artikel/rss.xml`)),
    );
    // The plugin's link would be the first page's after a move to another language in the
    // browser; each page's Head (src/components/seo.tsx) names its own language's feed instead,
    // as e2e/articles.spec.ts checks on the built pages.
    for (const language of languages) {
      const announcedOn = ["/", "/artikel/lcl/", "/en/", "/en/kontak/", "/ja/", "/zh/artikel/"].filter((p) =>
        new RegExp(feedOf(language.code).match).test(p),
      );
      expect(announcedOn).toEqual([]);
    }
  });

  it("its items are the language's articles with their addresses and dates", () => {
    const items = feedOf("en").serialize({
      query: {
        allArticle: {
          nodes: [{ slug: "lcl-atau-fcl", title: "LCL or FCL", description: "When", published: "2026-11-20" }],
        },
      },
    });
    expect(items).toEqual([
      {
        title: "LCL or FCL",
        description: "When",
        date: "2026-11-20",
        url: `${site}/en/artikel/lcl-atau-fcl/`,
        guid: `${site}/en/artikel/lcl-atau-fcl/`,
      },
    ]);
    expect(feedOf("en").query).toContain('language: { eq: "en" }');
  });
});

describe("the content check on articles", () => {
  let dir: string;
  const file = (...p: string[]) => path.join(dir, "content", ...p);
  const write = (slug: string, language: string, source: string) => {
    mkdirSync(file("articles", slug), { recursive: true });
    writeFileSync(file("articles", slug, `${language}.mdx`), source);
  };
  const errors = (): Issue[] =>
    checkContent({ contentDir: file(), root: dir, today: new Date("2026-12-01T12:00:00Z") }).filter(
      (i) => i.level === "error",
    );
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), "articles-check-"));
    cpSync(path.resolve(__dirname, "../content"), file(), { recursive: true });
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("stops on a link to no page of the article's language, naming the file and the link", () => {
    write("hanya-indonesia", "id", frontmatter());
    write(
      "tautan",
      "en",
      frontmatter({ title: "Links", description: "Links to pages." }).replace(
        /\n[^\n]*\n$/,
        "\nSee [the Indonesian guide](/en/artikel/hanya-indonesia/) and [sea freight](/en/services/ekspedisi-laut/).\n",
      ),
    );
    const issues = errors();
    expect(issues).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          file: "content/articles/tautan/en.mdx",
          key: "(body)",
          message:
            "links to /en/artikel/hanya-indonesia/, which is no page in this language (English): that page is written in Indonesian only: link to another page, or leave the link out until the page is written in English too",
        }),
      ]),
    );
    expect(issues.map((i) => i.message).join("\n")).not.toContain("/en/services/ekspedisi-laut/");
  });

  it("a link to a draft is a link to no page; a draft is checked once published, and then holds no placeholder", () => {
    write("draf", "id", frontmatter({ draft: true, title: "TODO: judul" }));
    // A Japanese draft may still hold npm run new:article's English placeholders.
    write("draf", "ja", frontmatter({ draft: true, title: "TODO: write the title" }));
    write(
      "tautan",
      "id",
      frontmatter({ title: "Tautan", description: "Ke draf." }).replace(
        /\n[^\n]*\n$/,
        "\nLihat [draf](/artikel/draf/).\n",
      ),
    );
    write("lupa", "id", frontmatter({ title: "Judul", sources: [{ title: "TODO", url: "https://example.com/TODO" }] }));
    const issues = errors();
    expect(issues).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          file: "content/articles/tautan/id.mdx",
          message: expect.stringContaining("/artikel/draf/"),
        }),
        expect.objectContaining({
          file: "content/articles/lupa/id.mdx",
          message: expect.stringContaining("placeholder"),
        }),
      ]),
    );
    expect(issues.filter((i) => i.file.startsWith("content/articles/draf/"))).toEqual([]);
  });

  it("a draft's markup is checked at once, by line, since npm start shows drafts; its placeholders wait until it is published", () => {
    const body = 'TODO: tulis.\n\n<!-- catatan -->\n\nBerat <Fact name="sea.noSuchFact" /> kg.\n';
    write("draf", "id", frontmatter({ draft: true, title: "TODO: judul" }).replace(/\n[^\n]*\n$/, `\n${body}`));
    const lines = readFileSync(file("articles", "draf", "id.mdx"), "utf8").split("\n");
    const lineOf = (text: string) => lines.findIndex((l) => l.includes(text)) + 1;
    const issues = errors().filter((i) => i.file === "content/articles/draf/id.mdx");
    expect(issues).toEqual([
      expect.objectContaining({
        key: "(body)",
        line: lineOf("<!--"),
        message: expect.stringContaining("HTML comment"),
      }),
      expect.objectContaining({
        key: "(body)",
        line: lineOf("<Fact"),
        message: expect.stringContaining("sea.noSuchFact"),
      }),
    ]);
    expect(issues.map((i) => i.message).join("\n")).not.toContain("placeholder");
  });

  it("names a title wider than search results show with the site's name, and a seoTitle too wide, measured as shown", () => {
    // "LCL or FCL: when does a full container cost less? | Lintas Batam" is 64 letters wide.
    const long = "LCL or FCL: when does a full container cost less?";
    write("panjang", "en", frontmatter({ title: long, description: "When a container costs less." }));
    write("pendek", "en", frontmatter({ title: long, seoTitle: "LCL or FCL: when is FCL cheaper?", description: "d" }));
    write("terlalu", "en", frontmatter({ title: long, seoTitle: long, description: "When it costs less." }));
    // 26 Japanese characters are 52 wide: with " | Lintas Batam" (15), 67.
    write(
      "lebar",
      "ja",
      frontmatter({ title: "混載かコンテナ単位か、コンテナ単位が安くなる貨物量は", description: "説明。" }),
    );
    // {claims.ports} is "500" once filled in: 45 wide as shown, 60 with the site's name, the most
    // that is shown in full (as written it would be 71).
    write(
      "fakta",
      "id",
      frontmatter({ title: "Kirim laut dari Batam ke {claims.ports}+ pelabuhan dunia", description: "d." }),
    );
    const titles = errors().filter((i) => i.key === "title" || i.key === "seoTitle");
    expect(titles).toEqual([
      expect.objectContaining({
        file: "content/articles/lebar/ja.mdx",
        key: "title",
        message: expect.stringMatching(/is 67 Latin letters wide .*add a shorter seoTitle that says the same$/),
      }),
      expect.objectContaining({
        file: "content/articles/panjang/en.mdx",
        key: "title",
        message: `with the site's name ("${long} | Lintas Batam") is 64 Latin letters wide (a Chinese or Japanese character counts two); search results show about 60: add a shorter seoTitle that says the same`,
      }),
      expect.objectContaining({
        file: "content/articles/terlalu/en.mdx",
        key: "seoTitle",
        message: expect.stringMatching(/is 64 Latin letters wide .*: shorten it$/),
      }),
    ]);
  });

  it("checks a seoTitle like the title: translated, facts that exist, and the glossary's terms on its line", () => {
    write("istilah", "id", frontmatter({ seoTitle: "LCL atau FCL: kapan peti kemas lebih murah?" }));
    write("fakta-salah", "id", frontmatter({ seoTitle: "LCL ke {claims.harbours} pelabuhan" }));
    write("inggris", "ja", frontmatter({ title: "混載の基本", seoTitle: "Shipping basics", description: "説明。" }));
    const found = errors();
    // (The helper's Indonesian body is reported too: only the seoTitle is looked at here.)
    expect(found.filter((i) => i.file === "content/articles/inggris/ja.mdx" && i.key === "seoTitle")).toEqual([
      expect.objectContaining({ message: "is not translated (Latin-script words: Shipping, basics)" }),
    ]);
    expect(found.filter((i) => i.file === "content/articles/fakta-salah/id.mdx")).toEqual([
      expect.objectContaining({
        key: "seoTitle",
        message: "names a fact that content/company.json does not have: {claims.harbours}",
      }),
    ]);
    expect(found.filter((i) => i.file === "content/articles/istilah/id.mdx")).toEqual([
      expect.objectContaining({
        message: expect.stringContaining('uses "peti kemas" for container: write "kontainer"'),
      }),
    ]);
  });

  it("names the body's line of a word left in English, also when the frontmatter has the same word", () => {
    write(
      "verifikasi",
      "zh",
      frontmatter({
        title: "集装箱核实总重",
        description: "装船前的称重要求。",
        sources: [{ title: "核实总重", url: "https://example.org/verified-gross-mass" }],
      }).replace(/\n[^\n]*\n$/, "\n装船前须提供集装箱总重。\n\n即经核实的总重（verified gross mass）。\n"),
    );
    const lines = readFileSync(file("articles", "verifikasi", "zh.mdx"), "utf8").split("\n");
    expect(
      errors().filter((i) => i.file === "content/articles/verifikasi/zh.mdx" && /not translated/.test(i.message)),
    ).toEqual([
      expect.objectContaining({
        key: "(body)",
        line: lines.findIndex((l) => l.startsWith("即经核实")) + 1,
        message: "is not translated (Latin-script words: verified, gross, mass)",
      }),
    ]);
  });

  it("names a missing title once, and a misspelled field once, as unknown with the field meant", () => {
    write(
      "tanpa-judul",
      "id",
      frontmatter()
        .replace(/^title: .*\n/m, "")
        .replace(/^published:/m, "publshed:"),
    );
    expect(errors().filter((i) => i.file === "content/articles/tanpa-judul/id.mdx")).toEqual([
      expect.objectContaining({
        key: "title",
        message: 'is missing: add the line title: "..." with its text between the quotes',
      }),
      expect.objectContaining({
        key: "publshed",
        message: expect.stringMatching(/^is unknown \(did you mean "published"\?\)/),
      }),
    ]);
  });

  it("says for a field left out the line to add: a text in quotes, a day as written, a kind and services with the values there are, the sources' fields", () => {
    const fields = ["title", "published", "kind", "services", "sources"];
    write(
      "tanpa-bidang",
      "id",
      fields.reduce((text, field) => text.replace(new RegExp(`^${field}:.*\\n(?: {2}.*\\n)*`, "m"), ""), frontmatter()),
    );
    expect(errors().filter((i) => i.file === "content/articles/tanpa-bidang/id.mdx")).toEqual(
      [
        { key: "title", message: 'is missing: add the line title: "..." with its text between the quotes' },
        { key: "published", message: "is missing: add the line published: YYYY-MM-DD (the day, year first)" },
        { key: "kind", message: "is missing: add the line kind: guide (one of guide, news)" },
        {
          key: "services",
          message: `is missing: add the line services: [${serviceSlugs[0]}], a list in square brackets of one or more of ${serviceSlugs.join(", ")}`,
        },
        {
          key: "sources",
          message:
            'is missing: add the line sources: and under it each entry, starting "  - title: " and url on the lines below it, lined up with title',
        },
      ].map(expect.objectContaining),
    );
  });

  it("says for a field left empty after its colon that it is empty, and the line to write, as for one left out", () => {
    write(
      "kosong",
      "id",
      frontmatter({ sources: [{ title: "Sumber", url: null }] })
        .replace(/^published: .*$/m, "published:\nupdated:\ndraft:")
        .replace(/^kind: .*$/m, "kind:")
        .replace(/^services:\n(?: {2}.*\n)*/m, "services:\n"),
    );
    const found = errors().filter((i) => i.file === "content/articles/kosong/id.mdx");
    expect(found).toEqual(
      [
        { key: "published", message: "is empty: write the line published: YYYY-MM-DD (the day, year first)" },
        { key: "updated", message: "is empty: write the line updated: YYYY-MM-DD (the day, year first)" },
        { key: "kind", message: "is empty: write the line kind: guide (one of guide, news)" },
        {
          key: "services",
          message: `is empty: write the line services: [${serviceSlugs[0]}], a list in square brackets of one or more of ${serviceSlugs.join(", ")}`,
        },
        {
          key: "sources, entry 1, url",
          message: "is empty: write the line url: https://... (the address of the source)",
        },
        { key: "draft", message: "is empty: write the line draft: true or draft: false" },
      ].map(expect.objectContaining),
    );
    // No field says it found null.
    expect(found.filter((i) => /null|undefined/.test(i.message))).toEqual([]);
  });

  it("names a misspelled field, a day that does not exist, written unquoted, and a day still to come", () => {
    write("ejaan", "id", frontmatter({ darft: true }));
    write("tanggal", "id", frontmatter().replace(/^published: .*$/m, "published: 2026-11-31"));
    write("nanti", "en", frontmatter({ published: "2026-12-09" }));
    expect(errors()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          file: "content/articles/ejaan/id.mdx",
          language: "id",
          key: "darft",
          message: expect.stringContaining('is unknown (did you mean "draft"?)'),
        }),
        expect.objectContaining({
          file: "content/articles/tanggal/id.mdx",
          key: "published",
          message: expect.stringContaining("must be a real calendar day written as YYYY-MM-DD"),
        }),
        expect.objectContaining({
          file: "content/articles/nanti/en.mdx",
          language: "en",
          key: "published",
          message: expect.stringMatching(/^is 2026-12-09, a day still to come/),
        }),
      ]),
    );
  });

  it("names a language whose kind or services differ from the article's first language, draft or not", () => {
    write("kabar-pelabuhan", "id", frontmatter({ kind: "news", services: ["ekspedisi-udara", "bea-cukai"] }));
    write(
      "kabar-pelabuhan",
      "ja",
      frontmatter({ draft: true, kind: "news", services: ["bea-cukai", "ekspedisi-udara"] }),
    );
    write("kabar-pelabuhan", "en", frontmatter({ draft: true, services: ["bea-cukai"] }));
    expect(errors().filter((i) => i.file.startsWith("content/articles/kabar-pelabuhan/"))).toEqual([
      expect.objectContaining({
        file: "content/articles/kabar-pelabuhan/en.mdx",
        key: "kind",
        message:
          "is guide, and content/articles/kabar-pelabuhan/id.mdx has news: every language of an article has the same kind",
      }),
      expect.objectContaining({
        file: "content/articles/kabar-pelabuhan/en.mdx",
        key: "services",
        message:
          "is [bea-cukai], and content/articles/kabar-pelabuhan/id.mdx has [ekspedisi-udara, bea-cukai]: every language of an article has the same services",
      }),
    ]);
  });

  it("names a service written twice in an article's services, in the language that has it, not as a difference between languages", () => {
    write("dua-kali", "id", frontmatter({ services: ["ekspedisi-laut"] }));
    write("dua-kali", "en", frontmatter({ services: ["ekspedisi-laut", "bea-cukai", "ekspedisi-laut"] }));
    expect(errors().filter((i) => i.file.startsWith("content/articles/dua-kali/") && i.key === "services")).toEqual([
      expect.objectContaining({
        file: "content/articles/dua-kali/en.mdx",
        key: "services",
        message: `names ekspedisi-laut twice: name each service once, and write the other service meant instead (${serviceSlugs.join(", ")})`,
      }),
    ]);
  });

  it("names a broken frontmatter's field, a wrong folder and a file that is no language", () => {
    write("rusak", "id", frontmatter({ kind: "blog" }));
    write("Salah Nama", "id", frontmatter());
    write("lcl", "fr", frontmatter());
    const issues = errors();
    expect(issues).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ file: "content/articles/rusak/id.mdx", key: "kind" }),
        expect.objectContaining({
          file: "content/articles/Salah Nama",
          message: expect.stringContaining("lower-case"),
        }),
        expect.objectContaining({
          file: "content/articles/lcl/fr.mdx",
          message: expect.stringContaining("not a language file"),
        }),
      ]),
    );
  });

  it("refuses a title the share picture cannot draw (an emoji no carried font has), a draft's too, which would stop the build and npm start", () => {
    write("jadwal-baru", "id", frontmatter({ title: "📢 Jadwal LCL baru dari Batam" }));
    write("draf-emoji", "id", frontmatter({ title: "🚢 Jadwal kapal", draft: true }));
    write("tanda", "id", frontmatter({ title: "Tanda ✈ dan ✅ tergambar" }));
    const cannotDraw = (character: string, hex: string) =>
      `has "${character}" (U+${hex}), which the article's share picture cannot draw (no font the site carries has it, as for most emoji): leave it out of the title`;
    expect(errors().filter((i) => i.key === "title")).toEqual([
      expect.objectContaining({ file: "content/articles/draf-emoji/id.mdx", message: cannotDraw("🚢", "1F6A2") }),
      expect.objectContaining({ file: "content/articles/jadwal-baru/id.mdx", message: cannotDraw("📢", "1F4E2") }),
    ]);
  });

  it("refuses Markdown, a tag or braces in a source's title, which the list of sources shows as typed", () => {
    write(
      "sumber",
      "id",
      frontmatter({
        sources: [
          { title: "**PMK** 34/PMK.04/2021<br>", url: "https://peraturan.bpk.go.id/Details/167381" },
          { title: "[BP Batam](https://bpbatam.go.id/)", url: "https://bpbatam.go.id/" },
          { title: "Tarif {rates.sea.lcl}", url: "https://bpbatam.go.id/tarif" },
          { title: "BP Batam: Tarif Layanan", url: "https://bpbatam.go.id/layanan" },
        ],
      }),
    );
    const keys = errors()
      .filter((i) => i.file === "content/articles/sumber/id.mdx")
      .map((i) => i.key);
    expect(keys).toEqual([
      "sources, entry 1, title",
      "sources, entry 1, title",
      "sources, entry 2, title",
      "sources, entry 3, title",
    ]);
  });

  it("refuses a fact in a heading, which the list of sections shows without its figure, and a second title (#), by line", () => {
    const body =
      '## Tarif mulai <Fact name="rates.sea.lcl" /> per CBM\n\nBerlaku hingga <Fact name="rates.sea.lcl.validUntil" />.\n\n# Dua\n\nx\n\n## Tiga\n\ny\n';
    write("judul-fakta", "id", frontmatter().replace(/\n[^\n]*\n$/, `\n${body}`));
    const lines = readFileSync(file("articles", "judul-fakta", "id.mdx"), "utf8").split("\n");
    const lineOf = (start: string) => lines.findIndex((l) => l.startsWith(start)) + 1;
    expect(errors().filter((i) => i.file === "content/articles/judul-fakta/id.mdx")).toEqual([
      expect.objectContaining({
        line: lineOf("## Tarif"),
        message: expect.stringContaining("has a fact in a heading"),
      }),
      expect.objectContaining({ line: lineOf("# Dua"), message: expect.stringContaining("a second title") }),
    ]);
  });

  it("refuses a heading that skips a level, by line, in an article and a legal page, saying which level to write", () => {
    const body = "#### Pertama\n\nx\n\n## Dua\n\n### Bagian\n\ny\n\n##### Terlalu dalam\n\nz\n\n## Tiga\n\n#### Lagi\n";
    write("loncat", "id", frontmatter().replace(/\n[^\n]*\n$/, `\n${body}`));
    const lines = readFileSync(file("articles", "loncat", "id.mdx"), "utf8").split("\n");
    const lineOf = (start: string) => lines.findIndex((l) => l.startsWith(start)) + 1;
    writeFileSync(
      file("legal", "privacy", "ja.mdx"),
      readFileSync(file("legal", "privacy", "ja.mdx"), "utf8").replace(/^## /m, "### "),
    );
    const legalLine =
      readFileSync(file("legal", "privacy", "ja.mdx"), "utf8")
        .split("\n")
        .findIndex((l) => l.startsWith("### ")) + 1;
    const found = errors();
    expect(found.filter((i) => i.file === "content/articles/loncat/id.mdx")).toEqual([
      expect.objectContaining({
        key: "(body)",
        line: lineOf("#### Pertama"),
        message:
          "has a heading with ####, the text's first: start a section with \"## \" (the page's title is the only heading above it)",
      }),
      expect.objectContaining({
        line: lineOf("##### Terlalu"),
        message: `has a heading with ##### under the ### heading of line ${lineOf("### Bagian")}, which skips a level: write "#### " for a part of that section, or "## " for a section of its own`,
      }),
      expect.objectContaining({
        line: lineOf("#### Lagi"),
        message: expect.stringContaining(
          `under the ## heading of line ${lineOf("## Tiga")}, which skips a level: write "### "`,
        ),
      }),
    ]);
    expect(found.filter((i) => i.file === "content/legal/privacy/ja.mdx")).toEqual([
      expect.objectContaining({
        line: legalLine,
        message: expect.stringContaining("has a heading with ###, the text's first"),
      }),
    ]);
  });

  it("refuses a table Markdown would not make, and a row whose cells past the first row's the page leaves out, by line", () => {
    const body = [
      "## Tanpa garis",
      "",
      "| Tujuan | Lama |",
      "| Jawa | 1 |",
      "",
      "## Kolom lebih",
      "",
      "| Tujuan | Lama |",
      "| :--- | ---: |",
      "| Jawa | 1 | 2 |",
      "| Bali \\| NTB | 3 |",
      "",
      "## Garis kurang",
      "",
      "| a | b | c |",
      "| --- | --- |",
      "| 1 | 2 | 3 |",
      "",
    ].join("\n");
    write("tabel", "id", frontmatter().replace(/\n[^\n]*\n$/, `\n${body}`));
    const lines = readFileSync(file("articles", "tabel", "id.mdx"), "utf8").split("\n");
    const lineOf = (start: string) => lines.findIndex((l) => l.startsWith(start)) + 1;
    expect(errors().filter((i) => i.file === "content/articles/tabel/id.mdx")).toEqual([
      expect.objectContaining({
        key: "(body)",
        line: lineOf("| Tujuan"),
        message:
          "has a table whose first row has no line of --- under it, one per column (| --- | --- |), so the page shows its rows as typed, pipes and all: write that line under the first row",
      }),
      expect.objectContaining({
        line: lineOf("| Jawa | 1 | 2"),
        message:
          'has a table row of 3 cells under a first row of 2: the page leaves out "2". Add the column to the first row and the line of --- under it, or join the cells',
      }),
      expect.objectContaining({
        line: lineOf("| a | b | c"),
        message: expect.stringContaining("(| --- | --- | --- |)"),
      }),
    ]);
  });

  it("refuses a heading typed without the space after its marks, which the page shows as typed, saying what to write", () => {
    const body = "##Biaya\n\nx\n\n###Rincian biaya\n\ny\n\n## Lain\n\n#tagar di awal baris\n";
    write("tanpa-spasi", "id", frontmatter().replace(/\n[^\n]*\n$/, `\n${body}`));
    const lines = readFileSync(file("articles", "tanpa-spasi", "id.mdx"), "utf8").split("\n");
    const lineOf = (start: string) => lines.findIndex((l) => l.startsWith(start)) + 1;
    // Named once each: neither as a first heading other than ## nor, for ###, as a skipped level.
    expect(errors().filter((i) => i.file === "content/articles/tanpa-spasi/id.mdx")).toEqual([
      expect.objectContaining({
        key: "(body)",
        line: lineOf("##Biaya"),
        message:
          'has "##Biaya", a heading without a space after its ##, which the page shows as typed, marks and all: write "## Biaya"',
      }),
      expect.objectContaining({
        line: lineOf("###Rincian"),
        message: expect.stringContaining('write "### Rincian biaya"'),
      }),
    ]);
  });
});

describe("the MDX bodies the build writes", () => {
  it("one module per collection: every body imported for the HTML, each a chunk of its own in the browser", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "mdx-bodies-"));
    try {
      writeMdxBodiesOf(
        planPages(
          ["id", "en"],
          [{ id: "s", slug: "ekspedisi-laut", language: "en", contentFilePath: "/c/services/ekspedisi-laut/en.mdx" }],
          [{ doc: "terms", language: "id", contentFilePath: "/c/legal/terms/id.mdx" }],
          [article("lcl-atau-fcl", "id", { contentFilePath: "/c/articles/lcl-atau-fcl/id.mdx" })],
        ),
        dir,
      );
      const read = (name: string) => readFileSync(path.join(dir, name), "utf8");
      // In the browser a body that cannot be loaded stays suspended (the HTML's text stays).
      expect(read("services.browser.js")).toContain("lazy(() => load().catch(() => new Promise(() => {})))");
      expect(read("services.html.js")).toContain('import Body0 from "/c/services/ekspedisi-laut/en.mdx";');
      expect(read("services.html.js")).toContain('export const bodies = {"ekspedisi-laut/en": Body0};');
      expect(read("legal.browser.js")).toContain(
        'export const bodies = {"terms/id": body(() => import("/c/legal/terms/id.mdx"))};',
      );
      expect(read("articles.browser.js")).toContain(
        '"lcl-atau-fcl/id": body(() => import("/c/articles/lcl-atau-fcl/id.mdx"))',
      );
      expect(read("articles.html.js")).not.toContain("services");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
