// What gatsby-plugin-react-i18next's browser code uses of browser-lang (see
// src/node/plugin-imports.ts and docs/architecture.md, "The plugin's browser-lang"): nothing. The
// plugin asks it for the browser's language only to redirect a page without a language prefix,
// which the site turns off (`redirect: false` in gatsby-config.ts; the saved language's redirect
// is an inline script). Should the plugin ask, it gets the page's own language, which it takes
// as "no redirect".
export default function browserLang({ fallback }: { languages: readonly string[]; fallback: string }): string {
  return fallback;
}
