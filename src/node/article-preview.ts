import React from "react";
import { renderToStaticMarkup } from "react-dom/server";
import satori from "satori";
import sharp from "sharp";
import { logoShapes, logoViewBox } from "../components/layout/logo-drawing";
import { ogImageSize } from "../shared/og-images";
import { themeColor } from "../shared/theme";
import { dataOf, facesFor, familyOrder, weight, type Face, type FamilyKey } from "./preview-fonts";

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
  const order = familyOrder(options.language);
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
