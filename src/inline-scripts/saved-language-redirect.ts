// Runs in <head> before the first paint, as an inline script (built by src/node/inline-scripts.ts)
// of the pages on unprefixed paths (gatsby-ssr.tsx): a visitor who chose another language earlier
// and opens an unprefixed (default-language) URL is sent to the same page in that language before
// anything is painted. Prefixed URLs are never redirected: visiting /en/... explicitly wins. Nor is
// a page not written in that language (an article: its <html data-languages> lists the languages it
// has), nor a link followed from this site: a page of another language links to an Indonesian one
// only on purpose (an article list's "in Bahasa Indonesia"), and on an Indonesian page the visitor
// is reading Indonesian. Only a stored value that is exactly one of the language codes is used, so
// nothing the visitor controls reaches the URL but a known code; any other stored value, or storage
// that fails, means the default language. The console warnings for those cases come from
// warnAboutSavedLanguage once the app starts: said here, they would cost every page's HTML.

/** The language codes that have a URL prefix (every one but the default). */
declare const __PREFIXED_LANGUAGES__: readonly string[];
/** The localStorage key of the language the visitor chose in the switcher. */
declare const __LANGUAGE_STORAGE_KEY__: string;

try {
  const saved = localStorage.getItem(__LANGUAGE_STORAGE_KEY__);
  const path = location.pathname;
  const written = document.documentElement.getAttribute("data-languages");
  if (
    saved !== null &&
    __PREFIXED_LANGUAGES__.includes(saved) &&
    !__PREFIXED_LANGUAGES__.includes(path.split("/")[1]) &&
    (written === null || written.split(" ").includes(saved)) &&
    document.referrer.indexOf(`${location.origin}/`) !== 0
  ) {
    document.documentElement.style.visibility = "hidden";
    location.replace(`/${saved}${path}${location.search}${location.hash}`);
  }
} catch {
  // Storage that cannot be read (blocked cookies): the page stays in the default language.
}

export {};
