import { buildSync } from "esbuild";
import { readdirSync } from "fs";
import path from "path";

// The forms' folders say where their code runs (docs/architecture.md, "Where code runs"):
// function/ in the Netlify functions, browser/ in the pages, shared/ in both. The functions'
// code is read as esbuild bundles it (the bundler Netlify deploys them with), packages aside.

const root = path.join(__dirname, "../..");
const functionsDir = path.join(root, "netlify/functions");

/** The files of src/ that some function's bundle holds, relative to src/. */
function sourceFilesInFunctions(): Set<string> {
  const entries = readdirSync(functionsDir)
    .filter((file) => file.endsWith(".mts"))
    .map((file) => path.join(functionsDir, file));
  const { metafile } = buildSync({
    entryPoints: entries,
    bundle: true,
    write: false,
    outdir: "out",
    platform: "node",
    format: "esm",
    packages: "external",
    metafile: true,
    absWorkingDir: root,
    logLevel: "silent",
  });
  return new Set(
    Object.keys(metafile.inputs)
      .filter((input) => input.startsWith("src/"))
      .map((input) => input.slice("src/".length)),
  );
}

const filesOf = (folder: string) =>
  readdirSync(path.join(root, "src/forms", folder)).map((file) => `${folder}/${file}`);

describe("the forms' folders", () => {
  const inSource = sourceFilesInFunctions();
  const inFunctions = new Set(
    [...inSource].filter((file) => file.startsWith("forms/")).map((file) => file.slice("forms/".length)),
  );

  it("keep the browser's code out of the functions", () => {
    expect([...inFunctions].filter((file) => file.startsWith("browser/"))).toEqual([]);
  });

  it("keep the pages' components out of the functions: what both use is in shared/", () => {
    expect([...inSource].filter((file) => file.startsWith("components/"))).toEqual([]);
  });

  it("hold in shared/ only what the functions use too", () => {
    expect(filesOf("shared").filter((file) => !inFunctions.has(file))).toEqual([]);
  });

  it("name no file twice", () => {
    const names = ["browser", "shared", "function"].flatMap(filesOf).map((file) => path.parse(file).name);
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
  });
});
