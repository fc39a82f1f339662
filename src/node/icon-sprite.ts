import { createHash } from "crypto";
import { mkdirSync, writeFileSync } from "fs";
import path from "path";
import React from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { drawings as siteDrawings, lineStyle } from "./icon-drawings";
import { logoShapes, logoViewBox } from "../components/layout/logo-drawing";
import type { LineIconName } from "../shared/site-icon-names";

// The icon sprite: every drawing of src/node/icon-drawings.tsx as a <symbol> in one SVG
// file, which pages reference with <svg><use href="...#name"/></svg> (src/components/icon.tsx).
// Inline, the same icons would be repeated in every page's HTML; the sprite is fetched once and
// then cached (docs/architecture.md, "Icons from one sprite").

export type Drawings = Record<LineIconName, React.ReactElement>;

/**
 * The sprite's text: one <symbol> per drawing, each carrying the shared line style, and the logo
 * mark in its own colours (the footer's; the header draws it inline).
 */
export function renderIconSprite(drawings: Drawings = siteDrawings): string {
  const symbols = Object.entries(drawings).map(([id, shapes]) =>
    React.createElement("symbol", { key: id, id, viewBox: "0 0 24 24", ...lineStyle }, shapes),
  );
  symbols.push(React.createElement("symbol", { key: "logo", id: "logo", viewBox: logoViewBox }, logoShapes));
  // xmlns, so the browser reads the file as SVG: it is a document of its own, not part of HTML.
  return renderToStaticMarkup(React.createElement("svg", { xmlns: "http://www.w3.org/2000/svg" }, symbols));
}

/** icons-<first 8 hex of its SHA-256>.svg: a new name whenever a drawing changes. */
export const iconSpriteFileName = (svg: string) =>
  `icons-${createHash("sha256").update(svg, "utf8").digest("hex").slice(0, 8)}.svg`;

export interface IconSprite {
  svg: string;
  fileName: string;
  /** Where pages fetch it. In /static/, whose files _headers already caches as immutable. */
  url: string;
}

/** The sprite and its URL; the same drawings always give the same file and name. */
export function iconSprite(drawings: Drawings = siteDrawings): IconSprite {
  const svg = renderIconSprite(drawings);
  const fileName = iconSpriteFileName(svg);
  return { svg, fileName, url: `/static/${fileName}` };
}

/** Writes the sprite into public/static/ (before the build, so development serves it too). */
export function writeIconSprite(publicDir: string): IconSprite {
  const sprite = iconSprite();
  mkdirSync(path.join(publicDir, "static"), { recursive: true });
  writeFileSync(path.join(publicDir, "static", sprite.fileName), sprite.svg);
  return sprite;
}
