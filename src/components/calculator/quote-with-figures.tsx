import React from "react";
import type { ServiceType } from "../../lib/contact-fields";
import type { ShipmentField } from "../../lib/shipment-fields";
import { useTranslation } from "react-i18next";
import { primaryButtonClass } from "../forms/submit-button";

interface Props {
  id: string;
  serviceType: ServiceType;
  /** The shipment details for the quote form; undefined while the figures are incomplete. */
  shipment: Partial<Record<ShipmentField, string>> | undefined;
  /** Called instead of opening the form when the figures are incomplete. */
  onIncomplete: () => void;
}

/** data-quote-shipment-weight-kg for weightKg: quote-request.ts reads them back as dataset keys. */
const attribute = (field: string) => `data-quote-shipment-${field.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

/**
 * "Request a quote with these figures": opens the quote dialog with the service selected and
 * the figures in its shipment details (mode, pieces, weight, volume, containers), which it
 * opens. The dialog reads data-quote-service and data-quote-shipment-* from its trigger
 * (src/components/forms/forms-root.tsx and quote-request.ts).
 */
export function QuoteWithFigures({ id, serviceType, shipment, onIncomplete }: Props) {
  const { t } = useTranslation("calculator");
  const ready = shipment !== undefined;
  const shipmentAttributes = Object.fromEntries(Object.entries(shipment ?? {}).map(([field, value]) => [attribute(field), value]));
  return (
    <div className="flex flex-col items-start gap-2">
      <button
        type="button"
        className={primaryButtonClass}
        aria-describedby={`${id}-hint`}
        data-calculator-quote=""
        {...(ready ? { "data-quote-trigger": "", "data-quote-service": serviceType, ...shipmentAttributes } : { onClick: onIncomplete })}
      >
        {t("quote.button")}
      </button>
      <p id={`${id}-hint`} className="text-sm text-slate-700">
        {t(ready ? "quote.hint" : "quote.unavailable")}
      </p>
    </div>
  );
}
