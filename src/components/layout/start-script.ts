import { defaultLanguage, languageCodes } from "../../lib/languages";

/** localStorage key of the language the visitor chose in the switcher. */
export const languageStorageKey = "language";

const prefixed = languageCodes.filter((code) => code !== defaultLanguage);

/**
 * Runs in <head> before the first paint (gatsby-ssr onRenderBody): a visitor who chose another
 * language earlier and opens an unprefixed (default-language) URL is sent to the same page in
 * that language before anything is painted. Prefixed URLs are never redirected: visiting /en/...
 * explicitly wins. Only a stored value that is exactly one of the language codes is used, so
 * nothing the visitor controls reaches the URL but a known code; any other stored value means
 * the default language, with the specification's console warning, as has storage that fails.
 */
export const startScript = `(function(d,l){try{var c=${JSON.stringify(prefixed)},s=localStorage.getItem(${JSON.stringify(languageStorageKey)}),p=l.pathname;if(s!==null&&s!==${JSON.stringify(defaultLanguage)}&&c.indexOf(s)<0)console.warn("Saved language ignored (not one of the site's languages):",s);if(c.indexOf(s)<0||c.indexOf(p.split("/")[1])>=0)return;d.documentElement.style.visibility="hidden";l.replace("/"+s+p+l.search+l.hash)}catch(e){console.warn("The saved language could not be loaded:",e)}})(document,location)`;

/** Remembers the visitor's choice; storage may be unavailable (private mode): the link still works. */
export function saveLanguage(code: string): void {
  try {
    localStorage.setItem(languageStorageKey, code);
  } catch (error) {
    // The choice is then only kept for this page view.
    console.warn("The chosen language could not be saved:", error);
  }
}
