/** Unit, content and function tests. Browser tests live in e2e/ (Playwright). */
module.exports = {
  testEnvironment: "node",
  roots: ["<rootDir>/__tests__"],
  testMatch: ["**/*.test.ts"],
  // ts-jest only transpiles each file (isolatedModules): the types, tests' included, are checked
  // once by tsc in npm test, and checking them again per test file made jest several times slower.
  transform: {
    "^.+\\.m?tsx?$": [
      "ts-jest",
      {
        tsconfig: {
          isolatedModules: true,
          module: "commonjs",
          moduleResolution: "node10",
          jsx: "react",
          esModuleInterop: true,
          resolveJsonModule: true,
          allowImportingTsExtensions: true,
          verbatimModuleSyntax: false,
        },
        diagnostics: { ignoreCodes: ["TS151001"] },
      },
    ],
  },
  moduleFileExtensions: ["ts", "tsx", "mts", "js", "mjs", "json"],
};
