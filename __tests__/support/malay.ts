// The fifth language the tests add to a copy of the content (Malay), as content/languages.json
// describes a language.
export const malay = {
  code: "ms",
  label: "MS",
  name: "Bahasa Melayu",
  tag: "ms",
  ogLocale: "ms_MY",
  script: "Latn",
  currenciesAsSymbol: [],
  phoneCountry: "MY",
};
