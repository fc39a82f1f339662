import { spawnSync } from "child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "fs";
import { tmpdir } from "os";
import path from "path";
import { readFrontmatter } from "../src/node/frontmatter-yaml";
import { parseArticleFrontmatter } from "../src/node/article-frontmatter";
import { reservedArticleSlugs } from "../src/shared/articles";
import { articleSlugProblems } from "../src/node/article-nodes";
import { articleSlugFault } from "../src/node/article-slug";
import { checkContent } from "../src/node/content-check";
import { defaultLanguage, languageCodes } from "../src/shared/languages";
import { serviceSlugs } from "../src/shared/services";
import {
  articleFiles,
  localDay,
  nextSteps,
  parseNewArticleArgs,
  placeholders,
  refuseExisting,
  type ArticleRequest,
} from "../scripts/lib/new-article";

// npm run new:article (scripts/new-article.ts): the drafts it writes pass the build's frontmatter
// check and the content check, each wrong request is refused with one line, and it never
// overwrites an article.

const root = path.resolve(__dirname, "..");
const today = new Date(2026, 10, 28, 23, 30); // late in the evening, local time: still the 28th

function request(argv: string[]): ArticleRequest {
  const parsed = parseNewArticleArgs(argv);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.value;
}

function refusal(argv: string[]): string {
  const parsed = parseNewArticleArgs(argv);
  if (parsed.ok) throw new Error(`accepted ${argv.join(" ")}`);
  return parsed.error;
}

describe("the command line", () => {
  it("takes an existing article's kind and services for a new language, and refuses others", () => {
    const existing = () => ({
      file: "content/articles/port-news/id.mdx",
      kind: "news" as const,
      services: ["ekspedisi-udara"],
    });
    expect(parseNewArticleArgs(["port-news", "--languages", "en"], existing)).toEqual({
      ok: true,
      value: { slug: "port-news", languages: ["en"], kind: "news", services: ["ekspedisi-udara"] },
    });
    expect(parseNewArticleArgs(["port-news", "--kind", "news", "--services", "ekspedisi-udara"], existing).ok).toBe(
      true,
    );
    const refused = parseNewArticleArgs(["port-news", "--services", "bea-cukai", "--kind", "guide"], existing);
    expect(!refused.ok && refused.error).toBe(
      "content/articles/port-news/id.mdx has kind news and services [ekspedisi-udara]: every language of an article has the same kind and services. Leave out --kind and --services to take them from it, or change them in every language's file first.",
    );
  });

  it("asks for the default language, a guide and the first service unless told otherwise", () => {
    expect(request(["batam-import-duties"])).toEqual({
      slug: "batam-import-duties",
      languages: [defaultLanguage],
      kind: "guide",
      services: [serviceSlugs[0]],
    });
  });

  it("takes languages, kind and services, as --name value or --name=value", () => {
    const asked = {
      slug: "new-port-rules-2027",
      languages: ["id", "en"],
      kind: "news",
      services: ["ekspedisi-laut", "bea-cukai"],
    };
    expect(
      request([
        "new-port-rules-2027",
        "--languages",
        "id,en",
        "--kind",
        "news",
        "--services",
        "ekspedisi-laut,bea-cukai",
      ]),
    ).toEqual(asked);
    expect(
      request(["--languages=id,en", "new-port-rules-2027", "--kind=news", "--services=ekspedisi-laut,bea-cukai"]),
    ).toEqual(asked);
  });

  it.each([
    [[], /^Missing the article's slug\. Usage: npm run new:article -- <slug>/],
    [["Batam-Import"], /^Not a slug: "Batam-Import" \(lower-case words of a-z and 0-9 joined by hyphens/],
    [["batam_import"], /^Not a slug: "batam_import"/],
    [["batam--import"], /^Not a slug: "batam--import"/],
    [["-batam"], /^Not a slug: "-batam"/],
    [["batam-"], /^Not a slug: "batam-"/],
    [["impor-batam", "ekspor"], /^One slug at a time, got: impor-batam ekspor/],
    [["impor-batam", "--language", "en"], /^Unknown option --language \(known: --languages, --kind, --services\)/],
    [["impor-batam", "--languages"], /^--languages needs a value/],
    [["impor-batam", "--kind", "--languages", "en"], /^--kind needs a value/],
    [["impor-batam", "--kind", "blog"], /^Unknown kind "blog" \(known: guide, news\)\.$/],
    [
      ["impor-batam", "--services", "ekspedisi-laut,trucking"],
      /^Unknown service trucking \(content\/services\.json has /,
    ],
  ])("refuses %j", (argv, message) => {
    const error = refusal(argv);
    expect(error).toMatch(message);
    expect(error).not.toContain("\n");
  });

  it("takes the names the build takes as an article's folder, and refuses the others, by the one rule both ask", () => {
    const names = ["impor-ftz-batam", "lcl-2027", "Batam-Import", "batam_import", "batam--import", "-batam", "关税"];
    for (const slug of [...names, ...reservedArticleSlugs]) {
      const fault = articleSlugFault(slug);
      expect([slug, parseNewArticleArgs([slug]).ok]).toEqual([slug, fault === undefined]);
      expect([slug, articleSlugProblems(slug, "content/articles")]).toEqual([
        slug,
        fault === undefined ? [] : [expect.stringContaining(`folder "${slug}"`)],
      ]);
    }
    expect(names.map(articleSlugFault)).toEqual([undefined, undefined, "form", "form", "form", "form", "form"]);
    expect(reservedArticleSlugs.map(articleSlugFault)).toEqual(reservedArticleSlugs.map(() => "reserved"));
  });

  it("refuses every reserved slug, naming it", () => {
    expect(reservedArticleSlugs.length).toBeGreaterThan(0);
    for (const slug of reservedArticleSlugs)
      expect(refusal([slug])).toBe(
        `The slug "${slug}" is reserved for the article lists (${reservedArticleSlugs.join(", ")}).`,
      );
  });

  it("refuses an unknown language and lists the known ones", () => {
    expect(refusal(["impor-batam", "--languages", "id,fr"])).toBe(
      `Unknown language fr (content/languages.json has ${languageCodes.join(", ")}).`,
    );
    expect(refusal(["impor-batam", "--languages", ","])).toMatch(/^--languages names no language/);
  });
});

describe("the draft files", () => {
  const asked = request(["batam-import-duties", "--languages", "id,en", "--services", "bea-cukai,ekspedisi-laut"]);
  const files = articleFiles({ ...asked, today });

  it("are one per language asked, under articles/<slug>/", () => {
    expect(files.map((f) => f.path)).toEqual([
      "articles/batam-import-duties/id.mdx",
      "articles/batam-import-duties/en.mdx",
    ]);
  });

  it("have a frontmatter the build accepts: a draft dated today, with the kind and services asked", () => {
    for (const file of files) {
      const result = parseArticleFrontmatter(readFrontmatter(file.contents).data, file.path);
      expect(result).toEqual({
        ok: true,
        data: {
          title: placeholders.title,
          description: placeholders.description,
          published: "2026-11-28",
          kind: "guide",
          services: ["bea-cukai", "ekspedisi-laut"],
          sources: [{ title: placeholders.sourceTitle, url: placeholders.sourceUrl }],
          draft: true,
        },
      });
    }
  });

  it("pass the content check as drafts in every language, their placeholders and example tags included", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "new-article-check-"));
    try {
      cpSync(path.join(root, "content"), path.join(dir, "content"), { recursive: true });
      const everyLanguage = articleFiles({ ...asked, languages: [...languageCodes], today });
      for (const file of everyLanguage) {
        mkdirSync(path.dirname(path.join(dir, "content", file.path)), { recursive: true });
        writeFileSync(path.join(dir, "content", file.path), file.contents);
      }
      const issues = checkContent({ contentDir: path.join(dir, "content"), root: dir, today });
      expect(issues.filter((i) => i.level === "error" && i.file.includes("batam-import-duties"))).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("date themselves with the local day, whatever the time zone", () => {
    const now = new Date();
    const [file] = articleFiles({ ...request(["impor-batam", "--kind", "news"]), today: now });
    const result = parseArticleFrontmatter(readFrontmatter(file.contents).data, file.path);
    expect(result.ok && result.data.published).toBe(localDay(now));
    expect(result.ok && result.data.kind).toBe("news");
    expect(localDay(new Date(2027, 0, 5, 0, 10))).toBe("2027-01-05");
  });

  it("say plainly what is still to write", () => {
    for (const text of Object.values(placeholders)) expect(text).toContain("TODO");
    const [, english] = files;
    const body = readFrontmatter(english.contents).content;
    expect(body).toMatch(/^## TODO/m);
    expect(body).toContain('<Fact name="claims.ports" />');
    // An MDX comment, not HTML's <!-- -->, which MDX 2 does not accept.
    expect(body).toMatch(/\{\/\*[\s\S]*\*\/\}/);
    expect(body).not.toContain("<!--");
    // The example link is in the file's own language.
    expect(body).toContain("/en/services/bea-cukai/");
    expect(readFrontmatter(files[0].contents).content).not.toContain("/en/");
  });

  it("are refused when one exists, naming it", () => {
    expect(refuseExisting(files, () => false)).toBeUndefined();
    expect(refuseExisting(files, (f) => f.language === "en")).toBe(
      "content/articles/batam-import-duties/en.mdx exists already; new:article never overwrites an article (edit the file instead).",
    );
    expect(refuseExisting(files, () => true)).toMatch(
      /^content\/articles\/batam-import-duties\/id\.mdx, content\/articles\/batam-import-duties\/en\.mdx exist already;/,
    );
  });

  it("come with the next steps and the article's paths in each language", () => {
    const text = nextSteps(asked, ["content/articles/batam-import-duties/id.mdx"]);
    expect(text).toContain("/artikel/batam-import-duties/, /en/artikel/batam-import-duties/");
    expect(text).toContain("npm start");
    expect(text).toContain("draft: true");
    expect(text).toContain("set published to the day it goes live");
    expect(text).toContain("npm test");
  });
});

describe("npm run new:article", () => {
  let contentDir: string;
  beforeEach(() => {
    contentDir = mkdtempSync(path.join(tmpdir(), "new-article-"));
  });
  afterEach(() => rmSync(contentDir, { recursive: true, force: true }));

  const run = (...argv: string[]) =>
    spawnSync(process.execPath, [path.join(root, "node_modules/tsx/dist/cli.mjs"), "scripts/new-article.ts", ...argv], {
      cwd: root,
      env: { ...process.env, NEW_ARTICLE_CONTENT_DIR: contentDir },
      encoding: "utf8",
    });
  const article = (...p: string[]) => path.join(contentDir, "articles", ...p);

  it("writes the drafts, prints them and the next steps, and refuses to overwrite them", () => {
    const first = run("batam-import-duties", "--languages", "id,en", "--kind", "news");
    expect(first.stderr).toBe("");
    expect(first.status).toBe(0);
    expect(readdirSync(article("batam-import-duties")).sort()).toEqual(["en.mdx", "id.mdx"]);
    expect(first.stdout).toContain(article("batam-import-duties", "en.mdx"));
    expect(first.stdout).toContain("remove the line draft: true");
    const written = readFileSync(article("batam-import-duties", "id.mdx"), "utf8");
    const result = parseArticleFrontmatter(readFrontmatter(written).data, "id.mdx");
    expect(result.ok && result.data).toMatchObject({ kind: "news", draft: true, published: localDay(new Date()) });

    // An editor's text is never overwritten: not the file asked again, nor beside a new language.
    writeFileSync(article("batam-import-duties", "en.mdx"), "edited\n");
    const again = run("batam-import-duties", "--languages", "ja,en");
    expect(again.status).toBe(1);
    expect(again.stdout).toBe("");
    expect(again.stderr.trim()).toBe(
      `${article("batam-import-duties", "en.mdx")} exists already; new:article never overwrites an article (edit the file instead).`,
    );
    expect(readFileSync(article("batam-import-duties", "en.mdx"), "utf8")).toBe("edited\n");
    expect(existsSync(article("batam-import-duties", "ja.mdx"))).toBe(false);
  });

  it("adds a language to an existing article", () => {
    mkdirSync(article("batam-import-duties"), { recursive: true });
    writeFileSync(article("batam-import-duties", "id.mdx"), "edited\n");
    const added = run("batam-import-duties", "--languages", "en");
    expect(added.status).toBe(0);
    expect(readdirSync(article("batam-import-duties")).sort()).toEqual(["en.mdx", "id.mdx"]);
  });

  it("gives a language added to an article the kind and services its other languages have", () => {
    expect(run("port-news", "--languages", "id", "--kind", "news", "--services", "ekspedisi-udara").status).toBe(0);
    const added = run("port-news", "--languages", "en");
    expect(added.stderr).toBe("");
    const english = readFrontmatter(readFileSync(article("port-news", "en.mdx"), "utf8")).data;
    expect(english).toMatchObject({ kind: "news", services: ["ekspedisi-udara"] });

    const refused = run("port-news", "--languages", "ja", "--kind", "guide");
    expect(refused.status).toBe(1);
    expect(refused.stderr.trim()).toBe(
      `${article("port-news", "id.mdx")} has kind news: every language of an article has the same kind and services. Leave out --kind and --services to take them from it, or change them in every language's file first.`,
    );
    expect(existsSync(article("port-news", "ja.mdx"))).toBe(false);
  });

  // Without the --, npm keeps --kind=news for itself (npm_config_kind) and hands the script the slug alone.
  it("refuses an option npm kept for itself when the -- is left out, rather than write another article", () => {
    const withoutDashes = (npmKept: Record<string, string>, ...argv: string[]) =>
      spawnSync(
        process.execPath,
        [path.join(root, "node_modules/tsx/dist/cli.mjs"), "scripts/new-article.ts", ...argv],
        {
          cwd: root,
          env: { ...process.env, NEW_ARTICLE_CONTENT_DIR: contentDir, ...npmKept },
          encoding: "utf8",
        },
      );
    const news = withoutDashes({ npm_config_kind: "news" }, "port-news");
    expect(news.status).toBe(1);
    expect(news.stderr).toMatch(
      /^npm kept --kind for itself: put -- before the slug, as in npm run new:article -- port-news --kind/,
    );
    expect(existsSync(article("port-news"))).toBe(false);
    const languages = withoutDashes({ npm_config_languages: "true" }, "port-news", "id,en");
    expect(languages.status).toBe(1);
    expect(languages.stderr).toMatch(/^npm kept --languages for itself/);
  });

  it("refuses with one line and exit code 1, never a stack trace, and writes nothing", () => {
    for (const argv of [
      [],
      ["Batam"],
      ["berita"],
      ["impor-batam", "--languages", "fr"],
      ["impor-batam", "--kind", "blog"],
    ]) {
      const refused = run(...argv);
      expect(refused.status).toBe(1);
      expect(refused.stderr.trim().split("\n")).toHaveLength(1);
      expect(refused.stderr).not.toMatch(/\n\s+at /);
    }
    expect(existsSync(path.join(contentDir, "articles"))).toBe(false);
  });
});
