import { defaultLanguage, languageCodes } from "../../lib/languages";

/** localStorage key of the language the visitor chose in the switcher. */
export const languageStorageKey = "language";

const prefixed = languageCodes.filter((code) => code !== defaultLanguage);

/**
 * Runs in <head> before the first paint (gatsby-ssr onRenderBody):
 * 1. marks <html> with class "js", so content is hidden before its reveal only when scripts run;
 *    once the HTML is parsed, the sections already within the first screen (and the 100 px margin
 *    Reveal observes) are shown at once, without a fade and without waiting for the page's
 *    JavaScript: otherwise the page's largest paint waits for hydration (issue 6);
 * 2. a visitor who chose another language earlier and opens an unprefixed (default-language) URL
 *    is sent to the same page in that language before anything is painted. Prefixed URLs are never
 *    redirected: visiting /en/... explicitly wins. Only a stored value that is exactly one of the
 *    language codes is used, so nothing the visitor controls reaches the URL but a known code.
 */
export const startScript = `(function(d,l){d.documentElement.classList.add("js");d.addEventListener("DOMContentLoaded",function(){var h=d.documentElement.clientHeight+100;d.querySelectorAll('[data-reveal="pending"]').forEach(function(e){if(e.getBoundingClientRect().top<h){e.style.transition="none";e.setAttribute("data-reveal","shown")}})});try{var c=${JSON.stringify(prefixed)},s=localStorage.getItem(${JSON.stringify(languageStorageKey)}),p=l.pathname;if(c.indexOf(s)<0||c.indexOf(p.split("/")[1])>=0)return;d.documentElement.style.visibility="hidden";l.replace("/"+s+p+l.search+l.hash)}catch(e){}})(document,location)`;

/** Remembers the visitor's choice; storage may be unavailable (private mode), which is fine. */
export function saveLanguage(code: string): void {
  try {
    localStorage.setItem(languageStorageKey, code);
  } catch {
    // The choice is then only kept for this page view.
  }
}
