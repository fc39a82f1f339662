import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "fs";
import { tmpdir } from "os";
import path from "path";
import { firstScreenClasses, hasCriticalCss, withCriticalCss } from "../src/node/critical-css";
import { chunkMapFile, withScriptsAfterFirstPaint } from "../src/node/scripts-after-first-paint";
import { finishPages } from "../src/node/finish-pages";

// The last touches to the built HTML (src/node/finish-pages.ts). Tailwind's part (the CSS for
// a set of classes) cannot load in Jest; here a stand-in makes "CSS" naming the classes. The
// built site's real first-screen CSS is checked in a browser by e2e/first-paint.spec.ts: the
// first screen styled with the full stylesheet blocked, and the page hydrated as before.

const fullCss = "body{color:red}.bg-brand-50{background:#eef5fc}";
const gatsbyStyle = `<style data-href="/styles.0123456789abcdef0123.css" data-identity="gatsby-global-css">${fullCss}</style>`;
const chunkMap = `window.___chunkMapping="{\\"app\\":[\\"/app-3.js\\"]}";`;
const entryScripts = `<script\n  id="gatsby-chunk-mapping"\n>\n  ${chunkMap}\n</script><script src="/webpack-runtime-1.js" async></script><script src="/framework-2.js" async></script><script src="/app-3.js" async></script>`;

function page(main: string): string {
  return [
    `<!DOCTYPE html><html><head>${gatsbyStyle}</head><body><div id="___gatsby">`,
    `<header data-first-screen="" class="fixed top-0 bg-white"><a class="text-brand-900" href="/">Home</a></header>`,
    `<main>${main}</main><footer class="bg-brand-50 py-14">Footer</footer></div>`,
    `<script id="gatsby-script-loader">window.pagePath="/";</script>${entryScripts}</body></html>`,
  ].join("");
}
/** Stands in for Tailwind: a comment naming the classes it was asked for. */
const cssNaming = async (classes: string[]) => `/* ${classes.join(" ")} */`;

const homePage = page(`<section data-fills-screen="" class="min-h-screen bg-brand-950"><h1 class="text-4xl text-white">Hi</h1></section><section class="bg-brand-50 py-20">Below</section>`);
const otherPage = page(`<section class="bg-brand-950 py-12"><h1 class="text-4xl">About</h1></section>`);

describe("first-screen classes", () => {
  it("are the classes of the section that fills the screen and of the header, not of what is below", () => {
    expect(firstScreenClasses(homePage)).toEqual(["bg-brand-950", "bg-white", "fixed", "min-h-screen", "text-4xl", "text-brand-900", "text-white", "top-0"]);
  });

  it("are unknown on a page without a section that fills the screen", () => {
    expect(firstScreenClasses(otherPage)).toBeUndefined();
  });
});

describe("critical CSS in a page", () => {
  const result = withCriticalCss(homePage, ".x{color:blue}");

  it("replaces the inline stylesheet, keeping the link to the full one Gatsby's runtime looks for", () => {
    expect(result).toContain(`<style data-href="/styles.0123456789abcdef0123.css" data-identity="gatsby-global-css" data-critical="true">.x{color:blue}</style>`);
    expect(result).not.toContain(fullCss);
    expect(hasCriticalCss(result)).toBe(true);
    expect(hasCriticalCss(homePage)).toBe(false);
  });

  it("loads the full stylesheet at the end of the body, after everything it styles", () => {
    expect(result).toMatch(/<link rel="stylesheet" href="\/styles\.0123456789abcdef0123\.css"\/><\/body><\/html>$/);
  });

  it("names what is missing in a page it cannot change", () => {
    expect(() => withCriticalCss("<html><body></body></html>", "")).toThrow("no inline Gatsby stylesheet found");
  });
});

describe("entry scripts after the first paint", () => {
  const result = withScriptsAfterFirstPaint(homePage);
  const mapFile = chunkMapFile(chunkMap);

  it("replace Gatsby's async script tags and chunk map with one inline script that adds them in order", () => {
    expect(result.html).not.toMatch(/<script src=/);
    expect(result.html).not.toContain("___chunkMapping");
    const inline = [...result.html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
    expect(inline).toHaveLength(1);
    expect(inline[0]).toContain(`["/${mapFile.name}","/webpack-runtime-1.js","/framework-2.js","/app-3.js"]`);
    expect(result.html).toContain(`<script id="gatsby-script-loader">window.pagePath="/";</script>`);
  });

  it("give the chunk map a file named by its content", () => {
    expect(result.files).toEqual([{ name: expect.stringMatching(/^chunk-map-[0-9a-f]{20}\.js$/), text: chunkMap }]);
    expect(chunkMapFile(chunkMap.replace("app-3", "app-4")).name).not.toBe(mapFile.name);
  });

  it("leave a page without them as it is", () => {
    expect(withScriptsAfterFirstPaint(result.html)).toEqual({ html: result.html, files: [] });
  });
});

describe("finishing the built pages", () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), "finish-pages-"));
    mkdirSync(path.join(dir, "tentang"));
    mkdirSync(path.join(dir, "_gatsby", "slices"), { recursive: true });
    writeFileSync(path.join(dir, "index.html"), homePage);
    writeFileSync(path.join(dir, "tentang", "index.html"), otherPage);
    writeFileSync(path.join(dir, "_gatsby", "slices", "_gatsby-scripts-1.html"), entryScripts);
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));
  const read = (file: string) => readFileSync(path.join(dir, file), "utf8");

  it("cuts the CSS of pages with a full-screen section, starts every page's scripts after the first paint, and leaves fragments alone", async () => {
    expect(await finishPages(dir, cssNaming)).toEqual(["index.html"]);
    expect(hasCriticalCss(read("index.html"))).toBe(true);
    expect(read("index.html")).toContain("/* bg-brand-950 bg-white fixed min-h-screen text-4xl text-brand-900 text-white top-0 */");
    expect(read("tentang/index.html")).toContain(gatsbyStyle);
    for (const file of ["index.html", "tentang/index.html"]) expect(read(file)).not.toContain(`async></script>`);
    expect(read(chunkMapFile(chunkMap).name)).toBe(chunkMap);
    expect(read("_gatsby/slices/_gatsby-scripts-1.html")).toBe(entryScripts);
  });

  it("leaves pages an earlier build finished as they are", async () => {
    await finishPages(dir, cssNaming);
    const once = [read("index.html"), read("tentang/index.html")];
    expect(await finishPages(dir, cssNaming)).toEqual([]);
    expect([read("index.html"), read("tentang/index.html")]).toEqual(once);
  });
});
