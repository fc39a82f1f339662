import { spawnSync } from "child_process";
import { mkdtempSync, rmSync, writeFileSync } from "fs";
import { tmpdir } from "os";
import path from "path";
import sharp from "sharp";
import { drawArticlePreview } from "../src/node/article-preview";

// An article's share image must show its title on a build machine without Chinese or Japanese
// fonts (Netlify's). This machine has them, so the checks look at what reaches librsvg, and draw
// once in a process that sees no font at all.

// Keeps every SVG the drawing hands to sharp, to see whether any text is left for librsvg to set.
const mockSvgsDrawn: string[] = [];
jest.mock("sharp", () => {
  const actual: typeof import("sharp") = jest.requireActual("sharp");
  const recording = (...args: Parameters<typeof actual>) => {
    const [input] = args;
    if (Buffer.isBuffer(input) && input.subarray(0, 4).toString() === "<svg") mockSvgsDrawn.push(input.toString());
    return actual(...args);
  };
  return Object.assign(recording, actual);
});

const root = path.resolve(__dirname, "..");
const siteName = "Lintas Batam";
const zh = (title: string) => ({ title, language: "zh", label: "指南", siteName });

interface Picture {
  data: Buffer;
  width: number;
}

async function pictureOf(png: Buffer): Promise<Picture> {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width };
}

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

// Below the logo and brand name: the accent bar, the label (accent yellow) and the title (white).
const titleArea: Box = { left: 0, top: 160, right: 1200, bottom: 630 };

// The type is white on the brand blues (#0b2a4d to #1f5a9c) and the label accent yellow
// (#f7b538): only the title's glyphs have all three channels light.
const isTitleInk = (p: Picture, i: number) => Math.min(p.data[i], p.data[i + 1], p.data[i + 2]) > 170;

function countIn(p: Picture, box: Box, counts: (i: number) => boolean): number {
  let n = 0;
  for (let y = box.top; y < box.bottom; y++) {
    for (let x = box.left; x < box.right; x++) if (counts((y * p.width + x) * 3)) n++;
  }
  return n;
}

const inkIn = (p: Picture, box: Box) => countIn(p, box, (i) => isTitleInk(p, i));

const differingIn = (a: Picture, b: Picture, box: Box) =>
  countIn(a, box, (i) => [0, 1, 2].some((c) => Math.abs(a.data[i + c] - b.data[i + c]) > 64));

describe("an article's preview image", () => {
  let chinese: Buffer;
  beforeAll(async () => {
    chinese = await drawArticlePreview(zh("巴淡岛自由贸易区进口指南"));
  });

  it("is a 1200x630 PNG", async () => {
    const meta = await sharp(chinese).metadata();
    expect(meta.format).toBe("png");
    expect([meta.width, meta.height]).toEqual([1200, 630]);
  });

  it("draws a Chinese title in visible type", async () => {
    // Twelve bold characters at 72 px light some 25,000 pixels; tofu boxes 6,000, a blank title none.
    expect(inkIn(await pictureOf(chinese), titleArea)).toBeGreaterThan(15000);
  });

  it("draws each Chinese character in its own glyph, not a box or a blank shared by all", async () => {
    const other = await pictureOf(await drawArticlePreview(zh("新加坡海运拼箱清关全程服务")));
    // Some 28,000 pixels differ; tofu boxes for both titles differ in a few hundred.
    expect(differingIn(await pictureOf(chinese), other, titleArea)).toBeGreaterThan(10000);
  });

  it("draws Latin letters and digits inside a Chinese title", async () => {
    const a = await pictureOf(await drawArticlePreview(zh("巴淡岛 FTZ 2025 指南")));
    const b = await pictureOf(await drawArticlePreview(zh("巴淡岛 HKG 1998 指南")));
    expect(differingIn(a, b, titleArea)).toBeGreaterThan(5000);
  });

  it("draws a Japanese and a Latin title", async () => {
    const ja = await pictureOf(
      await drawArticlePreview({ title: "バタム自由貿易区への輸入ガイド", language: "ja", label: "ガイド", siteName }),
    );
    const jaOther = await pictureOf(
      await drawArticlePreview({ title: "シンガポール発の海上輸送と通関", language: "ja", label: "ガイド", siteName }),
    );
    const id = await pictureOf(
      await drawArticlePreview({ title: "Panduan impor ke Batam", language: "id", label: "Panduan", siteName }),
    );
    expect(inkIn(ja, titleArea)).toBeGreaterThan(15000);
    expect(differingIn(ja, jaOther, titleArea)).toBeGreaterThan(10000);
    expect(inkIn(id, titleArea)).toBeGreaterThan(8000);
  });

  it("wraps and shortens a long title inside the margins instead of running off the image", async () => {
    const longTitles = [
      zh(
        "巴淡岛自由贸易区进口指南：从申报到放行的每一步，以及保税仓库、关税豁免和常见问题的完整说明与实例分析，再加上一些很长很长的补充内容",
      ),
      {
        title:
          "Importing into the Batam free trade zone: customs clearance, bonded warehouses, duty exemptions, every document you need and what happens at the port when the ship is late",
        language: "en",
        label: "Guide",
        siteName,
      },
    ];
    for (const options of longTitles) {
      const p = await pictureOf(await drawArticlePreview(options));
      expect(inkIn(p, titleArea)).toBeGreaterThan(20000);
      // The frame's margins: 80 px at the sides, 72 at the bottom (the last line's box ends there).
      expect(inkIn(p, { ...titleArea, left: 1125 })).toBe(0);
      expect(inkIn(p, { ...titleArea, right: 75 })).toBe(0);
      expect(inkIn(p, { ...titleArea, top: 570 })).toBe(0);
    }
  });

  it("hands sharp only paths: no <text> is left for the machine's fonts", async () => {
    mockSvgsDrawn.length = 0;
    await drawArticlePreview(zh("巴淡岛自由贸易区进口指南"));
    expect(mockSvgsDrawn).toHaveLength(1);
    const [svg] = mockSvgsDrawn;
    expect(svg.match(/<text\b[^>]*>|font-family="[^"]*"/g)).toBeNull();
    // Satori draws each run of text (brand, label, title) as one path of its glyphs' outlines.
    expect(svg.match(/<path\b/g)?.length).toBeGreaterThanOrEqual(3);
  });

  it("comes out the same in a process that can see no font at all", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "article-preview-"));
    try {
      // Fontconfig with no font folders: librsvg, inside sharp, finds no font to set text in. Its
      // cache is in this test's own folder, not one shared with other processes.
      const config = path.join(dir, "fonts.conf");
      writeFileSync(
        config,
        `<?xml version="1.0"?>\n<fontconfig><cachedir>${path.join(dir, "cache")}</cachedir></fontconfig>\n`,
      );
      const script = `
        const sharp = require("sharp");
        const { drawArticlePreview } = require("./src/node/article-preview.ts");
        const text = '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="100"><text x="10" y="70" font-size="60">Batam 巴淡</text></svg>';
        Promise.all([
          drawArticlePreview(${JSON.stringify(zh("巴淡岛自由贸易区进口指南"))}),
          sharp(Buffer.from(text)).raw().toBuffer(),
        ]).then(([png, textPixels]) => {
          process.stdout.write(JSON.stringify({ png: png.toString("base64"), textInk: textPixels.some((v) => v > 0) }));
        });`;
      // On a busy CI machine the fontless setup has, rarely, still drawn an SVG <text> (cause not
      // found), so the child runs up to three times: the picture must match in every run, and at
      // least one run must have been fontless for the test to have tried what it names.
      const fontlessRuns: boolean[] = [];
      const errors: string[] = [];
      for (let run = 0; run < 3 && !fontlessRuns.includes(true); run++) {
        const child = spawnSync(process.execPath, ["--import", "tsx", "-e", script], {
          cwd: root,
          env: { ...process.env, FONTCONFIG_FILE: config },
          encoding: "utf8",
        });
        // The status with the error output, so a failure shows why.
        expect({ status: child.status, stderr: child.stderr }).toEqual({ status: 0, stderr: expect.any(String) });
        const result = JSON.parse(child.stdout) as { png: string; textInk: boolean };
        expect(Buffer.from(result.png, "base64").equals(chinese)).toBe(true);
        // The fontless setup holds when an SVG <text> draws nothing there.
        fontlessRuns.push(!result.textInk);
        errors.push(child.stderr);
      }
      expect({ fontlessRuns, errors }).toEqual({ fontlessRuns: expect.arrayContaining([true]), errors });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("refuses a character that no carried font has, rather than draw a blank box", async () => {
    await expect(drawArticlePreview({ ...zh("巴淡岛 ภาษาไทย"), language: "zh" })).rejects.toThrow(
      /no carried font has "ภ" \(U\+0E20\)/,
    );
  });

  it("refuses a language the site does not have", async () => {
    await expect(drawArticlePreview({ ...zh("Batam"), language: "xx" })).rejects.toThrow(/unknown language "xx"/);
  });
});
