import React, { useEffect, useState, type ComponentType } from "react";
import { Notices, pageNotices } from "./notices";
import { loadQuoteDialog } from "./lazy-parts";
import type { QuoteRequest } from "./quote-dialog";

// Mounted once in the layout, on every page: the page's notices and the quote dialog, which is
// not in the page's JavaScript. It loads on a [data-quote-trigger]'s click, or earlier when one is
// pointed at, focused or touched (docs/architecture.md, "The forms' lazy parts").

/** Reads a trigger's prefill. A new object for every click, so the dialog opens each time. */
const quoteRequestFrom = (opener: HTMLElement): QuoteRequest => ({
  opener,
  service: opener.dataset.quoteService,
  servicePage: opener.dataset.quoteServicePage,
  message: opener.dataset.quoteMessage,
});

type Dialog = ComponentType<{ request: QuoteRequest | null }>;

const triggerOf = (event: Event) =>
  (event.target as Element | null)?.closest?.<HTMLElement>("[data-quote-trigger]") ?? null;

export function FormsRoot() {
  const [QuoteDialog, setQuoteDialog] = useState<Dialog | null>(null);
  const [request, setRequest] = useState<QuoteRequest | null>(null);

  useEffect(() => {
    let live = true;
    const load = (clicked?: HTMLElement) => {
      // On a slow connection the dialog's code takes a while: the clicked trigger says it is
      // opening (a spinner, the busy state) until it comes or fails.
      clicked?.classList.add("quote-opening");
      clicked?.setAttribute("aria-busy", "true");
      const done = () => {
        clicked?.classList.remove("quote-opening");
        clicked?.removeAttribute("aria-busy");
      };
      loadQuoteDialog()
        .finally(done)
        .then(
          (loaded) => live && setQuoteDialog(() => loaded.QuoteDialog),
          // A failed download (offline, or a proxy refusing scripts): a clicked link is followed, to
          // the quote form that works without scripts, and so is a button's data-quote-href (the
          // calculators' figures in that form); the next click or intent tries again.
          () => {
            if (!live || !clicked) return;
            setRequest(null);
            const href = clicked instanceof HTMLAnchorElement ? clicked.href : clicked.dataset.quoteHref;
            if (href) window.location.assign(href);
          },
        );
    };
    const onClick = (event: MouseEvent) => {
      const trigger = triggerOf(event);
      if (!trigger) return;
      event.preventDefault();
      setRequest(quoteRequestFrom(trigger));
      load(trigger);
    };
    const onIntent = (event: Event) => {
      if (triggerOf(event)) load();
    };
    const intents = ["pointerover", "focusin", "touchstart"] as const;
    document.addEventListener("click", onClick);
    for (const type of intents) document.addEventListener(type, onIntent, { passive: true });
    // Tells the browser tests (and anyone curious) that the triggers work from now on.
    document.documentElement.dataset.quoteReady = "true";
    return () => {
      live = false;
      document.removeEventListener("click", onClick);
      for (const type of intents) document.removeEventListener(type, onIntent);
      delete document.documentElement.dataset.quoteReady;
    };
  }, []);

  return (
    <>
      {QuoteDialog && <QuoteDialog request={request} />}
      <Notices region={pageNotices} />
    </>
  );
}
