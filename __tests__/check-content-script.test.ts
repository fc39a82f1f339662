import { spawnSync } from "child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "fs";
import { tmpdir } from "os";
import path from "path";

// npm run check:content (scripts/check-content.ts) on a copy of the project. The site's code, and
// so the check's, imports content/languages.json, services.json, company.json and
// import-taxes.json: a mistake in them meets the script itself, which a check of a copied content
// folder alone would not see.

const root = path.resolve(__dirname, "..");
let project: string;
beforeAll(() => {
  project = mkdtempSync(path.join(tmpdir(), "check-content-script-"));
  for (const part of ["scripts", "src", "content", "package.json", "tsconfig.json"])
    cpSync(path.join(root, part), path.join(project, part), { recursive: true });
  symlinkSync(path.join(root, "node_modules"), path.join(project, "node_modules"));
});
afterAll(() => rmSync(project, { recursive: true, force: true }));

/** Runs the check with one content file edited, then puts the file back. */
function checkWith(name: string, edit: (text: string) => string) {
  const file = path.join(project, "content", name);
  const original = readFileSync(file, "utf8");
  writeFileSync(file, edit(original));
  try {
    return spawnSync(path.join(root, "node_modules", ".bin", "tsx"), ["scripts/check-content.ts"], {
      cwd: project,
      encoding: "utf8",
    });
  } finally {
    writeFileSync(file, original);
  }
}

it.each(["company.json", "services.json", "languages.json", "import-taxes.json"])(
  "names a missing comma in content/%s by its line, in words, with no stack trace",
  (name) => {
    const lines = readFileSync(path.join(root, "content", name), "utf8").split("\n");
    const line = lines.findIndex((text) => text.endsWith('",')) + 1;
    const result = checkWith(name, (text) =>
      text
        .split("\n")
        .map((l, i) => (i === line - 1 ? l.slice(0, -1) : l))
        .join("\n"),
    );
    expect(result.status).toBe(1);
    expect(result.stdout).toContain(
      `ERROR content/${name} line ${line}: is not valid JSON: a comma is missing after this line`,
    );
    expect(result.stderr).toBe("");
  },
);

it("names a rate's amount typed as text in company.json once, and none of the pages that show the rate", () => {
  const result = checkWith("company.json", (text) => text.replace('"amount": 45,', '"amount": "45",'));
  expect(result.status).toBe(1);
  expect(result.stdout.match(/ERROR .*/g)).toEqual([
    expect.stringMatching(/^ERROR content\/company\.json key "rates\.sea\.lcl\.amount": must be a number/),
  ]);
});

it.each([
  ["missing", (text: string) => text.replace(/\n {2}"phone": [^\n]*/, ""), "is missing"],
  ["a number", (text: string) => text.replace(/"phone": "[^"]*"/, '"phone": 62778000000'), "country code"],
])("names the company's phone when it is %s, with no stack trace", (_, edit, message) => {
  const result = checkWith("company.json", edit);
  expect(result.status).toBe(1);
  expect(result.stdout.match(/ERROR .*/g)).toEqual([
    expect.stringMatching(new RegExp(`^ERROR content/company\\.json key "phone": .*${message}`)),
  ]);
  expect(result.stderr).toBe("");
});
