import React, { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { ShipmentFieldsProps } from "./shipment-layout";
import { loadShipmentFields } from "./lazy-parts";

// The quote forms' optional "Shipment details": a native <details>, so the summary
// opens and closes it by keyboard and says so to screen readers. Closed by default in the
// dialog, open on the service page. Its fields and their strings are in no page's first load
// (./shipment-fields.tsx, one chunk): they load when the dialog shows the part (the dialog
// itself loads on intent) or, open on a service page, when the form comes within about a
// screen (as the freight calculator does). Only the summary's text is in the page's strings.
// Without scripts the page has the same fields as plain HTML in a <noscript>, made while the
// page is built (./plain-shipment-part.tsx), where nothing steps aside. A failed download
// (a phone losing its connection) leaves the part empty, never the page: the visitor's next
// move in the form tries again.

type Props = Omit<ShipmentFieldsProps, "onOpenChange"> & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Load the fields at once (the dialog, already loaded on intent). */
  eager?: boolean;
};

// The fields' height on a service page, kept before they arrive so the Send button and everything
// below do not move when they do (a visitor who jumped to the form would see it). The tallest
// in any language, measured in Chromium with the questions that step aside until asked for (the
// containers, the cargo value) aside: 1287 px at 320 px (English), 904 px from 640 px
// (Indonesian); with a page's price packages to choose from, 79 px more (1366, 983). Rounded up.
// flow-root keeps the fields' top margin inside.
const fieldsSpace = "flow-root min-h-[80.5rem] sm:min-h-[56.5rem]";
const fieldsSpaceWithPackages = "flow-root min-h-[85.5rem] sm:min-h-[61.5rem]";

type Fields = (typeof import("./shipment-fields"))["ShipmentFields"];

export function ShipmentPart({ open, onOpenChange, eager = false, ...fields }: Props) {
  const { t, i18n } = useTranslation("form");
  const [wanted, setWanted] = useState(eager);
  const [failed, setFailed] = useState(false);
  const [Fields, setFields] = useState<Fields | null>(null);
  const part = useRef<HTMLDetailsElement>(null);

  useEffect(() => {
    if (!wanted || Fields) return;
    let live = true;
    loadShipmentFields().then(
      (loaded) => live && setFields(() => loaded.ShipmentFields),
      () => {
        if (!live) return;
        setFailed(true);
        setWanted(false);
      },
    );
    return () => {
      live = false;
    };
  }, [wanted, Fields]);

  useEffect(() => {
    const details = part.current;
    if (wanted || Fields || !details) return;
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
  }, [wanted, Fields, failed, open]);

  return (
    <>
      {/* Without scripts the scripted part stays empty: the page has the fields as plain HTML instead. */}
      {!eager && (
        <noscript
          suppressHydrationWarning
          dangerouslySetInnerHTML={{
            __html: `<style>[data-shipment-details]{display:none}</style>${
              process.env.BUILD_STAGE === "build-html"
                ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- only the pages' build reads it: the scripts never carry it
                  (require("./plain-shipment-part") as typeof import("./plain-shipment-part")).plainShipmentPart(
                    i18n,
                    { ...fields, idPrefix: `${fields.idPrefix}-plain` },
                    { summary: t("shipmentDetails"), open },
                  )
                : ""
            }`,
          }}
        />
      )}
      <details
        ref={part}
        open={open}
        onToggle={(e) => onOpenChange(e.currentTarget.open)}
        className="rounded-md border border-brand-100 p-4"
        data-shipment-details
      >
        <summary className="cursor-pointer font-semibold text-brand-900">{t("shipmentDetails")}</summary>
        <div
          className={eager ? undefined : fields.packages?.length ? fieldsSpaceWithPackages : fieldsSpace}
          data-shipment-space=""
        >
          {Fields && <Fields {...fields} onOpenChange={onOpenChange} />}
        </div>
      </details>
    </>
  );
}
