import React from "react";
import { plainQuoteFormHref, type ServiceType } from "../../forms/shared/forms";
import type { ShipmentField } from "../../forms/shared/fields";
import { useTranslation } from "react-i18next";
import { primaryButtonClass } from "../../forms/browser/button-class";

interface Props {
  id: string;
  serviceType: ServiceType;
  /**
   * What the quote form is filled with; undefined while the figures are incomplete. The freight
   * calculator's figures are shipment details; the customs estimator's have no shipment field
   * (values, rates, taxes), so they go into the message.
   */
  figures: { shipment?: Partial<Record<ShipmentField, string>>; message?: string } | undefined;
  /** Called instead of opening the form when the figures are incomplete or refused. */
  onIncomplete: () => void;
  /** The figures are beyond what the quote form takes (the freight calculator's quote.beyond says so). */
  refused?: boolean;
  /** Where quote.button, quote.hint and quote.unavailable come from: the customs estimator has its own. */
  ns?: "calculator" | "estimator";
}

/** data-quote-shipment-weight-kg for weightKg: the quote dialog reads them back as dataset keys. */
const attribute = (field: string) => `data-quote-shipment-${field.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

/**
 * "Request a quote with these figures": opens the quote dialog with the service selected and
 * the figures in its shipment details (mode, pieces, weight, volume, containers), which it
 * opens; or with the figures in the message. The dialog reads data-quote-service,
 * data-quote-shipment-* and data-quote-message from its trigger
 * (src/forms/browser/forms-root.tsx and quote-dialog.tsx). Should the dialog's code fail to
 * download, data-quote-href leads to the quote form that works without scripts, filled in the same.
 */
export function QuoteWithFigures({ id, serviceType, figures, onIncomplete, refused, ns = "calculator" }: Props) {
  const { t, i18n } = useTranslation(ns);
  const ready = figures !== undefined;
  const shipmentAttributes = Object.fromEntries(
    Object.entries(figures?.shipment ?? {}).map(([field, value]) => [attribute(field), value]),
  );
  const messageAttribute = figures?.message === undefined ? {} : { "data-quote-message": figures.message };
  return (
    <div className="flex flex-col items-start gap-2">
      <button
        type="button"
        className={primaryButtonClass}
        aria-describedby={`${id}-hint`}
        data-calculator-quote=""
        {...(ready
          ? {
              "data-quote-trigger": "",
              "data-quote-service": serviceType,
              "data-quote-href": plainQuoteFormHref(i18n.language, {
                serviceType,
                ...figures.shipment,
                message: figures.message ?? "",
              }),
              ...shipmentAttributes,
              ...messageAttribute,
            }
          : { onClick: onIncomplete })}
      >
        {t("quote.button")}
      </button>
      <p id={`${id}-hint`} className="text-sm text-slate-700">
        {t(ready ? "quote.hint" : refused ? "quote.beyond" : "quote.unavailable")}
      </p>
    </div>
  );
}
