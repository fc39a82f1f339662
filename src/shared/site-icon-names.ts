import type { IconName } from "./icon-names";

// The site's own decorative icons (footer, contact and forms; sonner draws the notices' own). Editors choose only
// from icon-names.ts; together the two lists are every line icon of the icon sprite
// (src/node/icon-sprite.ts), drawn in src/node/icon-drawings.tsx.
export const siteIconNames = [
  "address",
  "phone",
  "email",
  "whatsapp",
  "facebook",
  "instagram",
  "linkedin",
  "youtube",
  "office-pin",
  "spinner",
  // A ticked box: the documents checklist of the service pages.
  "check",
] as const;

export type SiteIconName = (typeof siteIconNames)[number];

/** The line icons of the icon sprite, drawn in currentColor. */
export type LineIconName = IconName | SiteIconName;

/** Any symbol of the icon sprite: the line icons and the logo mark (in its own colours, components/layout/logo-drawing.tsx). */
export type SpriteIconName = LineIconName | "logo";
