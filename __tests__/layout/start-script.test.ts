import { languageStorageKey, startScript } from "../../src/components/layout/start-script";

/** Runs the inline <head> script against a fake document, location and localStorage. */
function run(pathname: string, stored: string | null, search = "", hash = "") {
  const classes: string[] = [];
  const replaced: string[] = [];
  const document = {
    documentElement: { classList: { add: (c: string) => classes.push(c) }, style: { visibility: "" } },
    addEventListener: () => undefined,
  };
  const location = { pathname, search, hash, replace: (url: string) => replaced.push(url) };
  const localStorage = { getItem: (key: string) => (key === languageStorageKey ? stored : null) };
  new Function("document", "location", "localStorage", startScript)(document, location, localStorage);
  return { classes, replaced, hidden: document.documentElement.style.visibility === "hidden" };
}

describe("start script", () => {
  it("marks <html> as scripted", () => {
    expect(run("/", null).classes).toEqual(["js"]);
  });

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

  it.each(["/en/", "/ja/kontak/", "/zh/services/ekspedisi-laut/"])("never overrides an explicit prefix (%s)", (path) => {
    expect(run(path, "en").replaced).toEqual([]);
  });

  it.each([null, "", "id", "fr", "EN", "en/..", "//evil.example", "<script>"])("does nothing for the stored value %p", (stored) => {
    const result = run("/tentang/", stored);
    expect(result.replaced).toEqual([]);
    expect(result.hidden).toBe(false);
  });

  it("once the HTML is parsed, shows the pending sections that start within the first screen plus 100 px", () => {
    const listeners: Record<string, () => void> = {};
    const section = (top: number) => ({ top, state: "pending", style: { transition: "" }, getBoundingClientRect: () => ({ top }), setAttribute(_: string, v: string) { this.state = v; } });
    const sections = [section(0), section(850), section(950), section(2000)];
    const document = {
      documentElement: { classList: { add: () => undefined }, style: {}, clientHeight: 800 },
      addEventListener: (type: string, listener: () => void) => (listeners[type] = listener),
      querySelectorAll: (selector: string) => (selector === '[data-reveal="pending"]' ? sections : []),
    };
    new Function("document", "location", "localStorage", startScript)(document, { pathname: "/" }, { getItem: () => null });
    expect(sections.map((s) => s.state)).toEqual(["pending", "pending", "pending", "pending"]);
    listeners.DOMContentLoaded();
    expect(sections.map((s) => s.state)).toEqual(["shown", "shown", "pending", "pending"]);
    // Already on screen: shown without a fade, which would delay the largest paint.
    expect(sections.map((s) => s.style.transition)).toEqual(["none", "none", "", ""]);
  });

  it("survives storage that throws (blocked cookies)", () => {
    const document = { documentElement: { classList: { add: () => undefined }, style: {} }, addEventListener: () => undefined };
    const localStorage = { getItem: () => { throw new Error("SecurityError"); } };
    expect(() => new Function("document", "location", "localStorage", startScript)(document, { pathname: "/" }, localStorage)).not.toThrow();
  });
});
