// How page templates share code. Gatsby moves modules that two or more page templates use
// into a chunk of their own once they reach splitChunks' minSize of 20 KB (before
// minification). The forms' code (used by the home, contact and service templates) crossed it
// with issue 18, and every service page then loaded it as one more file: about 0.9 KB more
// gzip on its first load, because gzip compresses one file better than two. The budget is a
// page's first load, so shared code stays inside each template's own chunk up to this size.
export const sharedChunkMinBytes = 40_000;

interface SplitChunks {
  cacheGroups?: Record<string, { minSize?: number } | false>;
}

/** Raises the minimum size of Gatsby's "shared" cache group; true when it was there to change. */
export function keepSmallSharedCodeInPages(splitChunks: SplitChunks | false | undefined): boolean {
  const shared = splitChunks ? splitChunks.cacheGroups?.shared : undefined;
  if (!shared) return false;
  shared.minSize = sharedChunkMinBytes;
  return true;
}
