import path from "path";

/**
 * One copy of i18next in every bundle. gatsby-plugin-react-i18next require()s i18next while
 * our code imports it, and i18next's package exports a CommonJS file to require and an ES
 * module to import: webpack bundled both (about 15 KB gzip twice), and the post-processors
 * registered on one copy (src/i18n/extensions.ts) were unknown to the page instances the
 * plugin makes with the other, so company facts showed as {rates.sea.lcl} in the browser.
 */
export const singleI18nextAlias = {
  i18next$: path.resolve("node_modules/i18next/dist/esm/i18next.js"),
};
