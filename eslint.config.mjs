// ESLint for the whole project (npm run lint). Recommended sets only, so a rule that fires
// points at a real problem; what a file may not do is said next to its files below.
import { defineConfig } from "eslint/config";
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import jsxA11y from "eslint-plugin-jsx-a11y";
import jest from "eslint-plugin-jest";
import playwright from "eslint-plugin-playwright";
import globals from "globals";

/** Rules the test files of both runners share. */
const testRules = (plugin) => ({
  // The sweeps over every language, page and rate check each item by its kind: the branches
  // are on the data, not on what the code under test did.
  [`${plugin}/no-conditional-expect`]: "off",
  ...(plugin === "playwright" ? { "playwright/no-conditional-in-test": "off" } : {}),
});

export default defineConfig(
  {
    ignores: [
      "public/",
      ".cache/",
      ".netlify/",
      "test-results/",
      "playwright-report/",
      "bench-results/",
      ".generated/",
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    rules: {
      // A leading underscore marks a parameter kept for its position; a rest sibling is how a
      // field is left out of a copy ({ elapsedMs: _e, ...rest }).
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", ignoreRestSiblings: true }],
    },
  },
  {
    // Node: Gatsby's build hooks and config, the function, the tools.
    files: [
      "gatsby-*.{ts,tsx}",
      "*.config.{ts,js,mjs}",
      "netlify/**",
      "scripts/**",
      "src/node/**",
      "e2e/**",
      "__tests__/**",
    ],
    languageOptions: { globals: globals.node },
  },
  {
    // What the browser runs (and Gatsby renders on the server).
    files: ["src/**/*.{ts,tsx}", "gatsby-browser.tsx", "gatsby-ssr.tsx"],
    ...jsxA11y.flatConfigs.recommended,
    plugins: { ...jsxA11y.flatConfigs.recommended.plugins, "react-hooks": reactHooks },
    languageOptions: { ...jsxA11y.flatConfigs.recommended.languageOptions, globals: globals.browser },
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // A scrollable table sits in a labelled region that takes focus, so a keyboard can scroll it.
      "jsx-a11y/no-noninteractive-tabindex": ["error", { roles: ["tabpanel", "region"] }],
      // The rules of hooks. The plugin's other recommended rules check code for the React
      // Compiler, which the site does not use; they flag the state set after hydration on purpose.
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
    },
  },
  {
    // A focused test (.only, fit, fdescribe) would quietly skip the others in its file.
    files: ["__tests__/**"],
    ...jest.configs["flat/recommended"],
    rules: {
      ...jest.configs["flat/recommended"].rules,
      ...testRules("jest"),
      // Helpers named expect... assert too (expectIssue).
      "jest/expect-expect": ["error", { assertFunctionNames: ["expect", "expect*"] }],
    },
  },
  {
    // Playwright's forbidOnly refuses test.only when the suite runs in CI; this catches it before.
    files: ["e2e/**"],
    ...playwright.configs["flat/recommended"],
    rules: {
      ...playwright.configs["flat/recommended"].rules,
      ...testRules("playwright"),
      // Helpers named expect... assert too (expectNoAxeViolations), and so does hydrated(page).
      "playwright/expect-expect": ["error", { assertFunctionNames: ["hydrated"], assertFunctionPatterns: ["^expect"] }],
      // Blank lines are the formatter's business.
      "playwright/consistent-spacing-between-blocks": "off",
      // A test waits for the state it needs. The few that check that nothing happens (no request,
      // no shift, no mail) wait a stated time or for an idle network, each with its reason beside it.
      "playwright/no-wait-for-timeout": "error",
      "playwright/no-networkidle": "error",
    },
  },
  {
    // CommonJS config files that Node or Jest load as they are.
    files: ["*.config.js"],
    languageOptions: { sourceType: "commonjs" },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
);
