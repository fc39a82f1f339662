import React from "react";

// The logo mark, in its own colours on a 40 x 40 box: a route arc from an origin dot to an arrow
// over a wave, on the brand blue. Drawn inline in the header, which must show it at first paint
// (brand-logo.tsx), and a symbol of the icon sprite for the footer (src/node/icon-sprite.ts).

export const logoViewBox = "0 0 40 40";

export const logoShapes = (
  <>
    <rect width="40" height="40" rx="9" fill="#123a68" />
    <path d="M9 24c3-9 12-14 21-13" fill="none" stroke="#f7b538" strokeWidth="3" strokeLinecap="round" />
    <path
      d="M25 6.5l6 4.5-5 5.5"
      fill="none"
      stroke="#f7b538"
      strokeWidth="3"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
    <circle cx="9" cy="24" r="3" fill="#fff" />
    <path
      d="M6 31c3 0 3-2 6-2s3 2 6 2 3-2 6-2 3 2 6 2 3-2 5-2"
      fill="none"
      stroke="#fff"
      strokeWidth="2.5"
      strokeLinecap="round"
    />
  </>
);
