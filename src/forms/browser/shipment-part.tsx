import React, { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { ShipmentLayoutProps } from "../shared/shipment-layout";
import type { Prefill } from "./use-form";
import { loadShipmentFields } from "./lazy-parts";

// The quote forms' optional "Shipment details": a native <details>, so the summary opens and
// closes it by keyboard and says so to screen readers. Its scripted fields (./shipment-fields.tsx)
// are in no page's first load: they load when the dialog shows the part or, open on a service
// page, when the form comes within about a screen. Until then, and for good without scripts, a
// page has the plain fields made while it is built (./plain-shipment-part.tsx); how the scripted
// ones take over is in docs/forms.md. A failed download leaves the plain fields as they are,
// never the page's error: the visitor's next move in the form tries again.

type Props = ShipmentLayoutProps & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Load the fields at once (the dialog, already loaded on intent); it has no plain fields. */
  eager?: boolean;
  /** Gives the form what was typed in the plain fields, as the scripted fields' defaults. */
  prefill?: Prefill;
};

type Chunk = typeof import("./shipment-fields");
type Shown = ReturnType<Chunk["takeOver"]>;

export function ShipmentPart({ open, onOpenChange, eager = false, prefill, ...fields }: Props) {
  const { t, i18n } = useTranslation("form");
  const [wanted, setWanted] = useState(eager);
  const [failed, setFailed] = useState(false);
  const [shown, setShown] = useState<Shown | null>(null);
  const part = useRef<HTMLDetailsElement>(null);
  const plain = useRef<HTMLDivElement>(null);
  /** The scripted fields' code, here but not yet shown while the focus is in the plain fields. */
  const [chunk, setChunk] = useState<Chunk | null>(null);
  const takeOver = () => {
    if (chunk && !shown) setShown(chunk.takeOver(plain.current, prefill));
  };

  useEffect(() => {
    if (!wanted || chunk) return;
    let live = true;
    loadShipmentFields()
      .then((arrived) => arrived.addStrings(i18n).then(() => arrived))
      .then(
        (arrived) => live && setChunk(arrived),
        () => {
          if (!live) return;
          setFailed(true);
          setWanted(false);
        },
      );
    return () => {
      live = false;
    };
  }, [wanted, chunk, i18n]);

  // At once, unless the focus is in the plain fields; then as it leaves them, or when a Send
  // finds a problem (its reasons are shown beside the scripted fields only, so a Send with one
  // fetches them if nothing has yet: the part opened before the scripts ran watches for nothing).
  useEffect(() => {
    if (fields.problems.size > 0 && !chunk) setWanted(true);
    if (fields.problems.size > 0 || !plain.current?.contains(document.activeElement)) takeOver();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [chunk, fields.problems]);

  useEffect(() => {
    const details = part.current;
    if (wanted || chunk || !details) return;
    const want = () => setWanted(true);
    if (failed) {
      // Not the observer, which would try again at once, and again, while the phone is offline.
      const form = details.closest("form");
      form?.addEventListener("focusin", want);
      details.addEventListener("toggle", want);
      window.addEventListener("online", want);
      return () => {
        form?.removeEventListener("focusin", want);
        details.removeEventListener("toggle", want);
        window.removeEventListener("online", want);
      };
    }
    if (!open) return;
    const near = new IntersectionObserver(([entry]) => entry?.isIntersecting && want(), { rootMargin: "800px 0px" });
    near.observe(details);
    return () => near.disconnect();
  }, [wanted, chunk, failed, open]);

  return (
    <details
      ref={part}
      open={open}
      onToggle={(e) => onOpenChange(e.currentTarget.open)}
      // Not as the focus leaves for Send (or, on a press in Safari, for nothing): fields stepping
      // aside would move Send from under the press before its release, and it would send nothing.
      // The Send's outcome takes over instead.
      onBlur={({ relatedTarget: to }) =>
        to && !plain.current?.contains(to) && !to.matches("[type=submit]") && takeOver()
      }
      className="rounded-md border border-brand-100 p-4"
      data-shipment-details
    >
      <summary className="cursor-pointer font-semibold text-brand-900">{t("shipmentDetails")}</summary>
      {/* The space kept for the fields before their code comes: src/styles/global.css. */}
      <div
        className={eager ? undefined : "shipment-space"}
        data-shipment-space={fields.packages?.length ? "packages" : ""}
      >
        {chunk && shown ? (
          <chunk.ShipmentFields {...fields} onOpenChange={onOpenChange} focused={shown.focused} />
        ) : (
          !eager && (
            <div
              ref={plain}
              data-plain-shipment-fields=""
              suppressHydrationWarning
              dangerouslySetInnerHTML={{
                __html:
                  process.env.BUILD_STAGE === "build-html"
                    ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- only the pages' build reads it: the scripts never carry it
                      (require("./plain-shipment-part") as typeof import("./plain-shipment-part")).plainShipmentPart(
                        i18n,
                        fields,
                      )
                    : "",
              }}
            />
          )
        )}
      </div>
    </details>
  );
}
