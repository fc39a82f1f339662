import i18next, { type PostProcessorModule, type TOptions } from "i18next";
import { setI18n } from "react-i18next";
import { interpolateFacts } from "../shared/facts";

// What this site adds to i18next, through i18next's own extension points. Imported by
// wrapPageElement (src/components/layout/wrap-page.tsx), so it runs in the browser and in
// server rendering before any page renders, and by Head's strings (./head-strings.ts).
// Post-processors are registered in i18next's shared registry, so the instances that
// gatsby-plugin-react-i18next creates for each page use them when i18next-options.ts names them.

interface Resolved {
  i18nResolved?: { res?: unknown };
}

/** Company facts written once in content/company.json ({claims.ports}), formatted for the text's language. */
const companyFacts: PostProcessorModule = {
  type: "postProcessor",
  name: "companyFacts",
  process: (value: string, _key: string | string[], options: TOptions, translator: { language?: string }) =>
    interpolateFacts(value, (options.lng as string | undefined) ?? translator.language ?? ""),
};

/**
 * The specification's console warning when a lookup fails: in development (and tests) only;
 * the page then shows the key, and npm run check:content names the file and key.
 */
const warnMissingKey: PostProcessorModule = {
  type: "postProcessor",
  name: "warnMissingKey",
  process: (value: string, key: string | string[], options: TOptions & Resolved, translator: { language?: string }) => {
    if (process.env.NODE_ENV !== "production" && options.i18nResolved && options.i18nResolved.res === undefined) {
      const ns = options.ns ? ` in namespace ${String(options.ns)}` : "";
      console.warn(
        `Translation missing: "${String(key)}"${ns} (${String(options.lng ?? translator.language)}); showing the key`,
      );
    }
    return value;
  },
};

i18next.use(companyFacts).use(warnMissingKey);

/**
 * react-i18next falls back to a global instance when a component is rendered outside the
 * page's I18nextProvider, and then only warns and shows keys. The specification asks for an
 * error: this global instance throws one naming the cause on first use.
 */
const outsideProvider = new Proxy(
  {},
  {
    get(_target, property) {
      throw new Error(
        `Translations used outside their provider (reading i18n.${String(property)}): useTranslation, Trans and useI18next work only in components rendered inside a page, ` +
          "which gatsby-plugin-react-i18next wraps in its I18nextProvider; Head reads its strings from the page query (src/i18n/head-strings.ts).",
      );
    },
  },
);
setI18n(outsideProvider as typeof i18next);
