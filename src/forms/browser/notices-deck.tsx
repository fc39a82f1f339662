import React, {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type CSSProperties,
  type ReactNode,
} from "react";
import { Toaster, toast } from "sonner";
import { useTranslation } from "react-i18next";
import { finishMissedSwipes, type SwipeEdge } from "./missed-swipes";
import { keepFocusedFieldClear } from "./keep-field-clear";
import { keyboardNotices, noticeFocusCss } from "./notices-keyboard";
import { dialogNotices, noticeRules } from "./notices";
import { notices, type Notice } from "./notices-store";

// Sonner's deck of one region's notices: stacked at the bottom right, spread out while the
// pointer is over it (sonner) or focus is inside (`expanded`), closed by its button, a swipe or Escape.

export { notices };

// Sonner's rich colours, set through its CSS variables on its list: the error in the
// destructive style, white on red-700 (6.5:1), the success dark green on green-50.
const colours = {
  fontFamily: "inherit",
  "--error-bg": "#b91c1c",
  "--error-border": "#991b1b",
  "--error-text": "#ffffff",
  "--success-bg": "#f0fdf4",
  "--success-border": "#15803d",
  "--success-text": "#14532d",
} as CSSProperties;

/**
 * Tells the region the text of a notice's description once it is drawn (it may be a component):
 * as laid out (innerText), so that parts apart on screen only by a gap, as a failure's links are,
 * are heard apart, not run together ("info@example.comWhatsApp").
 */
function Spoken({ children, onText }: { children: ReactNode; onText: (text: string) => void }) {
  const ref = useRef<HTMLSpanElement>(null);
  useEffect(() => onText(ref.current?.innerText ?? ""), [onText]);
  return <span ref={ref}>{children}</span>;
}

const position = "bottom-right";
/** A little longer than sonner's entry animation (400 ms). */
const enterMs = 450;
/** Between the quote dialog's button bar and the notices above it. */
const barGapPx = 8;
/** Sonner's default: a notice swipes out towards the edges of the corner it sits in. */
const swipeEdges = position.split("-") as SwipeEdge[];

/** What a screen reader is to hear for a notice shown: its title and description. */
export interface SpokenNotice {
  id: number;
  kind: Notice["kind"];
  text: string;
}

interface Props {
  region: string;
  /** Spread out, as on hover: focus is inside the region. */
  expanded: boolean;
  /** The texts of the notices shown, for the region's live regions. */
  onSpoken: (spoken: readonly SpokenNotice[]) => void;
  /** Focus said to be inside has left without a blur. */
  onFocusGone: () => void;
}

/** Used as a member of the module notices.tsx loads on demand. @public */
export function NoticesDeck({ region, expanded, onSpoken, onFocusGone }: Props) {
  const { t, i18n } = useTranslation("form");
  const list = useSyncExternalStore(
    notices.subscribe,
    () => notices.list(region),
    () => notices.list(region),
  );
  const shown = useRef(new Set<number>());
  const [texts, setTexts] = useState<ReadonlyMap<number, string>>(new Map());
  const speak = useCallback((id: number, text: string) => setTexts((before) => new Map(before).set(id, text)), []);
  const section = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!section.current) return;
    // Sonner's section is a polite live region of its own: silenced, the region around it speaks.
    section.current.setAttribute("aria-live", "off");
    const stopSwipes = finishMissedSwipes(section.current, swipeEdges);
    const stopKeys = keyboardNotices(section.current, onFocusGone);
    return () => {
      stopSwipes();
      stopKeys();
    };
  }, [onFocusGone]);

  // A notice closed by its own button takes the focus with it, and no blur tells the region: once
  // the list has changed, focus that is no longer inside stops spreading the deck out (before the
  // next notice is drawn).
  useLayoutEffect(() => {
    if (expanded && !section.current?.contains(document.activeElement)) onFocusGone();
  }, [list, expanded, onFocusGone]);

  // In the quote dialog the notices sit above its button bar, which they would cover on a phone
  // (they span the foot of the screen there): Cancel and Send stay in reach after a failure.
  const [aboveBar, setAboveBar] = useState<{ bottom: number }>();
  useLayoutEffect(() => {
    const bar = section.current?.closest("dialog")?.querySelector('[data-dialog-bar="buttons"]');
    if (!bar || list.length === 0) return;
    setAboveBar({ bottom: Math.max(0, window.innerHeight - bar.getBoundingClientRect().top) + barGapPx });
  }, [list]);

  // Once a notice has slid in (or at once under reduced motion), the field to fix stays in sight,
  // and so does each field the visitor moves to while a notice is shown (Tab through the form to
  // mend it): after the browser's own scroll, which only brings a field inside the screen.
  useEffect(() => {
    const deck = section.current;
    if (!deck || list.length === 0) return;
    const check = () => keepFocusedFieldClear(deck);
    const timer = setTimeout(check, enterMs);
    let frame = 0;
    const moved = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(check);
    };
    deck.addEventListener("transitionend", check);
    document.addEventListener("focusin", moved);
    return () => {
      clearTimeout(timer);
      cancelAnimationFrame(frame);
      deck.removeEventListener("transitionend", check);
      document.removeEventListener("focusin", moved);
    };
  }, [list]);

  useEffect(() => {
    onSpoken(
      list.flatMap((n) =>
        texts.has(n.id) && !n.unspoken ? [{ id: n.id, kind: n.kind, text: texts.get(n.id) ?? "" }] : [],
      ),
    );
  }, [list, texts, onSpoken]);

  // What the store lists, sonner shows; what the store closed, sonner lets go. A notice in
  // another language was told on a page the visitor left for this one in another language: it
  // is not shown here, and goes if sonner still shows it (sonner shows a new page's deck what
  // the last one showed).
  useEffect(() => {
    const listed = new Set(list.flatMap((n) => (n.language && n.language !== i18n.language ? [] : [n.id])));
    for (const notice of list) {
      if (shown.current.has(notice.id) || !listed.has(notice.id)) continue;
      shown.current.add(notice.id);
      // A title may end in its own "!" ("Success!"): the join's full stop then replaces it.
      const first = notice.title.replace(/[.!?。！？]$/u, "");
      const spoken = (description: string) =>
        speak(notice.id, description ? t("common:joins.sentences", { first, next: description }) : notice.title);
      (notice.kind === "error" ? toast.error : toast.success)(notice.title, {
        id: notice.id,
        toasterId: region,
        // The store closes it: its time runs only while the region is not held.
        duration: Infinity,
        description: <Spoken onText={spoken}>{notice.description}</Spoken>,
        onDismiss: () => notices.close(notice.id),
      });
    }
    for (const id of [...shown.current, ...list.map((n) => n.id)]) {
      if (listed.has(id)) continue;
      shown.current.delete(id);
      toast.dismiss(id);
    }
  }, [list, region, speak, t, i18n.language]);

  return (
    <>
      <style>{noticeFocusCss}</style>
      <Toaster
        ref={section}
        id={region}
        position={position}
        offset={aboveBar}
        mobileOffset={aboveBar}
        expand={expanded}
        visibleToasts={noticeRules.maxVisible}
        richColors
        closeButton
        // Named apart from the page's, which stays in the page behind the dialog.
        customAriaLabel={t(region === dialogNotices ? "notices.dialogRegion" : "notices.region")}
        style={colours}
        // Links in a notice (a failure notice's email, WhatsApp, phone) take its text colour.
        className="[&_a]:!text-inherit"
        // Sonner's close button is 20 px; a finger's target is at least 24 (WCAG 2.5.8).
        toastOptions={{ closeButtonAriaLabel: t("notices.close"), classNames: { closeButton: "!h-6 !w-6" } }}
      />
    </>
  );
}
