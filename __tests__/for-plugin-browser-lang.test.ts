import { readFileSync } from "fs";
import browserLang from "../src/i18n/for-plugin/browser-lang";

// gatsby-plugin-react-i18next gets a browser-lang that names no language of the browser
// (src/i18n/for-plugin/browser-lang.ts). That is only right while the plugin asks it for the
// redirect alone, and the site turns the redirect off.
describe("the browser-lang given to gatsby-plugin-react-i18next", () => {
  const plugin = readFileSync(require.resolve("gatsby-plugin-react-i18next/dist/plugin/wrapPageElement.js"), "utf8");

  it("is asked for the browser's language only when the plugin redirects a page without a prefix", () => {
    expect(plugin.match(/_browserLang\b/g)).toHaveLength(2);
    expect(plugin).toMatch(
      /var isRedirect = redirect && !routed;\s*if \(isRedirect\) \{[^}]*if \(typeof window !== 'undefined'\) \{\s*var detected = window\.localStorage\.getItem\(_types\.LANGUAGE_KEY\) \|\| \(0, _browserLang\.default\)/,
    );
  });

  it("is never asked: the site turns the plugin's redirect off", () => {
    const config = readFileSync("gatsby-config.ts", "utf8");
    const options = config.slice(config.indexOf('resolve: "gatsby-plugin-react-i18next"'));
    expect(options).toMatch(/^\s*redirect: false,$/m);
  });

  it("would give the page's own language, which the plugin takes as no redirect", () => {
    expect(browserLang({ languages: ["id", "en", "ja", "zh"], fallback: "id" })).toBe("id");
  });
});
