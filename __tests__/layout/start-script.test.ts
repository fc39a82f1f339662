import { languageStorageKey, warnAboutSavedLanguage } from "../../src/components/layout/start-script";
import { savedLanguageRedirect } from "../../src/node/inline-scripts";

const startScript = savedLanguageRedirect();

const origin = "https://www.lintasbatam.example";

interface Arrival {
  /** The page's <html data-languages>: the languages it is written in, when not every one. */
  written?: string;
  /** The page the visitor came from (document.referrer). */
  referrer?: string;
}

/** Runs the inline <head> script against a fake document, location and localStorage. */
function run(
  pathname: string,
  stored: string | null,
  search = "",
  hash = "",
  { written, referrer = "" }: Arrival = {},
) {
  const replaced: string[] = [];
  const document = {
    referrer,
    documentElement: {
      style: { visibility: "" },
      getAttribute: (name: string) => (name === "data-languages" ? (written ?? null) : null),
    },
  };
  const location = { origin, pathname, search, hash, replace: (url: string) => replaced.push(url) };
  const localStorage = { getItem: (key: string) => (key === languageStorageKey ? stored : null) };
  new Function("document", "location", "localStorage", startScript)(document, location, localStorage);
  return { replaced, hidden: document.documentElement.style.visibility === "hidden" };
}

describe("start script", () => {
  it.each([
    ["/", "en", "/en/"],
    ["/tentang/", "zh", "/zh/tentang/"],
    ["/services/bea-cukai/", "ja", "/ja/services/bea-cukai/"],
  ])("sends %s with a stored %s to %s, hiding the page first", (path, stored, target) => {
    const result = run(path, stored);
    expect(result.replaced).toEqual([target]);
    expect(result.hidden).toBe(true);
  });

  it("keeps the query and the hash", () => {
    expect(run("/kontak/", "en", "?a=1", "#form").replaced).toEqual(["/en/kontak/?a=1#form"]);
  });

  it.each(["/en/", "/ja/kontak/", "/zh/services/ekspedisi-laut/"])(
    "never overrides an explicit prefix (%s)",
    (path) => {
      expect(run(path, "en").replaced).toEqual([]);
    },
  );

  it.each([null, "", "id", "fr", "EN", "en/..", "//evil.example", "<script>"])(
    "does nothing for the stored value %p",
    (stored) => {
      const result = run("/tentang/", stored);
      expect(result.replaced).toEqual([]);
      expect(result.hidden).toBe(false);
    },
  );

  it("sends a visitor only to a language the page is written in (an article in Indonesian and English)", () => {
    const article = "/artikel/impor-ftz-batam/";
    expect(run(article, "ja", "", "", { written: "id en" }).replaced).toEqual([]);
    expect(run(article, "ja", "", "", { written: "id en" }).hidden).toBe(false);
    expect(run(article, "en", "", "", { written: "id en" }).replaced).toEqual([`/en${article}`]);
  });

  it("follows a link from this site as it is (an article list's link to the Indonesian articles), not one from elsewhere", () => {
    expect(run("/artikel/", "zh", "", "", { referrer: `${origin}/zh/artikel/` }).replaced).toEqual([]);
    expect(run("/artikel/", "zh", "", "", { referrer: "https://www.google.com/" }).replaced).toEqual(["/zh/artikel/"]);
    // A site whose name only begins like this one's is elsewhere.
    expect(run("/artikel/", "zh", "", "", { referrer: `${origin}.evil.example/` }).replaced).toEqual(["/zh/artikel/"]);
  });

  it("survives storage that throws (blocked cookies)", () => {
    const document = { documentElement: { style: {} } };
    const localStorage = {
      getItem: () => {
        throw new Error("SecurityError");
      },
    };
    expect(() =>
      new Function("document", "location", "localStorage", startScript)(document, { pathname: "/" }, localStorage),
    ).not.toThrow();
  });
});

describe("warnings about the saved language (when the app starts)", () => {
  const storage = (stored: string | null) => ({
    getItem: (key: string) => (key === languageStorageKey ? stored : null),
  });
  let warn: jest.SpyInstance;
  beforeEach(() => (warn = jest.spyOn(console, "warn").mockImplementation(() => undefined)));
  afterEach(() => warn.mockRestore());

  it("warns when storage cannot be read (blocked cookies)", () => {
    warnAboutSavedLanguage({
      getItem: () => {
        throw new Error("SecurityError");
      },
    });
    expect(warn).toHaveBeenCalledWith("The saved language could not be loaded:", expect.any(Error));
  });

  it.each([["fr"], ["EN"], ["<script>"]])(
    "warns that the stored value %p is ignored (the start script stays in Indonesian)",
    (stored) => {
      warnAboutSavedLanguage(storage(stored));
      expect(warn).toHaveBeenCalledWith("Saved language ignored (not one of the site's languages):", stored);
      expect(run("/", stored).replaced).toEqual([]);
    },
  );

  it.each([[null], ["id"], ["en"], ["ja"]])(
    "gives no warning for %p (nothing saved, or one of the languages)",
    (stored) => {
      warnAboutSavedLanguage(storage(stored));
      expect(warn).not.toHaveBeenCalled();
    },
  );
});
