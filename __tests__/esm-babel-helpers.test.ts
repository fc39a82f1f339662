import { readdirSync, readFileSync } from "fs";
import path from "path";
import { esmHelperOf, helperRequest, importHelpersAsModules } from "../src/node/esm-babel-helpers";

// react-i18next's ES build imports Babel's helpers by their package names, which Gatsby's alias
// of "@babel/runtime" turns into the CommonJS files; the build points them at the ES modules
// (src/node/esm-babel-helpers.ts), which i18next's ES build imports by their paths.
describe("Babel's helpers imported by react-i18next", () => {
  const esDir = path.resolve("node_modules/react-i18next/dist/es");
  const importsOf = (file: string) =>
    [...readFileSync(file, "utf8").matchAll(/from ["'](@babel\/runtime\/helpers\/[^"']+)["']/g)].map((m) => m[1]);
  const files = readdirSync(esDir)
    .filter((file) => file.endsWith(".js"))
    .map((file) => path.join(esDir, file));
  const imported = [...new Set(files.flatMap(importsOf))];

  it("are imported by package name, each from react-i18next's ES build", () => {
    expect(imported).toEqual(expect.arrayContaining(["@babel/runtime/helpers/typeof"]));
    for (const request of imported) expect(request).toMatch(helperRequest);
  });

  it("each get the helper's ES module, the file @babel/runtime's exports map gives an import", () => {
    const { exports } = JSON.parse(readFileSync("node_modules/@babel/runtime/package.json", "utf8")) as {
      exports: Record<string, unknown>;
    };
    for (const file of files)
      for (const request of importsOf(file)) {
        const resolveData = { request, contextInfo: { issuer: file } };
        importHelpersAsModules(resolveData);
        const name = request.slice("@babel/runtime/helpers/".length);
        expect(resolveData.request).toBe(`@babel/runtime/helpers/esm/${name}`);
        expect(JSON.stringify(exports[`./helpers/${name}`])).toContain(`"import":"./helpers/esm/${name}.js"`);
      }
  });

  it("are the ES modules i18next's ES build imports by path", () => {
    const i18next = importsOf(path.resolve("node_modules/i18next/dist/esm/i18next.js"));
    expect(i18next).toEqual(expect.arrayContaining([esmHelperOf("@babel/runtime/helpers/typeof")]));
  });

  it("leave other files' requests alone, such as a CommonJS file's require(), which needs the CommonJS helper", () => {
    const resolveData = {
      request: "@babel/runtime/helpers/extends",
      contextInfo: { issuer: path.resolve("node_modules/gatsby-plugin-react-i18next/dist/Link.js") },
    };
    importHelpersAsModules(resolveData);
    expect(resolveData.request).toBe("@babel/runtime/helpers/extends");
  });
});
