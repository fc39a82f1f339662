// The height the freight calculator and the customs estimator take on the page, the same before
// their code arrives (the placeholder of lazy-section.tsx) and after. They load when the visitor
// comes within about a screen of them, which is also when a Get a Quote jump lands on the form
// just below: were one taller or shorter than its placeholder, the form would move under the
// visitor (in browsers without scroll anchoring) or the page would scroll by itself (with it).
//
// Each value is the part's height in its language at the narrowest width of its step (320, 360,
// 640 and 1024 px), as it first shows, measured in Chromium with the test fonts and rounded up to
// half a rem; a wider screen leaves the rest of the space empty. By language, since a Chinese or
// Japanese part is up to 500 px shorter than an Indonesian one, which left that much blank below
// it. A language not measured yet takes the tallest (Indonesian). Figures, messages and the free
// trade zone's paragraph then grow a part as the visitor types, below where they are typing.
// The browser tests compare each part with its placeholder at these widths
// (e2e/calculator.spec.ts, e2e/estimator.spec.ts): a text made longer fails them, and the
// failure gives the new height.

const calculatorSpaces: Partial<Record<string, string>> = {
  id: "min-h-[98rem] min-[360px]:min-h-[94rem] sm:min-h-[62.5rem] lg:min-h-[52.5rem]",
  en: "min-h-[95.5rem] min-[360px]:min-h-[87.5rem] sm:min-h-[60rem] lg:min-h-[52.5rem]",
  zh: "min-h-[80.5rem] min-[360px]:min-h-[80.5rem] sm:min-h-[55.5rem] lg:min-h-[49.5rem]",
  ja: "min-h-[86rem] min-[360px]:min-h-[83rem] sm:min-h-[58rem] lg:min-h-[51rem]",
};

const estimatorSpaces: Partial<Record<string, string>> = {
  id: "min-h-[149rem] min-[360px]:min-h-[145rem] sm:min-h-[96rem] lg:min-h-[78.5rem]",
  en: "min-h-[147.5rem] min-[360px]:min-h-[136.5rem] sm:min-h-[92.5rem] lg:min-h-[78.5rem]",
  zh: "min-h-[117.5rem] min-[360px]:min-h-[115rem] sm:min-h-[77rem] lg:min-h-[73rem]",
  ja: "min-h-[131.5rem] min-[360px]:min-h-[121rem] sm:min-h-[85rem] lg:min-h-[75.5rem]",
};

/** The freight calculator's space (sea and air alike) in a page's language. */
export const calculatorSpace = (language: string) => calculatorSpaces[language] ?? calculatorSpaces.id!;

/** The customs estimator's space in a page's language. */
export const estimatorSpace = (language: string) => estimatorSpaces[language] ?? estimatorSpaces.id!;
