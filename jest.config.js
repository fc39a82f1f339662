/** Unit, content and function tests. Browser tests live in e2e/ (Playwright). */
module.exports = {
  testEnvironment: "node",
  roots: ["<rootDir>/__tests__"],
  testMatch: ["**/*.test.ts"],
  transform: {
    "^.+\\.m?tsx?$": [
      "ts-jest",
      { tsconfig: { module: "commonjs", moduleResolution: "node10", jsx: "react", esModuleInterop: true, resolveJsonModule: true, allowImportingTsExtensions: true, verbatimModuleSyntax: false }, diagnostics: { ignoreCodes: ["TS151001"] } },
    ],
  },
  moduleFileExtensions: ["ts", "tsx", "mts", "js", "mjs", "json"],
};
