import type { ReactNode } from "react";
import { noticeRules, pageNotices, type NoticeRules } from "./notices";

// What notices are shown where, and for how long (forms add them through showNotice, sonner
// draws them: notices-deck.tsx). A notice's time runs only while its region is not held (pointer
// over it or focus inside: sonner pauses for the pointer but not for focus). A failure, a message
// NOT sent, has no time: its words and its other ways to reach us are the visitor's way on to
// the company, read at their own pace (WCAG 2.2.1), so it stays until closed, or until the next
// Send closes the errors.

/** How a notice looks and is heard: a failure is an error that stays. */
type NoticeKind = "success" | "error";
/** What a form may show: a confirmed success is one its confirmation tells too (below). */
export type ShownKind = NoticeKind | "failure" | "confirmed";

export interface Notice {
  id: number;
  kind: NoticeKind;
  title: string;
  description?: ReactNode;
  /** The language its words are in: a page in another language does not show it. */
  language?: string;
  /**
   * Shown, not read out: a screen reader already hears the same news from the confirmation,
   * whose heading takes focus in the form's place.
   */
  unspoken?: boolean;
}

/** Why a region is held open: the pointer is over it, or focus is inside it. */
export type HoldReason = "hover" | "focus";

interface Timing {
  region: string;
  /** Time left before it closes by itself, counted while its region is not held. */
  remainingMs: number;
  startedAt?: number;
  timer?: ReturnType<typeof setTimeout>;
}

const none: readonly Notice[] = [];

export function createNoticeStore(rules: NoticeRules = noticeRules) {
  let nextId = 1;
  const lists = new Map<string, readonly Notice[]>();
  const timings = new Map<number, Timing>();
  const holds = new Map<string, Set<HoldReason>>();
  const listeners = new Set<() => void>();

  const emit = () => listeners.forEach((listener) => listener());
  const isHeld = (region: string) => (holds.get(region)?.size ?? 0) > 0;

  const start = (id: number, timing: Timing) => {
    if (timing.remainingMs === Infinity) return;
    timing.startedAt = Date.now();
    timing.timer = setTimeout(() => close(id), timing.remainingMs);
  };

  const stop = (timing: Timing) => {
    if (timing.timer === undefined || timing.startedAt === undefined) return;
    clearTimeout(timing.timer);
    timing.remainingMs = Math.max(0, timing.remainingMs - (Date.now() - timing.startedAt));
    timing.timer = timing.startedAt = undefined;
  };

  function close(id: number) {
    const timing = timings.get(id);
    if (!timing) return;
    stop(timing);
    timings.delete(id);
    const left = (lists.get(timing.region) ?? none).filter((n) => n.id !== id);
    lists.set(timing.region, left);
    // A closed notice cannot keep its region held (focus or pointer went with it).
    if (left.length === 0) holds.delete(timing.region);
    emit();
  }

  function add(
    notice: Omit<Notice, "id">,
    region: string = pageNotices,
    durationMs: number = rules.durationMs,
  ): number {
    const id = nextId++;
    const before = lists.get(region) ?? none;
    // An empty region has nothing under the pointer and nothing focused, so a hold it still has
    // is stale: when a notice closing under the pointer is removed (after its exit animation,
    // which the pointer may have re-entered), the browser sends the region no pointerleave.
    if (before.length === 0) holds.delete(region);
    const list = [...before, { id, ...notice }];
    lists.set(region, list);
    const timing: Timing = { region, remainingMs: durationMs };
    timings.set(id, timing);
    if (!isHeld(region)) start(id, timing);
    emit();
    if (list.length > rules.maxVisible) close(list[0].id);
    return id;
  }

  /** Holds a region open (hold = true) or lets its notices' time run again. */
  function hold(region: string, reason: HoldReason, on: boolean) {
    const wasHeld = isHeld(region);
    const reasons = holds.get(region) ?? new Set<HoldReason>();
    if (on) reasons.add(reason);
    else reasons.delete(reason);
    holds.set(region, reasons);
    if (wasHeld === isHeld(region)) return;
    for (const [id, timing] of timings) {
      if (timing.region !== region) continue;
      if (wasHeld) start(id, timing);
      else stop(timing);
    }
  }

  return {
    success: (title: string, description?: ReactNode, region?: string, language?: string) =>
      add({ kind: "success", title, description, language }, region),
    confirmed: (title: string, description?: ReactNode, region?: string, language?: string) =>
      add({ kind: "success", title, description, language, unspoken: true }, region),
    error: (title: string, description?: ReactNode, region?: string, language?: string) =>
      add({ kind: "error", title, description, language }, region),
    failure: (title: string, description?: ReactNode, region?: string, language?: string) =>
      add({ kind: "error", title, description, language }, region, Infinity),
    close,
    /** Closes a region's error notices: a new Send replaces what the previous one found wrong. */
    closeErrors: (region: string) =>
      (lists.get(region) ?? none).filter((notice) => notice.kind === "error").forEach((notice) => close(notice.id)),
    hold,
    /** The region's notices, oldest first; the same array until they change (useSyncExternalStore). */
    list: (region: string): readonly Notice[] => lists.get(region) ?? none,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

/** The site's one store: forms add notices, the Notices regions show them. */
export const notices = createNoticeStore();
