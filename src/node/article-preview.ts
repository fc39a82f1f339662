import { readFileSync } from "fs";
import { createRequire } from "module";
import path from "path";
import React from "react";
import { renderToStaticMarkup } from "react-dom/server";
import satori from "satori";
import sharp from "sharp";
import { logoShapes, logoViewBox } from "../components/layout/logo-drawing";
import { languages } from "../shared/languages";
import { ogImageSize } from "../shared/og-images";
import { themeColor } from "../shared/theme";

// An article's social-sharing image (1200x630 PNG), drawn at build time from its title in its
// language, on the look of the pages' /og/<key>.png (src/node/site-files.ts): the same blue
// gradient, accent bar and white type, with the logo mark.
//
// Netlify's build image has no Chinese or Japanese fonts, and librsvg (sharp) would draw tofu or
// nothing for them. So the fonts come from npm (Fontsource's Noto Sans, SC and JP), satori turns
// every glyph into an SVG path, and the SVG handed to sharp has no text left for it to set.
// See docs/architecture.md, "Article preview images with carried fonts".

export interface ArticlePreviewOptions {
  title: string;
  /** Language code from content/languages.json: picks the fonts (Chinese or Japanese glyph forms). */
  language: string;
  /** The small line above the title ("Panduan", "指南"), already translated by the caller. */
  label: string;
  siteName: string;
}

// The colours of the pages' share images and the site's palette (src/styles/global.css).
const colours = { gradientTo: "#1f5a9c", accent: "#f7b538", white: "#ffffff" } as const;

const weight = 700 as const;

type FamilyKey = "latin" | "sc" | "jp";

// Fontsource's own names; each package splits its font into subset files by unicode-range.
const familyPackages: Record<FamilyKey, string> = {
  latin: "@fontsource/noto-sans",
  sc: "@fontsource/noto-sans-sc",
  jp: "@fontsource/noto-sans-jp",
};

// Which font a character is set in first, by the language's script: the same Han character has
// Chinese and Japanese forms, so each CJK language gets its own font first, and the other as a
// fallback for the rare characters its own lacks. Each CJK font has Latin glyphs drawn to match
// its ideographs, so Latin words in a CJK title come from it too.
const familyOrderByScript: Record<string, readonly FamilyKey[]> = {
  Hans: ["sc", "jp", "latin"],
  Jpan: ["jp", "sc", "latin"],
};
const latinOrder: readonly FamilyKey[] = ["latin", "sc", "jp"];

interface Range {
  from: number;
  to: number;
}

interface Face {
  family: FamilyKey;
  /** A name of its own, so that satori keeps every subset file rather than one per family name. */
  name: string;
  file: string;
  ranges: Range[];
}

// Node's own resolution from the site's root (the build's working directory): Gatsby runs this
// file bundled by Parcel, whose require.resolve does not find packages (tried: it throws).
const siteRequire = createRequire(path.resolve("package.json"));

const facesByFamily = new Map<FamilyKey, Face[]>();

function parseRanges(unicodeRange: string): Range[] {
  return unicodeRange.split(",").map((part) => {
    const [from, to = from] = part.trim().replace(/^U\+/i, "").split("-");
    return { from: parseInt(from, 16), to: parseInt(to, 16) };
  });
}

/** The family's subset files for the weight, as its CSS lists them (file and unicode-range). */
function facesOf(family: FamilyKey): Face[] {
  const known = facesByFamily.get(family);
  if (known) return known;
  const packageDir = path.dirname(siteRequire.resolve(`${familyPackages[family]}/package.json`));
  const css = readFileSync(path.join(packageDir, `${weight}.css`), "utf8");
  const faces = [...css.matchAll(/@font-face\s*\{([^}]*)\}/g)].map((match, index) => {
    const block = match[1];
    // WOFF rather than WOFF2: every satori version reads it, and it is as fast here.
    const file = block.match(/url\(\.\/(files\/[^)]+\.woff)\)/)?.[1];
    const range = block.match(/unicode-range:\s*([^;]+);/)?.[1];
    if (!file || !range)
      throw new Error(`${familyPackages[family]}/${weight}.css: a face without a WOFF file or a range`);
    return { family, name: `${family}-${index}`, file: path.join(packageDir, file), ranges: parseRanges(range) };
  });
  if (faces.length === 0) throw new Error(`${familyPackages[family]}/${weight}.css lists no font files`);
  facesByFamily.set(family, faces);
  return faces;
}

const covers = (face: Face, codePoint: number) =>
  face.ranges.some(({ from, to }) => codePoint >= from && codePoint <= to);

/**
 * The faces a text needs, in the order it tries them: for each character, the first face of the
 * first family (in order) whose range has it. A character no carried font has is an error: the
 * image would show a blank box, and a build must not lean on whatever fonts its machine has.
 */
function facesFor(text: string, order: readonly FamilyKey[]): Face[] {
  const candidates = order.flatMap((family) => facesOf(family));
  const needed = new Set<Face>();
  for (const character of new Set(text)) {
    const codePoint = character.codePointAt(0) ?? 0;
    const face = candidates.find((candidate) => covers(candidate, codePoint));
    if (!face) {
      const hex = codePoint.toString(16).toUpperCase().padStart(4, "0");
      throw new Error(`Article preview: no carried font has "${character}" (U+${hex}) in "${text}"`);
    }
    needed.add(face);
  }
  return candidates.filter((face) => needed.has(face));
}

// Read once per build: the same few hundred kilobytes serve every article in a language.
const fontData = new Map<string, Buffer>();
function dataOf(face: Face): Buffer {
  let data = fontData.get(face.file);
  if (!data) {
    data = readFileSync(face.file);
    fontData.set(face.file, data);
  }
  return data;
}

const collapseSpaces = (text: string) => text.replace(/\s+/g, " ").trim();

// Satori ends a cut title with this character, so its glyph must be loaded too.
const ellipsis = "\u2026";

const frame = { padX: 80, padTop: 64, padBottom: 72 } as const;

/**
 * The title's size: as large as lets it fit in three lines, else smaller with a fourth line. The
 * width is estimated (a CJK character is one em, others about 0.6), which only has to pick the
 * size: satori still breaks the lines and cuts a title that does not fit with an ellipsis.
 */
function titleSizing(title: string): { fontSize: number; lines: number } {
  const ems = [...title].reduce((sum, c) => sum + ((c.codePointAt(0) ?? 0) >= 0x2e80 ? 1 : 0.6), 0);
  const lineWidth = ogImageSize.width - 2 * frame.padX;
  const large = { fontSize: 72, lines: 3 };
  // Lines broken at word ends are shorter than full: allow a tenth for that.
  return (ems * large.fontSize * 1.1) / lineWidth <= large.lines ? large : { fontSize: 60, lines: 4 };
}

const logoDataUri = () => {
  const svg = renderToStaticMarkup(
    React.createElement("svg", { xmlns: "http://www.w3.org/2000/svg", viewBox: logoViewBox }, logoShapes),
  );
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
};

const h = React.createElement;

/** Draws an article's preview image: a 1200x630 PNG, every glyph from the fonts this project carries. */
export async function drawArticlePreview(options: ArticlePreviewOptions): Promise<Buffer> {
  const script = languages.find((l) => l.code === options.language)?.script;
  if (!script) throw new Error(`Article preview: unknown language "${options.language}"`);
  const order = familyOrderByScript[script] ?? latinOrder;
  const title = collapseSpaces(options.title);
  const label = collapseSpaces(options.label);
  const siteName = collapseSpaces(options.siteName);

  // The brand is set in the Latin font first, so it looks the same on every language's image.
  const brandOrder: readonly FamilyKey[] = ["latin", ...order.filter((family) => family !== "latin")];
  const brandFaces = facesFor(siteName, brandOrder);
  const labelFaces = facesFor(label + ellipsis, order);
  const titleFaces = facesFor(title + ellipsis, order);
  const fonts = [...new Set([...brandFaces, ...labelFaces, ...titleFaces])].map((face) => ({
    name: face.name,
    data: dataOf(face),
    weight,
    style: "normal" as const,
  }));
  const familyList = (faces: Face[]) => faces.map((face) => face.name).join(", ");

  const { fontSize, lines } = titleSizing(title);
  const logoSize = 64;
  const clamped = (lineCount: number) => ({
    display: "block",
    lineClamp: lineCount,
    textOverflow: "ellipsis",
    overflow: "hidden",
  });

  const card = h(
    "div",
    {
      style: {
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        boxSizing: "border-box",
        width: "100%",
        height: "100%",
        padding: `${frame.padTop}px ${frame.padX}px ${frame.padBottom}px`,
        // As the pages' share images: objectBoundingBox 0,0 to 1,1 is CSS's "to bottom right".
        backgroundImage: `linear-gradient(to bottom right, ${themeColor}, ${colours.gradientTo})`,
        color: colours.white,
        fontWeight: weight,
      },
    },
    h(
      "div",
      { style: { display: "flex", alignItems: "center" } },
      h("img", { src: logoDataUri(), width: logoSize, height: logoSize, alt: "" }),
      h("div", { style: { marginLeft: 20, fontSize: 36, fontFamily: familyList(brandFaces) } }, siteName),
    ),
    h(
      "div",
      { style: { display: "flex", flexDirection: "column", width: "100%" } },
      h("div", { style: { width: 120, height: 12, backgroundColor: colours.accent, marginBottom: 28 } }),
      h(
        "div",
        {
          style: {
            ...clamped(1),
            fontSize: 30,
            lineHeight: 1.3,
            color: colours.accent,
            marginBottom: 16,
            fontFamily: familyList(labelFaces),
          },
        },
        label,
      ),
      h("div", { style: { ...clamped(lines), fontSize, lineHeight: 1.25, fontFamily: familyList(titleFaces) } }, title),
    ),
  );

  const svg = await satori(card, { ...ogImageSize, fonts });
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
}
