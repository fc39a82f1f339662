import type { ReactNode } from "react";
import type { NoticeKind } from "./notices-store";
import { pageNotices } from "./notice-rules";
import { loadNoticesChunk, type NoticesChunk } from "./lazy-parts";

// The way into the notices from the page's first-load JavaScript. Everything else (the store
// with its timing, sonner, the deck) is one chunk, loaded with the first notice or when a form
// is first focused, so that a failure notice still shows when the network has gone by then.

let chunk: NoticesChunk | undefined;
const waiting = new Set<(loaded: NoticesChunk) => void>();

export function loadNotices(): Promise<NoticesChunk> {
  return loadNoticesChunk().then((loaded) => {
    if (!chunk) {
      chunk = loaded;
      waiting.forEach((callback) => callback(loaded));
    }
    return loaded;
  });
}

/** The chunk if it is here, and a call once it arrives (for the notice regions). */
export function noticesChunk(onLoaded: (loaded: NoticesChunk) => void): { loaded?: NoticesChunk; stop: () => void } {
  waiting.add(onLoaded);
  return { loaded: chunk, stop: () => void waiting.delete(onLoaded) };
}

/** Shows a notice in a region (the page's unless told), loading the notices first if needed. */
export function showNotice(kind: NoticeKind, title: string, description?: ReactNode, region: string = pageNotices) {
  loadNotices().then(
    (loaded) => loaded.notices[kind](title, description, region),
    // Nothing to draw it with; the form still shows its reasons and other ways to reach us.
    (error: unknown) => console.warn("The notices could not be loaded:", error),
  );
}

/** Closes a region's error notices, if any were ever shown (without the chunk there are none). */
export function closeErrorNotices(region: string) {
  chunk?.notices.closeErrors(region);
}
