import type { ComponentType } from "react";

// The MDX body of each of content/legal/*/<language>.mdx, by "<folder>/<language>". This module is
// what the code is checked against; the build puts in its place the one src/node/mdx-bodies.ts
// writes (docs/architecture.md, "MDX bodies outside Gatsby's component map").
export const bodies: Readonly<Record<string, ComponentType>> = {};
