import { readFileSync } from "fs";
import { createRequire } from "module";
import path from "path";
import { languages } from "../shared/languages";

// The fonts the article preview images are drawn with (./article-preview.ts), carried from npm
// (Fontsource's Noto Sans, SC and JP): which files a text needs, and which of its characters none
// of them has, which the content check names before a build would stop on it.

export const weight = 700 as const;

export type FamilyKey = "latin" | "sc" | "jp";

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

export interface Face {
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
export function facesFor(text: string, order: readonly FamilyKey[]): Face[] {
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
export function dataOf(face: Face): Buffer {
  let data = fontData.get(face.file);
  if (!data) {
    data = readFileSync(face.file);
    fontData.set(face.file, data);
  }
  return data;
}

/** The order of the families a language's text is set in; throws for a language not in content/languages.json. */
export function familyOrder(language: string): readonly FamilyKey[] {
  const script = languages.find((l) => l.code === language)?.script;
  if (!script) throw new Error(`Article preview: unknown language "${language}"`);
  return familyOrderByScript[script] ?? latinOrder;
}

/** The characters of a text that no carried font has (an emoji, most often), each once. */
export function charactersNoFontHas(text: string): string[] {
  const faces = latinOrder.flatMap((family) => facesOf(family));
  return [...new Set(text)].filter(
    (character) => !/\s/.test(character) && !faces.some((face) => covers(face, character.codePointAt(0) ?? 0)),
  );
}
