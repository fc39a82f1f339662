import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "fs";
import { tmpdir } from "os";
import path from "path";
import { startProblems } from "../src/node/start-check";
import { onPreBootstrap } from "../gatsby-node";

// Loaded by gatsby-node for the webpack stages, and written as ES modules jest cannot load.
jest.mock("../src/node/tailwind-css", () => ({}));

// The build checks the content before Gatsby reads a file: a build stopped later would leave
// the nodes of the files read so far stored in .cache, and the next build, the mistake mended,
// would keep pages built from the old ones. Each problem names the file and where in it.

let root: string;
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), "start-check-"));
  cpSync(path.resolve(__dirname, "../content"), path.join(root, "content"), { recursive: true });
});
afterEach(() => {
  rmSync(root, { recursive: true, force: true });
  jest.restoreAllMocks();
});

const file = (p: string) => path.join(root, "content", p);
const edit = (p: string, change: (text: string) => string) => {
  const before = readFileSync(file(p), "utf8");
  const after = change(before);
  expect(after).not.toBe(before);
  writeFileSync(file(p), after);
};
const problems = () => startProblems(path.join(root, "content"));
const frontmatterProblem = (p: string, line: number, field: string) =>
  new RegExp(`ERROR content/${p} key "${field}" line ${line}: cannot be read: its frontmatter .* is not valid YAML: `);

it("stops gatsby build before Gatsby reads a file, naming a misspelled field and a missing translation", async () => {
  edit("articles/lcl-atau-fcl/ja.mdx", (t) => t.replace(/^published:/m, "publshed:"));
  edit("locales/zh/common.json", (t) => t.replace(/,\s*"menu": "菜单"/, ""));
  jest.spyOn(process, "cwd").mockReturnValue(root);
  class BuildStopped extends Error {}
  const reporter = {
    panicOnBuild: (message: string) => {
      throw new BuildStopped(message);
    },
  };
  const run = onPreBootstrap as unknown as (args: { reporter: typeof reporter }) => Promise<void>;
  await expect(run({ reporter })).rejects.toThrow(BuildStopped);
  const stop = await run({ reporter }).catch((e: Error) => e.message);
  expect(stop).toContain('content/articles/lcl-atau-fcl/ja.mdx key "publshed": is unknown (did you mean "published"?)');
  // Grouped under the language's name, as the messages name languages, not under its code.
  expect(stop).toMatch(/^Chinese:\n(.*\n)*\s+ERROR content\/locales\/zh\/common\.json key "nav\.menu": is missing/m);
  expect(stop).not.toMatch(/^(zh|ja):$/m);
});

it("finds nothing wrong in the project's own content", () => {
  expect(startProblems(path.resolve(__dirname, "../content"))).toBeUndefined();
});

describe("frontmatter that is not YAML", () => {
  it("names the line and field of an unquoted colon in a title, and says to quote the text", () => {
    edit("articles/lcl-atau-fcl/en.mdx", (t) => t.replace(/^title: .*$/m, "title: LCL or FCL: when to book"));
    const stop = problems();
    expect(stop).toMatch(frontmatterProblem("articles/lcl-atau-fcl/en.mdx", 2, "title"));
    expect(stop).toContain(
      "the text has a colon (:), which YAML reads as a new field: put the whole text in double quotes",
    );
  });

  it("says a field written twice is written twice, and never to quote a text already in quotes", () => {
    // The English article already has a seoTitle, with a colon in its quotes: a second one is
    // what an editor adds who did not see it.
    edit("articles/lcl-atau-fcl/en.mdx", (t) =>
      t.replace(/^seoTitle: .*$/m, '$&\nseoTitle: "LCL or FCL: which is cheaper?"'),
    );
    // A quoted text indented by mistake.
    edit("services/bea-cukai/en.mdx", (t) =>
      t.replace(/^title: (.*)$/m, 'title: $1\n  navTitle: "Customs: clearance"'),
    );
    const stop = problems();
    expect(stop).toMatch(frontmatterProblem("articles/lcl-atau-fcl/en.mdx", 4, "seoTitle"));
    expect(stop).toContain("the field is written twice: keep one (YAML: duplicated mapping key)");
    expect(stop).toMatch(frontmatterProblem("services/bea-cukai/en.mdx", 3, "navTitle"));
    expect(stop).not.toContain("put the whole text in double quotes");
  });

  it("names the line that opens a quote it never closes, not the end of the frontmatter", () => {
    edit("services/bea-cukai/en.mdx", (t) => t.replace(/^title: .*$/m, 'title: "Customs clearance'));
    const stop = problems();
    expect(stop).toMatch(frontmatterProblem("services/bea-cukai/en.mdx", 2, "title"));
    expect(stop).toContain("a text opens a quote that is not closed");
  });

  it("says to indent with spaces when a line is indented with a tab", () => {
    const text = readFileSync(file("services/bea-cukai/en.mdx"), "utf8");
    const lines = text.split("\n");
    const index = lines.findIndex((l) => /^ {4}answer:/.test(l));
    lines[index] = lines[index].replace(/^ {4}/, "  \t");
    writeFileSync(file("services/bea-cukai/en.mdx"), lines.join("\n"));
    const stop = problems();
    expect(stop).toMatch(frontmatterProblem("services/bea-cukai/en.mdx", index + 1, "answer"));
    expect(stop).toContain("the line is indented with a tab: indent with spaces only");
  });

  it("names the line of a quote inside a text's quotes, not the line below where YAML stops", () => {
    edit("services/bea-cukai/en.mdx", (t) => t.replace(/^title: .*$/m, 'title: "Customs "express" clearance"'));
    const stop = problems();
    expect(stop).toMatch(frontmatterProblem("services/bea-cukai/en.mdx", 2, "title"));
    expect(stop).toContain("a text has a quote inside its quotes");
  });

  it("names the line of a field written without its colon, with a value or without", () => {
    const lineOf = (p: string, pattern: RegExp) =>
      readFileSync(file(p), "utf8")
        .split("\n")
        .findIndex((l) => pattern.test(l)) + 1;
    const features = lineOf("services/bea-cukai/en.mdx", /^features:/);
    edit("services/bea-cukai/en.mdx", (t) => t.replace(/^features:/m, "features"));
    edit("services/ekspedisi-udara/en.mdx", (t) => t.replace(/^title: /m, "title "));
    const stop = problems();
    const colonless = (p: string, line: number) =>
      new RegExp(`ERROR content/${p} line ${line}: cannot be read: .* the field has no colon after its name`);
    expect(stop).toMatch(colonless("services/bea-cukai/en.mdx", features));
    expect(stop).toMatch(colonless("services/ekspedisi-udara/en.mdx", 2));
  });

  it("names the line of a field written without a space after its colon, not a line below", () => {
    const lines = readFileSync(file("articles/lcl-atau-fcl/en.mdx"), "utf8").split("\n");
    const published = lines.findIndex((l) => l.startsWith("published: ")) + 1;
    edit("articles/lcl-atau-fcl/en.mdx", (t) => t.replace(/^published: /m, "published:"));
    const stop = problems();
    expect(stop).toMatch(frontmatterProblem("articles/lcl-atau-fcl/en.mdx", published, "published"));
    expect(stop).toContain("the field has no space after its colon");
  });

  it("names the first entry of a list written without its dash, not the entry below that has one", () => {
    const lines = readFileSync(file("services/bea-cukai/en.mdx"), "utf8").split("\n");
    const first = lines.findIndex((l) => l === "whyChooseUs:") + 1;
    lines[first] = lines[first].replace(/^ {2}- /, "    ");
    writeFileSync(file("services/bea-cukai/en.mdx"), lines.join("\n"));
    const stop = problems();
    expect(stop).toMatch(frontmatterProblem("services/bea-cukai/en.mdx", first + 1, "icon"));
    expect(stop).toContain("this entry of a list has no dash");
  });

  it("names a frontmatter without its closing --- at its first line", () => {
    edit("services/bea-cukai/en.mdx", (t) => t.replace(/\n---\n/, "\n"));
    expect(problems()).toMatch(
      /ERROR content\/services\/bea-cukai\/en\.mdx line 1: cannot be read: .* the frontmatter's opening --- has no closing --- line/,
    );
  });

  it("names a frontmatter without its opening --- once, not as every field missing", () => {
    edit("services/bea-cukai/en.mdx", (t) => t.replace(/^---\n/, ""));
    const stop = problems() ?? "";
    expect(stop).toMatch(
      /ERROR content\/services\/bea-cukai\/en\.mdx key "title" line 1: cannot be read: .* the frontmatter has no opening --- line/,
    );
    expect(stop.match(/ERROR content\/services\/bea-cukai\/en\.mdx/g)).toHaveLength(1);
  });

  it("is named in the same stop as a wrong list of services, which does not hide it", () => {
    edit("articles/lcl-atau-fcl/en.mdx", (t) => t.replace(/^title: .*$/m, "title: LCL or FCL: when to book"));
    edit("services.json", (t) => t.replace(/"icon": "ship"/, '"icon": "boat"'));
    const stop = problems();
    expect(stop).toMatch(/ERROR content\/services\.json key "services\[\d\]\.icon"/);
    expect(stop).toMatch(frontmatterProblem("articles/lcl-atau-fcl/en.mdx", 2, "title"));
  });
});

describe("a locale file that is not JSON", () => {
  it("names the line of a comma after the last entry, not a character position", () => {
    edit("locales/en/common.json", (t) => t.replace('"menu": "Menu"', '"menu": "Menu",'));
    const line =
      readFileSync(file("locales/en/common.json"), "utf8")
        .split("\n")
        .findIndex((l) => /"menu"/.test(l)) + 1;
    const stop = problems();
    expect(stop).toContain(
      `ERROR content/locales/en/common.json line ${line}: is not valid JSON: a comma after the last entry: remove it`,
    );
    expect(stop).not.toMatch(/position/);
  });

  it("names a number written with a decimal comma as such, not as a comma after the last entry", () => {
    edit("company.json", (t) => t.replace('"amount": 45,', '"amount": 45,5,'));
    const line =
      readFileSync(file("company.json"), "utf8")
        .split("\n")
        .findIndex((l) => /"amount": 45,5,/.test(l)) + 1;
    expect(problems()).toContain(
      `ERROR content/company.json line ${line}: is not valid JSON: a number written with a decimal comma: write it with a point (45.5, not 45,5)`,
    );
  });

  it("names the line of a text missing its closing quote", () => {
    edit("locales/ja/form.json", (t) => t.replace(/("[^"]+": "[^"]+)",\n/, "$1,\n"));
    const stop = problems();
    expect(stop).toMatch(/ERROR content\/locales\/ja\/form\.json line \d+: is not valid JSON: /);
    expect(stop).not.toMatch(/position/);
  });

  it("in the default language, is named without stopping the check on a crash", () => {
    edit("locales/id/common.json", (t) => t.replace('"menu": "Menu"', '"menu": "Menu",'));
    expect(problems()).toMatch(/ERROR content\/locales\/id\/common\.json line \d+: is not valid JSON: a comma after/);
  });
});
