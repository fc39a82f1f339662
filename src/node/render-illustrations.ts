import { mkdirSync, readdirSync, statSync, existsSync } from "fs";
import path from "path";
import sharp from "sharp";

// The site's pictures are our own SVG drawings (src/illustrations). gatsby-plugin-sharp
// does not process SVG, so they are rendered to PNG here before Gatsby sources files;
// gatsby-plugin-image then makes the responsive AVIF/WebP versions from the PNGs.
const sourceDir = path.resolve(__dirname, "../illustrations");
const outputDir = path.resolve(__dirname, "../../.generated/illustrations");

/** The folder gatsby-source-filesystem reads; created here because the plugin requires it to exist. */
export function illustrationsDir(): string {
  mkdirSync(outputDir, { recursive: true });
  return outputDir;
}

/** Renders every SVG whose PNG is missing or older; returns the names rendered. */
export async function renderIllustrations(): Promise<string[]> {
  illustrationsDir();
  const rendered: string[] = [];
  for (const file of readdirSync(sourceDir).filter((f) => f.endsWith(".svg"))) {
    const svg = path.join(sourceDir, file);
    const png = path.join(outputDir, file.replace(/\.svg$/, ".png"));
    if (existsSync(png) && statSync(png).mtimeMs >= statSync(svg).mtimeMs) continue;
    // Density 144 renders at twice the drawing's size, enough for 2x screens.
    await sharp(svg, { density: 144 }).png({ compressionLevel: 9 }).toFile(png);
    rendered.push(file);
  }
  return rendered;
}
