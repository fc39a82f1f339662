// The i18next options of every instance: the pages' (made by gatsby-plugin-react-i18next from
// gatsby-config.ts, where options must survive JSON, so no functions here) and Head's
// (./head-strings.ts). The post-processors named here are registered by ./extensions.ts.
const companyFactsProcessor = "companyFacts";
const warnMissingKeyProcessor = "warnMissingKey";

export const i18nextOptions = {
  // React escapes what it renders; escaping here too would show &amp; and the like.
  interpolation: { escapeValue: false },
  returnNull: false,
  // Company facts ({rates.sea.lcl}) are filled in after i18next's {{variables}} and plurals.
  postProcess: [companyFactsProcessor, warnMissingKeyProcessor],
  // Lets warnMissingKey see whether the key was found (i18nResolved.res).
  postProcessPassResolved: true,
};
