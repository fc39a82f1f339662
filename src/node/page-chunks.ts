// How page templates share code. Gatsby moves modules that two or more page templates use
// into a chunk of their own once they reach splitChunks' minSize. The forms' code (used by the
// home, contact and service templates) is above it, and every service page would load it as one
// more file, which gzips worse than one; the budget is a page's first load, so shared code stays
// inside each template's own chunk up to this size. Measured in docs/architecture.md, "Shared
// code kept in page chunks".
export const sharedChunkMinBytes = 60_000;

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
