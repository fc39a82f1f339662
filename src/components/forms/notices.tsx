import React, { useRef, useSyncExternalStore } from "react";
import { useT } from "../../hooks/use-t";
import { Icon } from "../icon";
import { notices, type Notice } from "./notices-store";

// Where a region's notices show: stacked at the bottom right, newest last. The region is
// always in the page, empty until a notice comes, so screen readers announce what is added
// (a polite live region; aria-atomic off, so only the new notice is read). While the pointer
// is over it or focus is inside, its notices stay (the store holds the region).

const kindClass: Record<Notice["kind"], string> = {
  success: "border-green-700",
  error: "border-red-700",
};

function KindIcon({ kind }: { kind: Notice["kind"] }) {
  return <Icon name={kind} className={`mt-0.5 h-5 w-5 shrink-0 ${kind === "success" ? "text-green-700" : "text-red-700"}`} />;
}

export function Notices({ region }: { region: string }) {
  const t = useT("form");
  const list = useSyncExternalStore(notices.subscribe, () => notices.list(region), () => notices.list(region));
  const containerRef = useRef<HTMLDivElement>(null);
  // Where focus was before it came into the region, to give it back when the last notice is closed.
  const focusBefore = useRef<HTMLElement | null>(null);

  const closeByHand = (id: number) => {
    const index = list.findIndex((n) => n.id === id);
    const neighbour = list[index + 1] ?? list[index - 1];
    const hadFocus = containerRef.current?.contains(document.activeElement);
    notices.close(id);
    if (!hadFocus) return;
    const next = neighbour && containerRef.current?.querySelector<HTMLElement>(`[data-notice-id="${neighbour.id}"] [data-notice-close]`);
    (next || (focusBefore.current?.isConnected ? focusBefore.current : null))?.focus();
  };

  return (
    <div
      ref={containerRef}
      role="status"
      aria-live="polite"
      aria-atomic="false"
      aria-label={t("notices.region")}
      data-notices={region}
      // Above the dialog's contents; the empty region lets clicks through.
      className="pointer-events-none fixed right-0 bottom-0 z-[70] flex w-full max-w-sm flex-col gap-2 p-4"
      onPointerEnter={() => notices.hold(region, "hover", true)}
      onPointerLeave={() => notices.hold(region, "hover", false)}
      onFocus={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) focusBefore.current = event.relatedTarget as HTMLElement | null;
        notices.hold(region, "focus", true);
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) notices.hold(region, "focus", false);
      }}
    >
      {list.map((notice) => (
        <div
          key={notice.id}
          data-notice=""
          data-notice-id={notice.id}
          data-type={notice.kind}
          className={`pointer-events-auto flex gap-3 rounded-lg border-l-4 bg-white p-4 text-sm text-brand-950 shadow-lg ring-1 ring-brand-100 ${kindClass[notice.kind]} transition duration-200 ease-out starting:translate-y-2 starting:opacity-0 motion-reduce:transition-none`}
        >
          <KindIcon kind={notice.kind} />
          <div className="min-w-0 flex-1">
            <p className="font-semibold">{notice.title}</p>
            {notice.description && <div className="mt-1 text-slate-700">{notice.description}</div>}
          </div>
          <button
            type="button"
            data-notice-close=""
            aria-label={t("notices.close")}
            onClick={() => closeByHand(notice.id)}
            className="-m-1 h-7 w-7 shrink-0 rounded p-1 text-slate-700 hover:bg-brand-50 hover:text-brand-950"
          >
            <Icon name="close" className="h-5 w-5" />
          </button>
        </div>
      ))}
    </div>
  );
}
