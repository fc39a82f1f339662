import { execFileSync } from "child_process";
import path from "path";

// The built stylesheet once carried `.\[bench\:function\]{bench:function}`, made from a
// string in scripts/load/: Tailwind scanned the whole project. It scans src/ only now.
describe("the files Tailwind reads for class names", () => {
  const result = JSON.parse(
    execFileSync(process.execPath, [path.resolve(__dirname, "support/scan-stylesheet.mjs")], {
      cwd: path.resolve(__dirname, ".."),
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
    }),
  ) as { files: string[]; css: string };

  it("are the site's source files, not scripts, tests, docs or content", () => {
    expect(result.files.length).toBeGreaterThan(20);
    expect(result.files.filter((f) => !f.startsWith(`src${path.sep}`))).toEqual([]);
    expect(result.files).toEqual(expect.arrayContaining([path.join("src", "components", "views", "service-view.tsx")]));
  });

  it("give no rule for text that is not a class, and every class the pages use", () => {
    expect(result.css).not.toContain("bench\\:function");
    expect(result.css).toContain(".group-open\\:rotate-45");
    expect(result.css).toContain(".min-w-\\[56rem\\]");
  });

  // A :has() whose element is not named (`:where(:has(> x) *)`) is tested on every ancestor,
  // so each element a script adds to the page (the entry scripts, webpack's chunks) restyles the
  // whole page: docs/architecture.md, "Menus' :has() on their own element".
  it("test :has() only on the elements marked for it", () => {
    expect(result.css).toContain("[data-popover-host]:has(");
    expect(result.css.match(/(^|[\s(,>+~*])\s*:has\(/gm) ?? []).toEqual([]);
  });
});
