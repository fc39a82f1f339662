// The rules of the notices forms show (src/forms/browser/notices.tsx), in one place.
// They stack at the bottom right as sonner's deck, can be closed with a button or swiped
// away, and close by themselves after durationMs (the 4000 ms of the original site), but not
// while the pointer is over them or focus is inside, so the other ways of reaching the
// company offered in a failure notice stay usable.
export const noticeRules = {
  durationMs: 4000,
  /** Older notices close when more would stack up (a visitor pressing Send again and again); sonner's deck shows as many. */
  maxVisible: 3,
} as const;

export type NoticeRules = typeof noticeRules;

/** Where a notice shows: the page, or the quote dialog (the page behind a modal dialog is inert). */
export const pageNotices = "page";
export const dialogNotices = "quote-dialog";
