import React from "react";
import type { IconName } from "../shared/icon-names";
import type { LineIconName, SiteIconName } from "../shared/site-icon-names";

// Every drawing of the icon sprite, in one place. Only the sprite builder (src/node/icon-sprite.ts)
// imports this file, at build time: pages refer to the sprite's symbols (src/components/icon.tsx),
// so neither their HTML nor the browser bundle carries the drawings.

/**
 * The style every symbol shares, set once on its <symbol>: one stroke width, round caps and
 * joins, no fills, in the colour of the text around the icon (currentColor).
 */
export const lineStyle = {
  fill: "none",
  stroke: "currentColor",
  strokeWidth: "1.75",
  strokeLinecap: "round",
  strokeLinejoin: "round",
} as const;

// The icons editors choose from (icon-names.ts): our own line icons, drawn by hand on a 24 x 24
// grid with a 2 px safe margin: one stroke width, round caps and joins, no fills, so every icon
// reads as one family at 20-32 px. Each drawing is a list of shapes; the symbol sets the style.
const contentDrawings: Record<IconName, React.ReactElement> = {
  // Customs clearance: a declaration with a stamp of approval.
  customs: (
    <>
      <path d="M13.5 3H6.5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h4" />
      <path d="M13.5 3l5 5v2.5M13.5 3v5h5" />
      <path d="M8 9h3M8 12.5h5" />
      <circle cx="16.5" cy="17" r="4" />
      <path d="M14.8 17l1.2 1.2 2.3-2.4" />
    </>
  ),
  // Project cargo: three crates stacked for an oversized move.
  project: (
    <>
      <rect x="3" y="13" width="8" height="8" rx="1" />
      <rect x="13" y="13" width="8" height="8" rx="1" />
      <rect x="8" y="3" width="8" height="8" rx="1" />
      <path d="M6 13v3M18 13v3M11 3v3M13 3v3" />
    </>
  ),
  // Sea freight: a container ship on the water.
  ship: (
    <>
      <path d="M3 13.5h18l-2.1 4.2a1 1 0 0 1-.9.6H6a1 1 0 0 1-.9-.6z" />
      <path d="M5.5 13.5v-4h10v4M10.5 9.5v4" />
      <path d="M16.5 13.5V6h3v7.5M16.5 8.5h3" />
      <path d="M2 21.5c1.7 0 1.7-1 3.3-1s1.7 1 3.4 1 1.6-1 3.3-1 1.7 1 3.3 1 1.7-1 3.4-1 1.6 1 3.3 1" />
    </>
  ),
  // Air freight: an airliner climbing to the upper right.
  plane: (
    <path
      transform="rotate(45 12 12)"
      d="M12 2.5c.9 0 1.5 1 1.5 2.4V9.3l7 4.2v2.3l-7-2.2v4.6l2.3 1.8v1.7L12 20.6l-3.8 1.1V20l2.3-1.8v-4.6l-7 2.2v-2.3l7-4.2V4.9c0-1.4.6-2.4 1.5-2.4z"
    />
  ),
  // Warehouse: a hall with a roller door.
  warehouse: (
    <>
      <path d="M3 21V9.2a1 1 0 0 1 .6-.9l8-4.1a1 1 0 0 1 .8 0l8 4.1a1 1 0 0 1 .6.9V21" />
      <path d="M7 21v-8.5h10V21M7 15.5h10M7 18.5h10" />
      <path d="M2 21h20" />
    </>
  ),
  // Land transport: a box truck.
  truck: (
    <>
      <path d="M14 17V6a1 1 0 0 0-1-1H3a1 1 0 0 0-1 1v10a1 1 0 0 0 1 1h1.2" />
      <path d="M14 9h4.2a1 1 0 0 1 .8.4l2.8 3.6a1 1 0 0 1 .2.6V16a1 1 0 0 1-1 1h-1.2" />
      <path d="M9.8 17h5.4" />
      <circle cx="7" cy="17" r="2.5" />
      <circle cx="17.5" cy="17" r="2.5" />
    </>
  ),
  // Worldwide reach.
  globe: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M4.5 7.5h15M4.5 16.5h15" />
      <path d="M12 3c2.4 2.4 3.6 5.4 3.6 9s-1.2 6.6-3.6 9c-2.4-2.4-3.6-5.4-3.6-9S9.6 5.4 12 3z" />
    </>
  ),
  // The team.
  users: (
    <>
      <circle cx="9" cy="8" r="3.5" />
      <path d="M2.5 20v-.5A5.5 5.5 0 0 1 8 14h2a5.5 5.5 0 0 1 5.5 5.5v.5" />
      <path d="M15.5 4.6a3.5 3.5 0 0 1 0 6.8M18 14.3a5.5 5.5 0 0 1 3.5 5.2v.5" />
    </>
  ),
  // Time: experience, hours, same-day service.
  clock: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3.5 2" />
    </>
  ),
  // Protection: insurance, compliance, trust.
  shield: (
    <>
      <path d="M12 3l7.5 2.8V11c0 4.7-3.1 8.6-7.5 10-4.4-1.4-7.5-5.3-7.5-10V5.8z" />
      <path d="M8.8 12l2.2 2.2 4.2-4.4" />
    </>
  ),
  // A parcel.
  package: (
    <>
      <path d="M12 2.8l8.5 4.4v9.6L12 21.2l-8.5-4.4V7.2z" />
      <path d="M3.5 7.2L12 11.6l8.5-4.4M12 11.6v9.6" />
      <path d="M7.8 5l8.5 4.4v3.4" />
    </>
  ),
  // Rates: a stack of coins.
  coins: (
    <>
      <ellipse cx="10" cy="6" rx="6.5" ry="2.5" />
      <path d="M3.5 6v4c0 1.4 2.9 2.5 6.5 2.5s6.5-1.1 6.5-2.5V6" />
      <path d="M3.5 10v4c0 1.4 2.9 2.5 6.5 2.5" />
      <path d="M3.5 14v4c0 1.4 2.9 2.5 6.5 2.5" />
      <circle cx="17" cy="17" r="4.5" />
      <circle cx="17" cy="17" r="1.8" />
    </>
  ),
  // Temperature control.
  thermometer: (
    <>
      <path d="M13.5 14.3V5a2.5 2.5 0 0 0-5 0v9.3a4.5 4.5 0 1 0 5 0z" />
      <path d="M11 17.5V10" />
      <path d="M17 5h3M17 8.5h3M17 12h2" />
    </>
  ),
  // Quality.
  star: <path d="M12 3l2.53 6.12 6.6.51-5.04 4.3 1.55 6.44L12 16.9l-5.64 3.47 1.55-6.44-5.04-4.3 6.6-.51z" />,
  // Analytics and growth.
  chart: (
    <>
      <path d="M3 3v16a2 2 0 0 0 2 2h16" />
      <path d="M7 15l4-4 3 3 6-6" />
      <path d="M16 8h4v4" />
    </>
  ),
  // A distribution network: a hub and its branches.
  network: (
    <>
      <circle cx="12" cy="12" r="2.5" />
      <circle cx="12" cy="4" r="2" />
      <circle cx="4.5" cy="18.5" r="2" />
      <circle cx="19.5" cy="18.5" r="2" />
      <path d="M12 9.5V6M10.1 13.6L6 17.2M13.9 13.6L18 17.2" />
    </>
  ),
  // Planning and inventory: a checklist on a clipboard.
  clipboard: (
    <>
      <rect x="8.5" y="2.5" width="7" height="4" rx="1" />
      <path d="M15.5 4.5h2a2 2 0 0 1 2 2V19a2 2 0 0 1-2 2h-11a2 2 0 0 1-2-2V6.5a2 2 0 0 1 2-2h2" />
      <path d="M8.5 11.5l1.2 1.2 2-2M14 12h2.5M8.5 16.5l1.2 1.2 2-2M14 17h2.5" />
    </>
  ),
  // Heavy lifting: a tower crane with a load on the hook.
  crane: (
    <>
      <path d="M6 21V6.5M9 21V6.5M6 18l3-3-3-3 3-3" />
      <path d="M3 6.5h18M6 6.5L7.5 3 9 6.5M7.5 3L21 6.5" />
      <path d="M17.5 6.5v5" />
      <rect x="15" y="11.5" width="5" height="4" rx="0.5" />
      <path d="M3.5 21h8" />
    </>
  ),
  // Paperwork.
  document: (
    <>
      <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" />
      <path d="M14 3v5h5M9 13h6M9 17h6M9 9h2" />
    </>
  ),
  // Customer support.
  headset: (
    <>
      <path d="M4 14v-2a8 8 0 0 1 16 0v2" />
      <path d="M4 14h2a1 1 0 0 1 1 1v3.5a1 1 0 0 1-1 1H5.5A1.5 1.5 0 0 1 4 18z" />
      <path d="M20 14h-2a1 1 0 0 0-1 1v3.5a1 1 0 0 0 1 1h.5A1.5 1.5 0 0 0 20 18z" />
      <path d="M19 19.5c0 1.2-1.3 2-3 2h-2.5" />
    </>
  ),
};

// The site's own icons, 24 x 24 too. Where one was drawn with another stroke width or with
// fills, its shapes say so, so it looks exactly as it did inline.
const siteDrawings: Record<SiteIconName, React.ReactElement> = {
  // Footer contact details: a map pin, a handset, an envelope.
  address: (
    <path
      strokeWidth="2"
      d="M12 21s-7-6.2-7-11a7 7 0 0 1 14 0c0 4.8-7 11-7 11zm0-8.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z"
    />
  ),
  phone: (
    <path
      strokeWidth="2"
      d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2z"
    />
  ),
  email: <path strokeWidth="2" d="M3 6h18v12H3zM3 7l9 6 9-6" />,
  // Click-to-chat: a speech bubble with a handset.
  whatsapp: (
    <>
      <path strokeWidth="2" d="M4 20l1.3-3.9A8 8 0 1 1 8.1 19L4 20z" />
      <path
        fill="currentColor"
        stroke="none"
        d="M9 9.5c0 3 2.5 5.5 5.5 5.5l1-1.5-2-1-1 .8a4 4 0 0 1-1.8-1.8l.8-1-1-2L9 9.5z"
      />
    </>
  ),
  // Simple filled glyphs for the four social networks.
  facebook: (
    <path
      fill="currentColor"
      stroke="none"
      fillRule="evenodd"
      d="M14 8h3V4h-3a4 4 0 0 0-4 4v2H7v4h3v7h4v-7h3l1-4h-4V8z"
    />
  ),
  instagram: (
    <path
      fill="currentColor"
      stroke="none"
      fillRule="evenodd"
      d="M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4zm5 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8zm5.5-2.5a1 1 0 1 0 0 2 1 1 0 0 0 0-2z"
    />
  ),
  linkedin: (
    <path
      fill="currentColor"
      stroke="none"
      fillRule="evenodd"
      d="M4 9h4v12H4zM6 3a2 2 0 1 1 0 4 2 2 0 0 1 0-4zm4 6h4v2c1-1.5 2.5-2.3 4.3-2.3C21 8.7 22 10.5 22 14v7h-4v-6c0-1.7-.5-2.8-2-2.8s-2 1.1-2 2.8v6h-4z"
    />
  ),
  youtube: (
    <path
      fill="currentColor"
      stroke="none"
      fillRule="evenodd"
      d="M22 8.2a3 3 0 0 0-2-2.1C18.2 5.6 12 5.6 12 5.6s-6.2 0-8 .5a3 3 0 0 0-2 2.1A31 31 0 0 0 1.6 12a31 31 0 0 0 .4 3.8 3 3 0 0 0 2 2.1c1.8.5 8 .5 8 .5s6.2 0 8-.5a3 3 0 0 0 2-2.1 31 31 0 0 0 .4-3.8 31 31 0 0 0-.4-3.8zM10 15.2V8.8l5.2 3.2z"
    />
  ),
  // The pin on the office map's stand-in, in the brand's navy and amber.
  "office-pin": (
    <>
      <path fill="#0b2a4d" stroke="none" d="M12 22s7-6.1 7-12a7 7 0 0 0-14 0c0 5.9 7 12 7 12z" />
      <circle fill="#f7b538" stroke="none" cx="12" cy="10" r="2.8" />
    </>
  ),
  // A form that is sending: a faint ring with a turning arc (the button spins it).
  // Checklist item: a tick in a rounded box.
  check: (
    <>
      <rect x="3.5" y="3.5" width="17" height="17" rx="3" />
      <path d="M8 12.5l2.8 2.8L16.5 9" />
    </>
  ),
  spinner: (
    <g strokeWidth="4">
      <circle cx="12" cy="12" r="10" opacity="0.25" />
      <path d="M22 12a10 10 0 0 0-10-10" />
    </g>
  ),
};

/** Each line icon's shapes, by its id in the sprite. */
export const drawings: Record<LineIconName, React.ReactElement> = { ...contentDrawings, ...siteDrawings };
