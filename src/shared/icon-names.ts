// Icons an editor may name in frontmatter; src/node/icon-drawings.tsx draws each one.
export const iconNames = [
  "customs",
  "project",
  "ship",
  "plane",
  "warehouse",
  "truck",
  "globe",
  "users",
  "clock",
  "shield",
  "package",
  "coins",
  "thermometer",
  "star",
  "chart",
  "network",
  "clipboard",
  "crane",
  "document",
  "headset",
] as const;

export type IconName = (typeof iconNames)[number];
