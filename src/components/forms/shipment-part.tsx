import React, { Suspense, lazy, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { ShipmentFieldsProps } from "./shipment-fields";

// The quote forms' optional "Shipment details" (issue 16): a native <details>, so the summary
// opens and closes it by keyboard and says so to screen readers. Closed by default in the
// dialog, open on the service page. Its fields and their strings are in no page's first load
// (./shipment-fields.tsx, one chunk): they load when the dialog shows the part (the dialog
// itself loads on intent) or, open on a service page, when the form comes within about a
// screen (as the freight calculator does). Only the summary's text is in the page's strings.

type Props = Omit<ShipmentFieldsProps, "onOpenChange"> & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Load the fields at once (the dialog, already loaded on intent). */
  eager?: boolean;
};

const LazyFields = lazy(() => import(/* webpackChunkName: "shipment-fields" */ "./shipment-fields").then((m) => ({ default: m.ShipmentFields })));

export function ShipmentPart({ open, onOpenChange, eager = false, ...fields }: Props) {
  const { t } = useTranslation("form");
  const [wanted, setWanted] = useState(eager);
  const part = useRef<HTMLDetailsElement>(null);

  useEffect(() => {
    if (wanted || !open || !part.current) return;
    const near = new IntersectionObserver(([entry]) => entry?.isIntersecting && setWanted(true), { rootMargin: "800px 0px" });
    near.observe(part.current);
    return () => near.disconnect();
  }, [wanted, open]);

  return (
    <details ref={part} open={open} onToggle={(e) => onOpenChange(e.currentTarget.open)} className="rounded-md border border-brand-100 p-4" data-shipment-details>
      <summary className="cursor-pointer font-semibold text-brand-900">{t("shipmentDetails")}</summary>
      {wanted && (
        <Suspense fallback={null}>
          <LazyFields {...fields} onOpenChange={onOpenChange} />
        </Suspense>
      )}
    </details>
  );
}
