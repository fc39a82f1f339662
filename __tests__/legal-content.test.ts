import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "fs";
import os from "os";
import path from "path";
import { checkContent } from "../src/node/content-check";
import { languageCodes } from "../src/shared/languages";
import { legalUpdated } from "../src/components/legal/legal-dates";
import { legalDocs } from "../src/shared/routes";

// The legal pages' content: every page in every language, and the content check catches
// what an editor can get wrong in them.

const contentDir = path.resolve(__dirname, "../content");
/** The company's facts without their example markers, which the check would warn about. */
const confirmedCompany = JSON.parse(
  readFileSync(path.join(contentDir, "company.json"), "utf8"),
  (key, value: unknown) => (key.endsWith("IsExample") ? undefined : value),
) as Record<string, unknown>;

describe("legal pages content", () => {
  it.each(legalDocs.flatMap((doc) => languageCodes.map((language) => [doc, language])))(
    "content/legal/%s/%s.mdx exists with real text (privacy: the law, the mail provider, retention, contact)",
    (doc, language) => {
      const text = readFileSync(path.join(contentDir, "legal", doc, `${language}.mdx`), "utf8");
      expect(text.length).toBeGreaterThan(1000);
      if (doc === "privacy") {
        expect(text).toContain("UU PDP");
        expect(text).toContain("Postmark");
        expect(text).toContain('<Fact name="dataRetention.inquiryYears" />');
        // The website's own message store and how long it keeps a delivered message.
        expect(text).toContain('<Fact name="dataRetention.deliveredMessagesDays" />');
        expect(text).toContain('<Fact name="email" />');
      }
    },
  );

  it("writes the last-change date as each language writes dates", () => {
    // English the British way its texts are written: the day before the month.
    expect(legalUpdated("privacy", "en")).toMatch(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);
    expect(legalUpdated("privacy", "id")).toMatch(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);
    expect(legalUpdated("terms", "ja")).toMatch(/^\d{4}年\d{1,2}月\d{1,2}日$/);
    expect(legalUpdated("terms", "zh")).toMatch(/^\d{4}年\d{1,2}月\d{1,2}日$/);
  });

  describe("the content check", () => {
    let dir: string;
    beforeEach(() => {
      dir = mkdtempSync(path.join(os.tmpdir(), "legal-check-"));
      mkdirSync(path.join(dir, "legal", "privacy"), { recursive: true });
      writeFileSync(
        path.join(dir, "company.json"),
        JSON.stringify({ ...confirmedCompany, email: "a@b.c", inboxLanguage: "en" }),
      );
      // Two languages, no services: only the legal pages are checked.
      const language = (code: string, script: string) => ({
        code,
        label: code.toUpperCase(),
        name: code,
        tag: code,
        ogLocale: `${code}_XX`,
        script,
        currenciesAsSymbol: [],
        phoneCountry: "XX",
      });
      writeFileSync(
        path.join(dir, "languages.json"),
        JSON.stringify({ defaultLanguage: "en", languages: [language("en", "Latn"), language("zh", "Hans")] }),
      );
      writeFileSync(path.join(dir, "services.json"), "[]");
      // The pages show the day each last changed, from this file (the build stops without it).
      writeFileSync(
        path.join(dir, "legal", "dates.json"),
        JSON.stringify({ privacy: "2026-01-05", terms: "2026-01-05", reviewedByCompany: true }),
      );
    });
    afterEach(() => rmSync(dir, { recursive: true, force: true }));
    const check = () => checkContent({ contentDir: dir, root: dir });

    it("passes complete, translated legal pages with known facts", () => {
      writeFileSync(path.join(dir, "legal/privacy/en.mdx"), 'Write to <Fact name="email" />.');
      writeFileSync(
        path.join(dir, "legal/privacy/zh.mdx"),
        '请写信至<Fact name="email" />，或前往[联系页面](/zh/kontak/)。',
      );
      expect(check()).toEqual([]);
    });

    it("reports a missing language, an unknown fact, English left in Chinese and a stray file", () => {
      writeFileSync(path.join(dir, "legal/privacy/en.mdx"), 'Write to <Fact name="no.such" />.');
      writeFileSync(path.join(dir, "legal/privacy/notes.txt"), "draft");
      mkdirSync(path.join(dir, "legal", "terms"));
      writeFileSync(path.join(dir, "legal/terms/en.mdx"), "Terms.");
      writeFileSync(path.join(dir, "legal/terms/zh.mdx"), "These terms apply.");
      const issues = check().map((i) => `${i.file} ${i.message}`);
      expect(issues).toEqual(
        expect.arrayContaining([
          "legal/privacy/zh.mdx is missing",
          expect.stringMatching(/^legal\/privacy\/en\.mdx names a fact .*no\.such/),
          expect.stringMatching(/^legal\/privacy\/notes\.txt is not a language file/),
          expect.stringMatching(/^legal\/terms\/zh\.mdx is not translated \(Latin-script words: These, terms, apply\)/),
        ]),
      );
      expect(issues).toHaveLength(4);
    });

    it("names by line a section numbered otherwise than ## 1. Heading, or not after the section before it, with the heading to write", () => {
      writeFileSync(
        path.join(dir, "legal/privacy/en.mdx"),
        [
          "Intro.",
          "## 1. Who we are",
          "a",
          "## 2 What we collect",
          "b",
          "## 3) Why we use it",
          "c",
          "## Where it goes",
          "d",
          "## 5.How long we keep it",
          "e",
          "## 7. Your rights",
          "f",
          "### Access",
          "g",
        ].join("\n\n"),
      );
      writeFileSync(
        path.join(dir, "legal/privacy/zh.mdx"),
        "## 1. 我们是谁\n\n内容。\n\n## ２．我们收集哪些信息\n\n内容。\n\n## 3. 使用目的\n\n内容。\n",
      );
      const form = '(the sections are numbered "## 1. Heading": the number, a full stop and a space)';
      expect(check().map(({ file, line, message }) => ({ file, line, message }))).toEqual([
        {
          file: "legal/privacy/en.mdx",
          line: 7,
          message: `has "## 2 What we collect", a section number written otherwise ${form}: write "## 2. What we collect"`,
        },
        {
          file: "legal/privacy/en.mdx",
          line: 11,
          message: `has "## 3) Why we use it", a section number written otherwise ${form}: write "## 3. Why we use it"`,
        },
        {
          file: "legal/privacy/en.mdx",
          line: 15,
          message: `has "## Where it goes", a section without its number ${form}: write "## 4. Where it goes"`,
        },
        {
          file: "legal/privacy/en.mdx",
          line: 19,
          message: `has "## 5.How long we keep it", a section number written otherwise ${form}: write "## 5. How long we keep it"`,
        },
        {
          file: "legal/privacy/en.mdx",
          line: 23,
          message:
            'has "## 7. Your rights", numbered 7 after section 5 (line 19): write "## 6. Your rights" (the sections are numbered in order from 1)',
        },
        {
          file: "legal/privacy/zh.mdx",
          line: 5,
          message: `has "## ２．我们收集哪些信息", a section number written otherwise ${form}: write "## 2. 我们收集哪些信息"`,
        },
      ]);
    });

    it("tells a file named for a language otherwise than <language>.mdx its name, unless the folder has that file", () => {
      writeFileSync(path.join(dir, "legal/privacy/EN.mdx"), "Text.");
      writeFileSync(path.join(dir, "legal/privacy/zh.md"), "文本。");
      writeFileSync(path.join(dir, "legal/privacy/en.mdx.txt"), "Text.");
      const files = "a page's folder holds only its language files, en.mdx, zh.mdx";
      expect(check().filter((i) => i.message !== "is missing")).toEqual([
        expect.objectContaining({
          file: "legal/privacy/EN.mdx",
          message: `is not a language file: ${files}. Rename it en.mdx`,
        }),
        expect.objectContaining({
          file: "legal/privacy/en.mdx.txt",
          message: `is not a language file: ${files}. Rename it en.mdx`,
        }),
        expect.objectContaining({
          file: "legal/privacy/zh.md",
          message: `is not a language file: ${files}. Rename it zh.mdx`,
        }),
      ]);
      writeFileSync(path.join(dir, "legal/privacy/en.mdx"), "Text.");
      expect(check()).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ file: "legal/privacy/EN.mdx", message: `is not a language file: ${files}` }),
        ]),
      );
    });

    it("warns until the company has reviewed the legal texts", () => {
      writeFileSync(path.join(dir, "legal/privacy/en.mdx"), "Text.");
      writeFileSync(path.join(dir, "legal/privacy/zh.mdx"), "文本。");
      writeFileSync(
        path.join(dir, "legal/dates.json"),
        JSON.stringify({ privacy: "2026-01-01", reviewedByCompany: false }),
      );
      expect(check()).toEqual([
        expect.objectContaining({ level: "warning", file: "legal/dates.json", key: "reviewedByCompany" }),
      ]);
      writeFileSync(
        path.join(dir, "legal/dates.json"),
        JSON.stringify({ privacy: "2026-01-01", reviewedByCompany: true }),
      );
      expect(check()).toEqual([]);
    });
  });
});
