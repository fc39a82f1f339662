import { chromiumFlags } from "../../scripts/lib/chromium-flags";

// The browser tests' Chromium (playwright.config.ts). Most tests scroll instantly: Chromium
// draws a smooth scroll's frames in software here, and the glides of the scrolls the tests cause
// took a share of the two cores (docs/architecture.md, "Instant scrolling in most browser tests").

const executablePath = process.env.CHROME_PATH || undefined;

/** Smooth scrolling off: every scroll, the page's own included, jumps at once. */
export const instantScrolling = { executablePath, args: [...chromiumFlags, "--disable-smooth-scrolling"] };

/**
 * Smooth scrolling as visitors have it, for the tests about moving through a page (where a
 * link lands, the keyboard's way, a smooth scroll itself): `test.use({ launchOptions:
 * smoothScrolling })` at the top of their file, which gives them workers of their own.
 */
export const smoothScrolling = { executablePath, args: chromiumFlags };
