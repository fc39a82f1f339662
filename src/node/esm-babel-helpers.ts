import { existsSync } from "fs";
import path from "path";

// Gatsby's webpack config aliases "@babel/runtime" to the package's folder, so an import of
// "@babel/runtime/helpers/<name>" is read as a file path and gets the CommonJS helper: the
// package's own exports map, which gives an `import` the helper's ES module, is not consulted.
// react-i18next's ES build imports its helpers that way, and i18next's imports the ES modules by
// their paths, so every page carried a dozen helpers twice, once in each form. CommonJS files
// that require() a helper keep the CommonJS one: required, an ES module is kept apart with its
// exports object, which costs more than the copy. What it buys: docs/architecture.md, "One copy
// of Babel's helpers".

/** A request for one of Babel's helpers by its package name, as webpack sees it before resolving. */
export const helperRequest = /^@babel\/runtime\/helpers\/[^/]+$/;

/** The modules whose imports of the helpers go to the ES modules: react-i18next's ES build. */
const importsHelpersAsModules = /[\\/]node_modules[\\/]react-i18next[\\/]dist[\\/]es[\\/]/;

// The copy Gatsby's alias names: the one at the top of node_modules.
const esmHelpers = path.resolve("node_modules/@babel/runtime/helpers/esm");

/** The request of a helper's ES module, the one i18next's ES build names; undefined when there is none. */
export function esmHelperOf(request: string): string | undefined {
  const name = request.slice("@babel/runtime/helpers/".length);
  return existsSync(path.join(esmHelpers, `${name}.js`)) ? `@babel/runtime/helpers/esm/${name}` : undefined;
}

/** For webpack's NormalModuleReplacementPlugin (helperRequest): react-i18next's imports of a helper get its ES module. */
export function importHelpersAsModules(resolveData: { request: string; contextInfo: { issuer: string } }): void {
  if (!importsHelpersAsModules.test(resolveData.contextInfo.issuer)) return;
  const esm = esmHelperOf(resolveData.request);
  if (esm) resolveData.request = esm;
}
