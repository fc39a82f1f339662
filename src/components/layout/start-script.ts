import { defaultLanguage, languageCodes } from "../../shared/languages";

/** localStorage key of the language the visitor chose in the switcher. */
export const languageStorageKey = "language";

const prefixed = languageCodes.filter((code) => code !== defaultLanguage);

/**
 * Runs in <head> before the first paint (gatsby-ssr onRenderBody): a visitor who chose another
 * language earlier and opens an unprefixed (default-language) URL is sent to the same page in
 * that language before anything is painted. Prefixed URLs are never redirected: visiting /en/...
 * explicitly wins. Only a stored value that is exactly one of the language codes is used, so
 * nothing the visitor controls reaches the URL but a known code; any other stored value, or
 * storage that fails, means the default language. The console warnings for those cases come
 * from warnAboutSavedLanguage once the app starts: said here, they would cost every page's HTML.
 */
export const startScript = `(function(d,l){try{var c=${JSON.stringify(prefixed)},s=localStorage.getItem(${JSON.stringify(languageStorageKey)}),p=l.pathname;if(c.indexOf(s)<0||c.indexOf(p.split("/")[1])>=0)return;d.documentElement.style.visibility="hidden";l.replace("/"+s+p+l.search+l.hash)}catch(e){}})(document,location)`;

/** The specification's warnings when the saved language cannot be read or is none of the site's (gatsby-browser onClientEntry). */
export function warnAboutSavedLanguage(storage: Pick<Storage, "getItem"> = localStorage): void {
  try {
    const saved = storage.getItem(languageStorageKey);
    if (saved !== null && !languageCodes.includes(saved)) console.warn("Saved language ignored (not one of the site's languages):", saved);
  } catch (error) {
    console.warn("The saved language could not be loaded:", error);
  }
}

/** Remembers the visitor's choice; storage may be unavailable (private mode): the link still works. */
export function saveLanguage(code: string): void {
  try {
    localStorage.setItem(languageStorageKey, code);
  } catch (error) {
    // The choice is then only kept for this page view.
    console.warn("The chosen language could not be saved:", error);
  }
}
