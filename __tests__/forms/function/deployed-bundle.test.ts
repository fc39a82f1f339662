import { execFileSync } from "child_process";
import { mkdtempSync, rmSync } from "fs";
import { tmpdir } from "os";
import path from "path";
import { languageCodes, languageOf } from "../../../src/shared/languages";
import { localeTexts } from "../../../src/forms/function/locale-texts";
import { escapeHtml } from "../../../src/shared/escape-html";

// The functions as a Netlify deploy bundles them (__tests__/support/bundle-functions.mjs): the
// locale files they read at run time come with them through netlify.toml's included_files, and
// nothing else of content/; send-contact-email finds them from its bundle's root. netlify dev
// reads them from the repository, so only this test sees a file missing from the deploy.

interface Bundled {
  files: Record<string, string[]>;
  answers: Record<string, { status: number; lang: string; title: string }>;
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

const localeFiles = languageCodes
  .flatMap((code) => Object.keys(localeTexts(code)).map((namespace) => `content/locales/${code}/${namespace}.json`))
  .sort();

describe("the functions as deployed", () => {
  it.each(["send-contact-email", "redeliver-leads"])(
    "%s carries every language's locale files it reads, and no other content",
    (name) => {
      expect([...bundled.files[name]].sort()).toEqual(localeFiles);
    },
  );

  it("answers a form from its bundle in every language", () => {
    for (const code of languageCodes)
      expect(bundled.answers[code]).toEqual({
        status: 422,
        lang: languageOf(code).tag,
        title: escapeHtml(localeTexts(code).formAnswers.invalid.title),
      });
  });
});
