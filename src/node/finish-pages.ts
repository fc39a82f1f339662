import { readFileSync, writeFileSync } from "fs";
import path from "path";
import { listFiles, servedPages } from "./built-pages";
import { firstScreenClasses, hasCriticalCss, withCriticalCss } from "./critical-css";
import { withScriptsAfterFirstPaint } from "./scripts-after-first-paint";

// The last touches to the built HTML, made after Gatsby wrote it and before the CSP hashes
// its inline scripts (security-headers.ts): the entry scripts (and Gatsby's chunk map, now a
// file) start after the first paint, and only the first screen's CSS is inline where a section
// fills the screen. A page an earlier build already finished (Gatsby keeps unchanged pages)
// is left as it is.

/**
 * Rewrites the built pages; returns the pages whose CSS was cut to the first screen's.
 * cssForClasses makes a stylesheet for a set of class names (tailwind-css.ts).
 */
export async function finishPages(publicDir: string, cssForClasses: (classes: string[]) => Promise<string>): Promise<string[]> {
  const firstScreenOnly: string[] = [];
  // Pages with the same first-screen classes (the home page in each language) share one sheet.
  const cssByClasses = new Map<string, Promise<string>>();
  // Every page names the same chunk map file.
  const written = new Set<string>();
  for (const file of servedPages(listFiles(publicDir))) {
    const full = path.join(publicDir, file);
    const built = readFileSync(full, "utf8");
    const scripts = withScriptsAfterFirstPaint(built);
    for (const script of scripts.files) {
      if (!written.has(script.name)) writeFileSync(path.join(publicDir, script.name), script.text);
      written.add(script.name);
    }
    let html = scripts.html;
    const classes = hasCriticalCss(html) ? undefined : firstScreenClasses(html);
    if (classes) {
      const key = classes.join(" ");
      if (!cssByClasses.has(key)) cssByClasses.set(key, cssForClasses(classes));
      html = withCriticalCss(html, await cssByClasses.get(key)!);
      firstScreenOnly.push(file);
    }
    if (html !== built) writeFileSync(full, html);
  }
  return firstScreenOnly;
}
