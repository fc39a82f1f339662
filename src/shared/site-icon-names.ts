import type { IconName } from "./icon-names";

// The site's own decorative icons (footer, contact and forms; sonner draws the notices' own). Editors choose only
// from icon-names.ts; together the two lists are every symbol of the icon sprite
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

/** Any symbol of the icon sprite. */
export type SpriteIconName = IconName | SiteIconName;
