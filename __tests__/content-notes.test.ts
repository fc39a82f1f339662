import path from "path";
import { readFileSync } from "fs";
import { contentDataFiles, contentDataRule, withoutNotes } from "../src/node/content-notes";

// The webpack builds read content/'s data files without the notes kept for their editors.

const keys = (value: unknown): string[] =>
  typeof value === "object" && value !== null
    ? Object.entries(value).flatMap(([key, inner]) => [key, ...keys(inner)])
    : [];

describe("content data without the editors' notes", () => {
  it("leaves out every key that starts with _, at any depth and in lists, and keeps the rest", () => {
    expect(
      withoutNotes({ _editors: "read me", a: 1, b: { _note: "x", c: [{ _note: "y", d: "e" }, 2] }, f_g: true }),
    ).toEqual({ a: 1, b: { c: [{ d: "e" }, 2] }, f_g: true });
  });

  it("applies to content/'s data files, not to its locale files nor to other JSON", () => {
    const applies = (file: string) => contentDataRule.test(path.resolve(file));
    expect(
      contentDataFiles()
        .map((file) => path.relative(process.cwd(), file))
        .sort(),
    ).toEqual(
      expect.arrayContaining(["content/company.json", "content/import-taxes.json", "content/legal/dates.json"]),
    );
    for (const file of contentDataFiles()) expect(applies(file)).toBe(true);
    expect(applies("content/locales/en/form.json")).toBe(false);
    expect(applies("package.json")).toBe(false);
    expect(applies("node_modules/some-package/content/data.json")).toBe(false);
  });

  it("reads company.json with its facts and without its notes", () => {
    const text = readFileSync("content/company.json", "utf8");
    expect(keys(JSON.parse(text)).filter((key) => key.startsWith("_")).length).toBeGreaterThan(5);
    const read = contentDataRule.parser.parse(text) as Record<string, unknown>;
    expect(keys(read).filter((key) => key.startsWith("_"))).toEqual([]);
    expect(read.phone).toBe(JSON.parse(text).phone);
    expect(keys(read).length).toBe(keys(JSON.parse(text)).filter((key) => !key.startsWith("_")).length);
  });
});
