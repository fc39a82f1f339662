import { fillVariables, localeString, lookupString, parseLocales, translate, type LocaleEdge } from "../src/lib/locale-strings";

const edges: LocaleEdge[] = [
  { node: { ns: "common", language: "en", data: { nav: { home: "Home" }, footer: { copyright: "© {{year}} {company}" }, list: ["a", "b"] } } },
  { node: { ns: "home", language: "en", data: { hero: { title: "Since {foundedYear}, {{ count }} ports" } } } },
];
const strings = parseLocales(edges);

describe("a page's strings", () => {
  it("reads dotted keys per namespace, array items included", () => {
    expect(lookupString(strings, "common", "nav.home")).toBe("Home");
    expect(lookupString(strings, "common", "list.1")).toBe("b");
    expect(lookupString(strings, "home", "nav.home")).toBeUndefined();
    expect(lookupString(strings, "common", "nav")).toBeUndefined();
    expect(lookupString(strings, "missing", "nav.home")).toBeUndefined();
  });

  it("fills {{variables}}, spaces allowed, and leaves a missing one empty", () => {
    expect(fillVariables("{{a}}-{{ b }}-{{c}}", { a: 1, b: "two" })).toBe("1-two-");
  });

  it("fills variables and company facts for the page's language", () => {
    expect(translate(strings, "en", "home", "hero.title", { count: 12 })).toBe("Since 2015, 12 ports");
    expect(translate(strings, "en", "common", "footer.copyright", { year: 2026 })).toBe("© 2026 {company}");
  });

  it("shows a missing key as the key instead of breaking the page", () => {
    expect(translate(strings, "en", "common", "nav.nowhere")).toBe("nav.nowhere");
  });

  it("stops Head's metadata on a missing key, naming language, namespace and key", () => {
    expect(localeString(edges, "common", "nav.home", "en")).toBe("Home");
    expect(() => localeString(edges, "home", "meta.title", "en")).toThrow("Missing locale string en/home.json: meta.title");
  });
});
