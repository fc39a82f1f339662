import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "fs";
import { tmpdir } from "os";
import path from "path";
import React from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { parse } from "node-html-parser";
import type { GatsbySSR } from "gatsby";
import { onPreRenderHTML, replaceRenderer } from "../gatsby-ssr";
import { afterBuild, deleteEarlierScriptMaps } from "../src/node/after-build";
import { chunkMapFileName, pageScriptsAfterBrowserBuild } from "../src/node/browser-entry";
import { checkPages, pageProblems } from "../src/node/check-pages";
import { scriptsAfterFirstPaint } from "../src/node/inline-scripts";
import { redirectTargets } from "../src/node/netlify-redirects";
import { loaderId, scriptList, type PageScripts } from "../src/ssr/page-scripts";
import type { BuildFacts } from "../src/ssr/finish-page";
import { MdxBody } from "../src/components/views/mdx-body";

// @mdx-js/react is an ES module jest does not load; the bodies here use no MDX components.
jest.mock("@mdx-js/react", () => ({ MDXProvider: ({ children }: { children: React.ReactNode }) => children }));

// The pages' last touches, made while Gatsby renders them (gatsby-ssr.tsx, src/ssr/): each
// page goes through the real hooks the way Gatsby's static-entry calls them, with the head and
// post-body components Gatsby hands over, and is then written as Gatsby's html.js would write
// it. Tailwind cannot load in Jest (src/node/tailwind-css.ts); here a stand-in makes "CSS"
// naming the classes it was asked for. The built site's real first-screen CSS and loader are
// checked in a browser by e2e/first-paint.spec.ts.

jest.mock("../src/node/tailwind-css", () => ({
  cssForClasses: async (classes: string[]) => `/* ${classes.join(" ")} */`,
}));

const scripts: PageScripts = {
  chunkMapFile: "/static/chunk-map-0123456789.js",
  entryScripts: ["/webpack-runtime-1.js", "/framework-2.js", "/app-3.js"],
};
const facts: BuildFacts = {
  scriptsLoader: scriptsAfterFirstPaint(scriptList(scripts)),
  stylesheet: { source: "@import 'tailwindcss';", base: "/" },
};
const globals = globalThis as { __BUILD_FACTS__?: BuildFacts | null };

const fullCss = "body{color:red}.bg-brand-50{background:#eef5fc}";
const stylesheetHref = "/styles.0123456789.css";
/** Gatsby's scripts slice, as static-entry puts it among the post-body components. */
function ServerSliceRenderer(_: { sliceId: string }) {
  return null;
}
const h = React.createElement;

/** The head and post-body components Gatsby hands to onPreRenderHTML in a production build. */
const gatsbyParts = () => ({
  head: [
    h("style", {
      key: "css",
      "data-href": stylesheetHref,
      "data-identity": "gatsby-global-css",
      dangerouslySetInnerHTML: { __html: fullCss },
    }),
    h("meta", { key: "generator", name: "generator", content: "Gatsby 5.16.1" }),
  ] as React.ReactNode[],
  postBody: [
    h("script", {
      key: "script-loader",
      id: "gatsby-script-loader",
      dangerouslySetInnerHTML: { __html: `window.pagePath="/";` },
    }),
    h(ServerSliceRenderer, { key: "slice", sliceId: "_gatsby-scripts" }),
  ] as React.ReactNode[],
});

const header = h(
  "header",
  { "data-first-screen": "", className: "fixed top-0 bg-white" },
  h("a", { className: "text-brand-900", href: "/" }, "Home"),
);
const footer = h("footer", { className: "bg-brand-50 py-14" }, "Footer");
const homeBody = h(
  "div",
  null,
  header,
  h(
    "main",
    null,
    h(
      "section",
      { "data-fills-screen": "", className: "min-h-screen bg-brand-950" },
      h("h1", { className: "text-4xl text-white" }, "Hi"),
    ),
    h("section", { className: "bg-brand-50 py-20" }, "Below"),
  ),
  footer,
);
const aboutBody = h(
  "div",
  null,
  header,
  h("main", null, h("section", { className: "bg-brand-950 py-12" }, h("h1", { className: "text-4xl" }, "About"))),
  footer,
);

/** Renders a page through the hooks as Gatsby does and returns the HTML it would write. */
async function renderPage(pathname: string, body: React.ReactElement, parts = gatsbyParts()): Promise<string> {
  let bodyHtml = "";
  let { head, postBody } = parts;
  await replaceRenderer!(
    {
      bodyComponent: body,
      replaceBodyHTMLString: (html: string) => (bodyHtml = html),
      pathname,
    } as unknown as Parameters<NonNullable<GatsbySSR["replaceRenderer"]>>[0],
    { plugins: [] },
  );
  onPreRenderHTML!(
    {
      pathname,
      getHeadComponents: () => head,
      replaceHeadComponents: (components: React.ReactNode[]) => (head = components),
      getPostBodyComponents: () => postBody,
      replacePostBodyComponents: (components: React.ReactNode[]) => (postBody = components),
    } as unknown as Parameters<NonNullable<GatsbySSR["onPreRenderHTML"]>>[0],
    { plugins: [] },
  );
  const document = h(
    "html",
    null,
    h("head", null, ...head),
    h("body", null, h("div", { id: "___gatsby", dangerouslySetInnerHTML: { __html: bodyHtml } }), ...postBody),
  );
  return `<!DOCTYPE html>${renderToStaticMarkup(document)}`;
}

beforeEach(() => (globals.__BUILD_FACTS__ = facts));
afterEach(() => delete globals.__BUILD_FACTS__);

describe("a page rendered through the SSR hooks", () => {
  it("starts its scripts after the first paint: the loader with the page's script list, no <script async> entry tags", async () => {
    const page = parse(await renderPage("/tentang/", aboutBody));
    const loader = page.querySelector(`script#${loaderId}`);
    expect(loader?.textContent).toContain(JSON.stringify(scriptList(scripts)));
    expect(page.querySelectorAll("script[src]")).toEqual([]);
    expect(page.querySelectorAll("script").map((s) => s.id)).toEqual(["gatsby-script-loader", loaderId]);
  });

  it("on a page whose first section fills the screen, inlines only the first screen's CSS and links the full sheet at the end", async () => {
    const page = parse(await renderPage("/", homeBody));
    const style = page.querySelector("style[data-identity=gatsby-global-css]");
    expect(style?.getAttribute("data-critical")).toBe("true");
    expect(style?.getAttribute("data-href")).toBe(stylesheetHref);
    expect(style?.textContent).toBe(
      "/* bg-brand-950 bg-white fixed min-h-screen text-4xl text-brand-900 text-white top-0 */",
    );
    expect(page.querySelector("body > link:last-child")?.getAttribute("href")).toBe(stylesheetHref);
  });

  it("leaves out the classes inside a closed menu panel, not the panel's own", async () => {
    const panel = h(
      "div",
      { "data-closed-at-first": "", className: "fixed bg-white" },
      h("a", { className: "py-3 text-slate-600", href: "/" }, h("span", { className: "uppercase" }, "Home")),
    );
    const withMenu = h(
      "div",
      null,
      h("header", { "data-first-screen": "", className: "top-0" }, panel),
      h("main", null, h("section", { "data-fills-screen": "", className: "min-h-screen" }, "Hi")),
    );
    const style = parse(await renderPage("/", withMenu)).querySelector("style[data-identity=gatsby-global-css]");
    expect(style?.textContent).toBe("/* bg-white fixed min-h-screen top-0 */");
  });

  it("keeps the whole stylesheet inline on other pages", async () => {
    const page = parse(await renderPage("/tentang/", aboutBody));
    expect(page.querySelector("style[data-identity=gatsby-global-css]")?.textContent).toBe(fullCss);
    expect(page.querySelector("link[rel=stylesheet]")).toBeNull();
  });

  it("passes the check made after the build", async () => {
    for (const [pathname, body] of [
      ["/", homeBody],
      ["/tentang/", aboutBody],
    ] as const) {
      expect(pageProblems(await renderPage(pathname, body), scripts, () => true)).toEqual([]);
    }
  });

  it("is refused, named, when Gatsby hands over no scripts slice", async () => {
    const parts = gatsbyParts();
    parts.postBody.pop();
    await expect(renderPage("/en/kontak/", aboutBody, parts)).rejects.toThrow(
      /^\/en\/kontak\/: Gatsby's scripts slice/,
    );
  });

  it("is refused, named, when a page that fills the screen has no inline Gatsby stylesheet", async () => {
    const parts = gatsbyParts();
    parts.head.shift();
    await expect(renderPage("/ja/", homeBody, parts)).rejects.toThrow(/^\/ja\/: Gatsby's inline stylesheet/);
  });

  it("stops the build, naming the MDX file, when a text's body fails to render, and renders one that works", async () => {
    // What MDX makes of {rates.sea.lcl} in a text: code that reads a variable no one defined.
    const broken = () => {
      throw new ReferenceError("rates is not defined");
    };
    const article = (body: React.ComponentType) =>
      h(
        "div",
        null,
        header,
        h("main", null, h(MdxBody, { body, source: "content/articles/lcl-atau-fcl/en.mdx" })),
        footer,
      );
    await expect(renderPage("/en/artikel/lcl-atau-fcl/", article(broken))).rejects.toThrow(
      /^\/en\/artikel\/lcl-atau-fcl\/: the text of content\/articles\/lcl-atau-fcl\/en\.mdx could not be rendered.*<Fact name="\.\.\." \/>/,
    );
    const page = await renderPage(
      "/en/artikel/lcl-atau-fcl/",
      article(() => h("p", null, "The text")),
    );
    expect(page).toContain("<p>The text</p>");
    expect(page).not.toContain("data-mdx-body-failed");
  });

  it("is left to Gatsby under gatsby develop", async () => {
    globals.__BUILD_FACTS__ = null;
    const page = await renderPage("/", homeBody);
    expect(page).toContain(fullCss);
    expect(parse(page).querySelector(`script#${loaderId}`)).toBeNull();
  });
});

describe("the check after the build", () => {
  let dir: string;
  let built: PageScripts;
  beforeEach(async () => {
    dir = mkdtempSync(path.join(tmpdir(), "check-pages-"));
    mkdirSync(path.join(dir, "tentang"));
    // A build: the browser bundle's files, its scripts recorded for the renderer, the pages it rendered.
    for (const url of scripts.entryScripts) writeFileSync(path.join(dir, url), "");
    writeFileSync(path.join(dir, "chunk-map.json"), "{}");
    built = pageScriptsAfterBrowserBuild(dir, {
      compilationHash: "abc",
      entryFiles: scripts.entryScripts.map((url) => url.slice(1)),
    });
    globals.__BUILD_FACTS__ = { ...facts, scriptsLoader: scriptsAfterFirstPaint(scriptList(built)) };
    writeFileSync(path.join(dir, "sitemap-index.xml"), "<sitemapindex/>");
    writeFileSync(path.join(dir, "index.html"), await renderPage("/", homeBody));
    writeFileSync(path.join(dir, "tentang", "index.html"), await renderPage("/tentang/", aboutBody));
    // What _redirects points to: each language's 404 page and the 404 page's data.
    for (const target of redirectTargets()) {
      mkdirSync(path.join(dir, path.dirname(target)), { recursive: true });
      writeFileSync(
        path.join(dir, target),
        target.endsWith(".html") ? await renderPage(`/${path.dirname(target)}/`, aboutBody) : "{}",
      );
    }
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));
  const rewrite = (file: string, change: (html: string) => string) =>
    writeFileSync(path.join(dir, file), change(readFileSync(path.join(dir, file), "utf8")));
  const reporter = () => ({ panicOnBuild: jest.fn(), info: jest.fn() });

  it("finds nothing wrong in pages the hooks rendered, and the build goes on to write _headers", () => {
    expect(checkPages(dir, built)).toEqual([]);
    const report = reporter();
    afterBuild(dir, report);
    expect(report.panicOnBuild).not.toHaveBeenCalled();
    expect(existsSync(path.join(dir, "_headers"))).toBe(true);
  });

  it("names each page that lacks its loader, starts a script early, or lost its first-screen CSS", () => {
    rewrite(
      path.join("tentang", "index.html"),
      (html) => html.replace(`id="${loaderId}"`, "") + `<script src="/app-3.js" async></script>`,
    );
    rewrite("index.html", (html) => html.replace(` data-critical="true"`, ""));
    expect(checkPages(dir, built)).toEqual([
      "index.html: a section fills the screen but the whole stylesheet is inline, not the first screen's",
      `tentang/index.html: no script#${loaderId} (the loader that starts the scripts after the first paint)`,
      `tentang/index.html: <script src="/app-3.js"> starts before the first paint`,
    ]);
  });

  it("names a script file the pages load that is not in the build", () => {
    rmSync(path.join(dir, built.chunkMapFile));
    expect(checkPages(dir, built)).toContain(`index.html: ${built.chunkMapFile} is loaded but not in the build`);
  });

  it("fails the build with the page named, before writing _headers", () => {
    rewrite("index.html", (html) => html.replace(new RegExp(`<script id="${loaderId}">[\\s\\S]*?</script>`), ""));
    const report = reporter();
    afterBuild(dir, report);
    expect(report.panicOnBuild).toHaveBeenCalledTimes(1);
    expect(report.panicOnBuild.mock.calls[0][0]).toMatch(/\nindex\.html: no script#scripts-after-first-paint/);
    expect(existsSync(path.join(dir, "_headers"))).toBe(false);
  });

  it("fails the build, naming each file, when a source map is in public/, before writing _headers", () => {
    writeFileSync(path.join(dir, "app-3.js.map"), "{}");
    mkdirSync(path.join(dir, "static"), { recursive: true });
    writeFileSync(path.join(dir, "static", "styles.css.map"), "{}");
    const report = reporter();
    afterBuild(dir, report);
    expect(report.panicOnBuild).toHaveBeenCalledTimes(1);
    const message = report.panicOnBuild.mock.calls[0][0];
    expect(message).toMatch(/^public\/ holds 2 source maps/);
    expect(message).toContain("\napp-3.js.map");
    expect(message).toContain(`\n${path.join("static", "styles.css.map")}`);
    expect(existsSync(path.join(dir, "_headers"))).toBe(false);
  });

  it("before a build, deletes only the scripts' maps earlier builds left in public/ itself, so the check after it names any other", () => {
    // Named with today's ten-digit content hash and with the twenty digits of earlier builds.
    writeFileSync(path.join(dir, "app-0123456789abcdef0123.js.map"), "{}");
    writeFileSync(path.join(dir, "app-0123456789abcdef0123.js"), "");
    writeFileSync(path.join(dir, "app-0123456789.js.map"), "{}");
    mkdirSync(path.join(dir, "static"), { recursive: true });
    writeFileSync(path.join(dir, "static", "styles.css.map"), "{}");
    expect(deleteEarlierScriptMaps(dir)).toBe(2);
    expect(existsSync(path.join(dir, "app-0123456789abcdef0123.js.map"))).toBe(false);
    expect(existsSync(path.join(dir, "app-0123456789.js.map"))).toBe(false);
    expect(existsSync(path.join(dir, "app-0123456789abcdef0123.js"))).toBe(true);
    const report = reporter();
    afterBuild(dir, report);
    expect(report.panicOnBuild).toHaveBeenCalledTimes(1);
    expect(report.panicOnBuild.mock.calls[0][0]).toMatch(
      /^public\/ holds 1 source maps[^]*\nstatic[/\\]styles\.css\.map$/,
    );
  });

  it("fails the build when the sitemap it runs after is missing", () => {
    rmSync(path.join(dir, "sitemap-index.xml"));
    const report = reporter();
    afterBuild(dir, report);
    expect(report.panicOnBuild).toHaveBeenCalledWith(expect.stringContaining("sitemap-index.xml is missing"));
  });
});

describe("the browser build's scripts", () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(path.join(tmpdir(), "browser-entry-"))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));
  const build = {
    compilationHash: "bddc61a343ce28ad29c5",
    entryFiles: ["webpack-runtime-1.js", "framework-2.js", "app-3.js"],
  };

  it("are the entry bundles in order after a content-hashed file with Gatsby's chunk map and compilation hash", () => {
    writeFileSync(path.join(dir, "chunk-map.json"), `{"app":["/app-3.js"]}`);
    const result = pageScriptsAfterBrowserBuild(dir, build);
    expect(result.entryScripts).toEqual(["/webpack-runtime-1.js", "/framework-2.js", "/app-3.js"]);
    const text = readFileSync(path.join(dir, result.chunkMapFile), "utf8");
    expect(text).toBe(
      `window.___chunkMapping="{\\"app\\":[\\"/app-3.js\\"]}";window.___webpackCompilationHash="bddc61a343ce28ad29c5";`,
    );
    expect(result.chunkMapFile).toBe(`/static/${chunkMapFileName(text)}`);
    expect(chunkMapFileName(text.replace("app-3", "app-4"))).not.toBe(chunkMapFileName(text));
  });

  it("refuse to go on without Gatsby's chunk map or the build's stats", () => {
    expect(() => pageScriptsAfterBrowserBuild(dir, build)).toThrow(/chunk map .*chunk-map\.json is missing/);
    expect(() => pageScriptsAfterBrowserBuild(dir, undefined)).toThrow(/stats were not recorded/);
  });
});
