import { languageOfPath, localizedPath, pagePaths, servicePath } from "../src/shared/routes";
import { defaultLanguage, languageCodes } from "../src/shared/languages";

it("a path's language is the one localizedPath gave it", () => {
  for (const language of languageCodes)
    for (const path of [pagePaths.home, pagePaths.contact, servicePath("ekspedisi-laut")])
      expect([path, languageOfPath(localizedPath(path, language))]).toEqual([path, language]);
});

it("a path with no language's prefix is the default language's", () => {
  expect(languageOfPath("/services/")).toBe(defaultLanguage);
  expect(languageOfPath("/fr/services/")).toBe(defaultLanguage);
  expect(languageOfPath("")).toBe(defaultLanguage);
});
