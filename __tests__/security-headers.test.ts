import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "fs";
import { tmpdir } from "os";
import path from "path";
import { contentSecurityPolicy, hashSource, inlineHandlers, inlineScripts, mapFrameOrigin } from "../src/node/csp";
import { commonHeaders, immutable, revalidate, urlPathOf, writeSecurityHeaders } from "../src/node/security-headers";

// The CSP and _headers written after the build (the browser proof is e2e/security.spec.ts).

describe("inline scripts", () => {
  const html = [
    `<script>window.pagePath="/";</script>`,
    `<script type="module">const a=1;</script>`,
    `<script type="text/javascript" id="x">b()</script>`,
    `<script src="/app-0123456789.js" async></script>`,
    `<script async src='/x.js'></script>`,
    `<script type="application/ld+json" data-gatsby-head="true">{"@type":"LocalBusiness"}</script>`,
    `<script type="application/json">{}</script>`,
    `<SCRIPT\n  id="gatsby-chunk-mapping"\n>\n  window.___chunkMapping="{}";\n</SCRIPT>`,
  ].join("\n");

  it("are those the browser executes, with their exact text; data blocks and external scripts are left out", () => {
    expect(inlineScripts(html)).toEqual([
      `window.pagePath="/";`,
      "const a=1;",
      "b()",
      `\n  window.___chunkMapping="{}";\n`,
    ]);
  });

  it("hash like the CSP specification (MDN's example)", () => {
    expect(hashSource("alert('Hello, world.');")).toBe("'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='");
  });

  it("event-handler attributes and javascript: URLs are found; text and scripts that mention them are not", () => {
    expect(inlineHandlers(`<img src="x.png" onerror="alert(1)"><a href="javascript:void(0)">x</a>`)).toEqual([
      "onerror",
      "javascript: URL",
    ]);
    expect(
      inlineHandlers(
        `<p>Use onclick= in text &lt;b onclick=x&gt;</p><script>el.onclick = f; "<a onclick=x>"</script><button data-online="1">b</button>`,
      ),
    ).toEqual([]);
  });
});

describe("the policy", () => {
  const csp = contentSecurityPolicy(["'sha256-b'", "'sha256-a'", "'sha256-b'"]);
  const directives = Object.fromEntries(csp.split("; ").map((d) => [d.split(" ")[0], d.split(" ").slice(1)]));

  it("allows scripts only from the site and by hash (sorted, once each)", () => {
    expect(directives["script-src"]).toEqual(["'self'", "'sha256-a'", "'sha256-b'"]);
    expect(csp).not.toMatch(/unsafe-eval/);
  });

  it("keeps 'unsafe-inline' only for styles, with no hashes there", () => {
    expect(directives["style-src"]).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp.match(/'unsafe-inline'/g)).toHaveLength(1);
  });

  it("sets every other directive the site needs, and frames only the map's host", () => {
    expect(directives).toMatchObject({
      "default-src": ["'self'"],
      "img-src": ["'self'", "data:"],
      "connect-src": ["'self'"],
      "frame-src": ["https://www.google.com"],
      "object-src": ["'none'"],
      "base-uri": ["'self'"],
      "form-action": ["'self'"],
      "frame-ancestors": ["'none'"],
    });
    expect(mapFrameOrigin).toBe("https://www.google.com");
  });
});

describe("public/_headers", () => {
  let dir: string;
  const page = (scripts: string[]) =>
    `<!doctype html><html><head>${scripts.map((s) => `<script>${s}</script>`).join("")}<script type="application/ld+json">{}</script></head><body></body></html>`;

  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), "headers-"));
    const write = (file: string, text: string) => {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), text);
    };
    write("index.html", page(["shared()", `window.pagePath="/";`]));
    write("en/services/index.html", page(["shared()", `window.pagePath="/en/services/";`]));
    write("404.html", page(["shared()", `window.pagePath="/404.html";`]));
    write("_gatsby/slices/_gatsby-scripts-1.html", page(["fragment()"]));
    write("app-0123456789.js", "");
    write("styles.0123456789.css", "");
    write("app-0123456789.js.map", "");
    write("~partytown/partytown.js", "");
    write("favicon.svg", "");
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("maps files to the paths they are served at", () => {
    expect(urlPathOf("index.html")).toBe("/");
    expect(urlPathOf(path.join("en", "services", "index.html"))).toBe("/en/services/");
    expect(urlPathOf("404.html")).toBe("/404.html");
  });

  it("gives each page its own policy after a fallback that allows every page's scripts", () => {
    const { pages, problems } = writeSecurityHeaders(dir);
    expect(problems).toEqual([]);
    expect(pages.map((p) => p.urlPath)).toEqual(["/404.html", "/en/services/", "/"]);
    const text = readFileSync(path.join(dir, "_headers"), "utf8");
    const rules = text
      .split(/\n\n/)
      .filter((block) => block.startsWith("/"))
      .map((block) => {
        const [rulePath, ...lines] = block.trim().split("\n");
        return {
          path: rulePath,
          headers: Object.fromEntries(
            lines.map((l) => [l.trim().split(": ")[0], l.trim().split(": ").slice(1).join(": ")]),
          ),
        };
      });
    const rule = (p: string) => rules.find((r) => r.path === p)?.headers;

    expect(rules[0].path).toBe("/*");
    expect(rule("/*")).toMatchObject(commonHeaders);
    for (const script of [
      "shared()",
      `window.pagePath="/";`,
      `window.pagePath="/en/services/";`,
      `window.pagePath="/404.html";`,
    ]) {
      expect(rule("/*")!["Content-Security-Policy"]).toContain(hashSource(script));
    }
    expect(rule("/*")!["Content-Security-Policy"]).not.toContain(hashSource("fragment()"));
    expect(rule("/*")!["Content-Security-Policy"]).not.toContain(hashSource("{}"));

    const home = rule("/")!;
    expect(home["Cache-Control"]).toBe(revalidate);
    expect(home["Content-Security-Policy"]).toBe(
      contentSecurityPolicy([hashSource("shared()"), hashSource(`window.pagePath="/";`)]),
    );
    expect(rules.findIndex((r) => r.path === "/")).toBeGreaterThan(0);

    expect(rule("/page-data/*")).toEqual({ "Cache-Control": revalidate });
    expect(rule("/static/*")).toEqual({ "Cache-Control": immutable });
    expect(rule("/app-0123456789.js")).toEqual({ "Cache-Control": immutable });
    expect(rule("/styles.0123456789.css")).toEqual({ "Cache-Control": immutable });
    for (const unhashed of ["/app-0123456789.js.map", "/~partytown/partytown.js", "/favicon.svg"])
      expect(rule(unhashed)).toBeUndefined();
  });

  it("never sets a header in two rules except the CSP fallback, so Netlify cannot merge conflicting values", () => {
    writeSecurityHeaders(dir);
    const text = readFileSync(path.join(dir, "_headers"), "utf8");
    const blocks = text.split(/\n\n/).filter((b) => b.startsWith("/"));
    const names = (p: string) =>
      blocks
        .find((b) => b.startsWith(`${p}\n`))!
        .split("\n")
        .slice(1)
        .map((l) => l.trim().split(":")[0]);
    const global = new Set(names("/*"));
    for (const block of blocks.filter((b) => !b.startsWith("/*\n"))) {
      const overlap = names(block.split("\n")[0]).filter((n) => global.has(n));
      expect(overlap.filter((n) => n !== "Content-Security-Policy")).toEqual([]);
    }
  });

  it("reports pages the CSP would break", () => {
    writeFileSync(path.join(dir, "bad.html"), `<button onclick="go()">x</button>`);
    try {
      expect(writeSecurityHeaders(dir).problems).toEqual(["bad.html: onclick"]);
    } finally {
      rmSync(path.join(dir, "bad.html"));
    }
  });
});
