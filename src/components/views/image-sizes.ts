// How wide the views show their pictures, for the sizes attribute: the browser picks the file
// from it before layout. The numbers follow the views' classes: content max-w-6xl (72rem) less
// px-4 on each side is 1120 px; two columns from lg (1024 px) with gap-10 (40 px).

/** Home hero: fills the screen below the 4rem header, cropped (object-fit: cover) from a 16:9
 * picture, so on screens narrower than 16:9 it is shown wider than the viewport. */
export const heroSizes = "(max-aspect-ratio: 16/9) calc((100vh - 4rem) * 16 / 9), 100vw";

/** A picture in one of two columns from lg (service hero, about pictures): (1120 - 40) / 2. */
export const halfColumnSizes = "(min-width: 1024px) 540px, calc(100vw - 32px)";

/** Service cards: from lg a third (three cards) or half (two cards) of a six-column grid with
 * gap-6 (24 px); two columns from sm; one below. */
export const cardSizes = (wide: boolean) =>
  `(min-width: 1024px) ${wide ? 548 : 357}px, (min-width: 640px) calc(50vw - 28px), calc(100vw - 32px)`;
