import { mkdirSync, readFileSync, writeFileSync } from "fs";
import path from "path";
import sharp from "sharp";
import { company } from "../shared/facts";
import { defaultLanguage } from "../shared/languages";
import { ogImageKeys, ogImageSize, type OgImageKey } from "../shared/og-images";
import { themeColor } from "../shared/theme";

// Files every page links to that are made from project sources at build time:
// app icons from static/favicon.svg, the web manifest, social images and robots.txt.

const iconSizes = [
  { file: "icon-192.png", size: 192 },
  { file: "icon-512.png", size: 512 },
  { file: "apple-touch-icon.png", size: 180 },
];

async function writeIcons(publicDir: string): Promise<void> {
  const svg = readFileSync(path.resolve("static/favicon.svg"));
  mkdirSync(path.join(publicDir, "icons"), { recursive: true });
  for (const { file, size } of iconSizes) {
    await sharp(svg, { density: 300 })
      .resize(size, size)
      .png()
      .toFile(path.join(publicDir, "icons", file));
  }
}

function writeManifest(publicDir: string): void {
  const manifest = {
    name: company.legalName,
    short_name: company.brand,
    lang: defaultLanguage,
    start_url: "/",
    display: "browser",
    background_color: "#ffffff",
    theme_color: themeColor,
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png" },
    ],
  };
  writeFileSync(path.join(publicDir, "site.webmanifest"), `${JSON.stringify(manifest, null, 2)}\n`);
}

// A pictogram per page, drawn in a 400x400 box; no words, so one image serves all languages.
// A service added in content/services.json without a drawing here gets the services page's.
const pictograms: Record<string, string> = {
  home: `<path d="M40 260h320l-40 70H80z" fill="#fff"/><rect x="90" y="170" width="70" height="80" fill="#f7b538"/><rect x="170" y="130" width="70" height="120" fill="#aecdee"/><rect x="250" y="190" width="70" height="60" fill="#f7b538"/>`,
  services: `<rect x="60" y="60" width="120" height="120" rx="16" fill="#f7b538"/><rect x="220" y="60" width="120" height="120" rx="16" fill="#aecdee"/><rect x="60" y="220" width="120" height="120" rx="16" fill="#aecdee"/><rect x="220" y="220" width="120" height="120" rx="16" fill="#fff"/>`,
  about: `<circle cx="140" cy="150" r="55" fill="#f7b538"/><circle cx="270" cy="150" r="55" fill="#aecdee"/><path d="M50 330c0-70 40-110 90-110s90 40 90 110zM180 330c0-70 40-110 90-110s90 40 90 110z" fill="#fff"/>`,
  contact: `<rect x="50" y="100" width="300" height="200" rx="20" fill="#fff"/><path d="M50 120l150 110 150-110" stroke="#f7b538" stroke-width="18" fill="none"/>`,
  "bea-cukai": `<rect x="90" y="50" width="220" height="290" rx="16" fill="#fff"/><rect x="130" y="100" width="140" height="18" fill="#aecdee"/><rect x="130" y="145" width="140" height="18" fill="#aecdee"/><circle cx="250" cy="260" r="50" fill="none" stroke="#f7b538" stroke-width="16"/>`,
  "project-handling": `<path d="M120 340V90h24v250zM132 100h220v20H132z" fill="#fff"/><path d="M320 120v90" stroke="#fff" stroke-width="6"/><rect x="280" y="210" width="80" height="60" fill="#f7b538"/><rect x="60" y="330" width="300" height="20" fill="#aecdee"/>`,
  "ekspedisi-laut": `<path d="M40 250h320l-50 80H90z" fill="#fff"/><rect x="100" y="180" width="60" height="60" fill="#f7b538"/><rect x="170" y="180" width="60" height="60" fill="#aecdee"/><rect x="240" y="180" width="60" height="60" fill="#f7b538"/><rect x="170" y="115" width="60" height="60" fill="#f7b538"/>`,
  "ekspedisi-udara": `<path d="M40 210l320-60-20 40-130 30 60 110-40 10-80-100-90 20-20 30-20-10 20-50z" fill="#fff"/><circle cx="320" cy="90" r="30" fill="#f7b538"/>`,
  "warehouse-distribusi": `<path d="M40 170l160-90 160 90v180H40z" fill="#fff"/><rect x="90" y="230" width="70" height="120" fill="#aecdee"/><rect x="170" y="260" width="60" height="40" fill="#f7b538"/><rect x="240" y="260" width="60" height="40" fill="#f7b538"/><rect x="205" y="215" width="60" height="40" fill="#f7b538"/>`,
};

function ogSvg(key: OgImageKey): string {
  const { width, height } = ogImageSize;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0b2a4d"/><stop offset="1" stop-color="#1f5a9c"/></linearGradient></defs>
  <rect width="${width}" height="${height}" fill="url(#bg)"/>
  <rect x="80" y="250" width="120" height="12" fill="#f7b538"/>
  <text x="80" y="220" font-family="DejaVu Sans, Arial, sans-serif" font-size="76" font-weight="700" fill="#ffffff">${company.brand}</text>
  <g transform="translate(720 115)">${pictograms[key] ?? pictograms.services}</g>
</svg>`;
}

async function writeOgImages(publicDir: string): Promise<void> {
  mkdirSync(path.join(publicDir, "og"), { recursive: true });
  for (const key of ogImageKeys) {
    await sharp(Buffer.from(ogSvg(key)))
      .png({ compressionLevel: 9 })
      .toFile(path.join(publicDir, "og", `${key}.png`));
  }
}

function writeRobots(publicDir: string, siteUrl: string): void {
  writeFileSync(
    path.join(publicDir, "robots.txt"),
    `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap-index.xml\n`,
  );
}

/** Writes the generated files into public/ (in development too, so nothing 404s there). */
export async function writeSiteFiles(publicDir: string, siteUrl: string): Promise<void> {
  await writeIcons(publicDir);
  writeManifest(publicDir);
  await writeOgImages(publicDir);
  writeRobots(publicDir, siteUrl);
}
