import React, { useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { ShownKind } from "./notices-store";
import { loadNoticesChunk, type NoticesChunk } from "./lazy-parts";
import type { SpokenNotice } from "./notices-deck";
import type { LanguageCode } from "../../shared/languages";

// The notices' part in every page's first load: showNotice, and a region of notices. The store
// and sonner (notices-deck.tsx) are one chunk, loaded with the first notice or when a form is
// first focused, so that a failure notice still shows when the network has gone by then.
//
// Screen readers: this region is in the page from the start (a live region added together
// with its first message is often not read). Each notice's text is written into it, politely
// for a success and assertively (role="alert") for an error; sonner's own live region is
// silenced so nothing is read twice, and so is a success whose confirmation, taking focus, is
// read. The pointer is followed with the browser's own events (docs/architecture.md, "Notices
// follow the pointer with the browser's own events").

// The rules of the notices, as the original site had them: they close by themselves after
// durationMs, but not while the pointer is over them or focus is inside. A failure notice (the
// message was not sent) does not close by itself (notices-store.ts).
export const noticeRules = {
  durationMs: 4000,
  /** Older notices close when more would stack up (a visitor pressing Send again and again); sonner's deck shows as many. */
  maxVisible: 3,
} as const;

export type NoticeRules = typeof noticeRules;

/** Where a notice shows: the page, or the quote dialog (the page behind a modal dialog is inert). */
export const pageNotices = "page";
export const dialogNotices = "quote-dialog";

let loadedChunk: NoticesChunk | undefined;
const waiting = new Set<(loaded: NoticesChunk) => void>();

function loadNotices(): Promise<NoticesChunk> {
  return loadNoticesChunk().then((loaded) => {
    if (!loadedChunk) {
      loadedChunk = loaded;
      waiting.forEach((callback) => callback(loaded));
    }
    return loaded;
  });
}

/** Shows a notice in a region (the page's unless told), in its words' language, loading the notices first if needed. */
export function showNotice(
  kind: ShownKind,
  title: string,
  description?: ReactNode,
  region?: string,
  language?: LanguageCode,
) {
  loadNotices().then(
    (loaded) => loaded.notices[kind](title, description, region, language),
    // Nothing to draw it with; the form still shows its reasons and other ways to reach us.
    (error: unknown) => console.warn("The notices could not be loaded:", error),
  );
}

/** Closes a region's error notices, if any were ever shown (without the chunk there are none). */
export function closeErrorNotices(region: string) {
  loadedChunk?.notices.closeErrors(region);
}

export function Notices({ region }: { region: string }) {
  const { t } = useTranslation("form");
  const [chunk, setChunk] = useState<NoticesChunk | undefined>();
  const [focusInside, setFocusInside] = useState(false);
  const [spoken, setSpoken] = useState<readonly SpokenNotice[]>([]);

  // The chunk if it is here, and once it arrives.
  useEffect(() => {
    if (loadedChunk) setChunk(loadedChunk);
    waiting.add(setChunk);
    return () => void waiting.delete(setChunk);
  }, []);

  useEffect(() => {
    if (chunk) return;
    const onFocus = (event: FocusEvent) =>
      (event.target as Element | null)?.closest?.("form") && loadNotices().catch(() => undefined);
    document.addEventListener("focusin", onFocus);
    return () => document.removeEventListener("focusin", onFocus);
  }, [chunk]);

  const frame = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = frame.current;
    if (!chunk || !element) return;
    const enter = () => chunk.notices.hold(region, "hover", true);
    const leave = () => chunk.notices.hold(region, "hover", false);
    element.addEventListener("pointerenter", enter);
    element.addEventListener("pointerleave", leave);
    return () => {
      element.removeEventListener("pointerenter", enter);
      element.removeEventListener("pointerleave", leave);
    };
  }, [chunk, region]);

  /** Focus has left the region: by a blur, or with a notice that took it away (notices-deck.tsx). */
  const focusGone = useCallback(() => {
    setFocusInside(false);
    chunk?.notices.hold(region, "focus", false);
  }, [chunk, region]);
  const said = (kind: SpokenNotice["kind"]) =>
    spoken.filter((n) => n.kind === kind).map((n) => <p key={n.id}>{n.text}</p>);

  return (
    <div
      role="status"
      aria-live="polite"
      aria-atomic="false"
      aria-label={t("notices.region")}
      data-notices={region}
      ref={frame}
      onFocus={() => {
        setFocusInside(true);
        chunk?.notices.hold(region, "focus", true);
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) focusGone();
      }}
    >
      <div className="sr-only" data-spoken="polite">
        {said("success")}
      </div>
      <div className="sr-only" role="alert" aria-atomic="false" data-spoken="assertive">
        {said("error")}
      </div>
      {chunk && (
        <chunk.NoticesDeck region={region} expanded={focusInside} onSpoken={setSpoken} onFocusGone={focusGone} />
      )}
    </div>
  );
}
