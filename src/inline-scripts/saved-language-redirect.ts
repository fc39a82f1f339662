// Runs in <head> before the first paint, as an inline script (built by src/node/inline-scripts.ts):
// a visitor who chose another language earlier and opens an unprefixed (default-language) URL is
// sent to the same page in that language before anything is painted. Prefixed URLs are never
// redirected: visiting /en/... explicitly wins. Only a stored value that is exactly one of the
// language codes is used, so nothing the visitor controls reaches the URL but a known code; any
// other stored value, or storage that fails, means the default language. The console warnings
// for those cases come from warnAboutSavedLanguage once the app starts: said here, they would
// cost every page's HTML.

/** The language codes that have a URL prefix (every one but the default). */
declare const __PREFIXED_LANGUAGES__: readonly string[];
/** The localStorage key of the language the visitor chose in the switcher. */
declare const __LANGUAGE_STORAGE_KEY__: string;

try {
  const saved = localStorage.getItem(__LANGUAGE_STORAGE_KEY__);
  const path = location.pathname;
  if (
    saved !== null &&
    __PREFIXED_LANGUAGES__.includes(saved) &&
    !__PREFIXED_LANGUAGES__.includes(path.split("/")[1])
  ) {
    document.documentElement.style.visibility = "hidden";
    location.replace(`/${saved}${path}${location.search}${location.hash}`);
  }
} catch {
  // Storage that cannot be read (blocked cookies): the page stays in the default language.
}

export {};
