// The height the freight calculator takes on the page, the same before its code arrives (the
// placeholder in lazy-freight-calculator.tsx) and after (freight-calculator.tsx). It loads when
// the visitor comes within about a screen of it, which is also when a Get a Quote jump lands on
// the form just below it: were the calculator taller or shorter than its placeholder, the form
// would move under the visitor (in browsers without scroll anchoring) or the page would scroll
// by itself (with it). Each value is the tallest calculator at its widths in any language,
// measured in Chromium (Indonesian at 320 px, 951 px at 640-1023 px, 833 px from 1024 px),
// rounded up; a shorter one keeps the rest of its space empty.
export const calculatorSpace = "min-h-[95.5rem] sm:min-h-[60rem] lg:min-h-[52.5rem]";

// The same for the customs estimator of the customs clearance page (estimator/duty-estimator.tsx),
// as it first shows (no figures yet): measured in Chromium at 320-1920 px in four languages,
// Indonesian is the tallest at each width (2381 px at 320 px, 1531 px at 640 px, 1255 px from
// 1024 px), rounded up. Figures, messages and the free trade zone's paragraph then grow it
// as the visitor types, below where they are typing.
export const estimatorSpace = "min-h-[149rem] sm:min-h-[96rem] lg:min-h-[78.5rem]";
