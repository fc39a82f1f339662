import { mkdtempSync, readFileSync, rmSync } from "fs";
import { tmpdir } from "os";
import path from "path";
import React from "react";
import { drawings } from "../src/node/icon-drawings";
import { iconNames } from "../src/shared/icon-names";
import { siteIconNames } from "../src/shared/site-icon-names";
import { iconSprite, iconSpriteFileName, renderIconSprite, writeIconSprite } from "../src/node/icon-sprite";
import { renderToStaticMarkup } from "react-dom/server";
import { logoShapes } from "../src/components/layout/logo-drawing";

const symbolTags = (svg: string) => [...svg.matchAll(/<symbol\b[^>]*>/g)].map((m) => m[0]);
const idOf = (tag: string) => tag.match(/\sid="([^"]+)"/)?.[1];

describe("icon sprite", () => {
  const svg = renderIconSprite();

  it("is an SVG document with one symbol for every icon editors may name, every icon of the site and the logo", () => {
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg">')).toBe(true);
    const ids = symbolTags(svg).map(idOf);
    expect([...ids].sort()).toEqual([...iconNames, ...siteIconNames, "logo"].sort());
  });

  it("has unique ids, and no icon name is in both lists", () => {
    const ids = symbolTags(svg).map(idOf);
    expect(new Set(ids).size).toBe(ids.length);
    expect(iconNames.filter((name) => (siteIconNames as readonly string[]).includes(name))).toEqual([]);
  });

  it("gives every symbol but the logo the 24 x 24 box and the shared line style in currentColor", () => {
    for (const tag of symbolTags(svg).filter((t) => idOf(t) !== "logo")) {
      expect(tag).toContain('viewBox="0 0 24 24"');
      expect(tag).toContain('fill="none"');
      expect(tag).toContain('stroke="currentColor"');
      expect(tag).toContain('stroke-width="1.75"');
      expect(tag).toContain('stroke-linecap="round"');
      expect(tag).toContain('stroke-linejoin="round"');
    }
  });

  it("has the header's logo mark in its own colours on its 40 x 40 box, without the line style", () => {
    const logo = svg.match(/<symbol id="logo"[^>]*>(.*?)<\/symbol>/)!;
    expect(logo[0]).toMatch(/^<symbol id="logo" viewBox="0 0 40 40">/);
    expect(logo[1]).toBe(renderToStaticMarkup(logoShapes));
  });

  it("is named by its content: the same drawings give the same name, a changed drawing a new one", () => {
    const name = iconSpriteFileName(svg);
    expect(name).toMatch(/^icons-[0-9a-f]{8}\.svg$/);
    expect(iconSprite()).toEqual({ svg, fileName: name, url: `/static/${name}` });
    const changed = iconSprite({ ...drawings, customs: React.createElement("path", { d: "M4 4h16" }) });
    expect(changed.svg).not.toBe(svg);
    expect(changed.fileName).toMatch(/^icons-[0-9a-f]{8}\.svg$/);
    expect(changed.fileName).not.toBe(name);
  });

  it("is written into public/static/ under its hashed name", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "sprite-"));
    try {
      const written = writeIconSprite(dir);
      expect(readFileSync(path.join(dir, "static", written.fileName), "utf8")).toBe(svg);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
