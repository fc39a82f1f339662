import { keepSmallSharedCodeInPages, sharedChunkMinBytes } from "../src/node/page-chunks";

describe("shared code of page templates", () => {
  it("raises the minimum size of Gatsby's shared cache group and leaves the others alone", () => {
    const splitChunks = {
      cacheGroups: { shared: { minSize: 20000 }, commons: { minSize: 1 }, default: false as const },
    };
    expect(keepSmallSharedCodeInPages(splitChunks)).toBe(true);
    expect(splitChunks.cacheGroups).toEqual({
      shared: { minSize: sharedChunkMinBytes },
      commons: { minSize: 1 },
      default: false,
    });
  });

  it("says so when Gatsby's config has no such group (the build then stops with a message)", () => {
    expect(keepSmallSharedCodeInPages({ cacheGroups: {} })).toBe(false);
    expect(keepSmallSharedCodeInPages(false)).toBe(false);
    expect(keepSmallSharedCodeInPages(undefined)).toBe(false);
  });
});
