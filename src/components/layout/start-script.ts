import { languageCodes } from "../../shared/languages";

/** localStorage key of the language the visitor chose in the switcher (read before the first paint by src/inline-scripts/saved-language-redirect.ts). */
export const languageStorageKey = "language";

/** The specification's warnings when the saved language cannot be read or is none of the site's (gatsby-browser onClientEntry). */
export function warnAboutSavedLanguage(storage: Pick<Storage, "getItem"> = localStorage): void {
  try {
    const saved = storage.getItem(languageStorageKey);
    if (saved !== null && !languageCodes.includes(saved))
      console.warn("Saved language ignored (not one of the site's languages):", saved);
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
