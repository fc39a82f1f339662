import React, { useCallback, useEffect, useState, useSyncExternalStore, type ComponentType } from "react";
import { useTranslation } from "react-i18next";
import { notices, type Notice } from "./notices-store";
import type { DeckProps } from "./notices-deck";

// A region of notices (the page's, or the quote dialog's: the page behind a modal dialog is
// inert). The store (notices-store.ts) decides what is shown and for how long; sonner draws it
// (notices-deck.tsx), loaded with the region's first notice, or earlier when a form is first
// focused, so it is in no page's first-load JavaScript and a failure notice still shows when
// the network has gone by then.
//
// Screen readers: this region is in the page from the start (a live region added together
// with its first message is often not read). Each notice's text is written into it, politely
// for a success and assertively (role="alert") for an error; sonner's own live region is
// silenced so nothing is read twice. While the pointer is over it or focus is inside, the
// region is held: its notices stay.

type Deck = ComponentType<DeckProps>;

let deckModule: Promise<Deck> | undefined;
const loadDeck = () =>
  (deckModule ??= import(/* webpackChunkName: "notices" */ "./notices-deck").then(
    (m) => m.NoticesDeck,
    (error: unknown) => {
      // Offline: forget the attempt so the next notice tries again.
      deckModule = undefined;
      throw error;
    },
  ));

export function Notices({ region }: { region: string }) {
  const { t } = useTranslation("form");
  const list = useSyncExternalStore(notices.subscribe, () => notices.list(region), () => notices.list(region));
  const [Deck, setDeck] = useState<Deck | null>(null);
  const [focusInside, setFocusInside] = useState(false);
  const [spoken, setSpoken] = useState<ReadonlyMap<number, string>>(new Map());
  const speak = useCallback((id: number, text: string) => setSpoken((before) => new Map(before).set(id, text)), []);

  const load = useCallback(() => {
    // Not downloaded (offline): the next notice or form focus tries again.
    loadDeck().then((deck) => setDeck(() => deck), () => undefined);
  }, []);

  useEffect(() => {
    if (Deck) return;
    const onFocus = (event: FocusEvent) => (event.target as Element | null)?.closest?.("form") && load();
    document.addEventListener("focusin", onFocus);
    return () => document.removeEventListener("focusin", onFocus);
  }, [Deck, load]);

  useEffect(() => {
    if (list.length > 0 && !Deck) load();
  }, [list.length, Deck, load]);

  const said = (kind: Notice["kind"]) =>
    list.filter((n) => n.kind === kind && spoken.has(n.id)).map((n) => <p key={n.id}>{spoken.get(n.id)}</p>);

  return (
    <div
      role="status"
      aria-live="polite"
      aria-atomic="false"
      aria-label={t("notices.region")}
      data-notices={region}
      onPointerEnter={() => notices.hold(region, "hover", true)}
      onPointerLeave={() => notices.hold(region, "hover", false)}
      onFocus={() => {
        setFocusInside(true);
        notices.hold(region, "focus", true);
      }}
      onBlur={(event) => {
        if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
        setFocusInside(false);
        notices.hold(region, "focus", false);
      }}
    >
      <div className="sr-only" data-spoken="polite">{said("success")}</div>
      <div className="sr-only" role="alert" aria-atomic="false" data-spoken="assertive">{said("error")}</div>
      {Deck && <Deck region={region} list={list} expanded={focusInside} onSpoken={speak} />}
    </div>
  );
}
