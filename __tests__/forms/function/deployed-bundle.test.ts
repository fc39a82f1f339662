import { execFileSync } from "child_process";
import { mkdtempSync, readdirSync, rmSync } from "fs";
import { tmpdir } from "os";
import path from "path";
import { languageCodes, languageOf } from "../../../src/shared/languages";
import { localeTexts, priceCard } from "../../../src/forms/function/locale-texts";
import { offeredPackage } from "../../../src/forms/shared/packages";
import { localeT } from "../../support/locale-t";
import { escapeHtml } from "../../../src/shared/escape-html";
import { serviceSlugs } from "../../../src/shared/services";

// The functions as a Netlify deploy bundles them (__tests__/support/bundle-functions.mjs): the
// locale files and service pages they read at run time come with them through netlify.toml's
// included_files, and nothing else of content/; send-contact-email finds them from its bundle's root. netlify dev
// reads them from the repository, so only this test sees a file missing from the deploy.

interface Bundled {
  files: Record<string, string[]>;
  answers: Record<string, { status: number; lang: string; title: string }>;
  /** The name the quote form a package's link leads to gives the package (sea-lcl). */
  packages: Record<string, string | undefined>;
}

const out = mkdtempSync(path.join(tmpdir(), "function-bundles-"));
let bundled: Bundled;

beforeAll(() => {
  const { FUNCTION_CONTENT_DIR: _copy, ...env } = process.env;
  const script = path.join(__dirname, "../../support/bundle-functions.mjs");
  const printed = execFileSync(process.execPath, [script, out, ...languageCodes], {
    cwd: path.join(__dirname, "../../.."),
    env,
    encoding: "utf8",
  });
  bundled = JSON.parse(printed) as Bundled;
}, 120_000);
afterAll(() => rmSync(out, { recursive: true, force: true }));

// Each language's locale files, and every service page's, whose price cards name the packages.
const localeFiles = languageCodes
  .flatMap((code) => [
    ...Object.keys(localeTexts(code)).map((namespace) => `content/locales/${code}/${namespace}.json`),
    ...serviceSlugs.map((slug) => `content/services/${slug}/${code}.mdx`),
  ])
  .sort();

// Every function the site deploys: the form, the scheduled redelivery and reminder, "Mark as answered".
const functionNames = readdirSync(path.join(__dirname, "../../../netlify/functions"))
  .filter((file) => file.endsWith(".mts"))
  .map((file) => file.replace(/\.mts$/, ""));

describe("the functions as deployed", () => {
  it("bundles every function", () => {
    expect(Object.keys(bundled.files).sort()).toEqual([...functionNames].sort());
  });

  it.each(functionNames)("%s carries every language's locale files it reads, and no other content", (name) => {
    expect([...bundled.files[name]].sort()).toEqual(localeFiles);
  });

  it("names a price package from its bundle in every language, as the language's service page does", () => {
    for (const code of languageCodes)
      expect(bundled.packages[code]).toBe(
        escapeHtml(offeredPackage(priceCard(code, "sea-lcl")!, code, localeT(code, "services")).name),
      );
  });

  it("answers a form from its bundle in every language", () => {
    for (const code of languageCodes)
      expect(bundled.answers[code]).toEqual({
        status: 422,
        lang: languageOf(code).tag,
        title: escapeHtml(localeTexts(code).formAnswers.invalid.title),
      });
  });
});
