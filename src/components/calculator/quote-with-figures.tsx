import React from "react";
import type { ServiceType } from "../../lib/contact-fields";
import { useTranslation } from "react-i18next";
import { primaryButtonClass } from "../forms/submit-button";

interface Props {
  id: string;
  serviceType: ServiceType;
  /** The shipment summary for the message; undefined while the figures are incomplete. */
  summary: string | undefined;
  /** Called instead of opening the form when the figures are incomplete. */
  onIncomplete: () => void;
  /** Where quote.button, quote.hint and quote.unavailable come from: the customs estimator has its own. */
  ns?: "calculator" | "estimator";
}

/**
 * "Request a quote with these figures": opens the quote dialog with the service selected
 * and the summary in the message. The dialog reads data-quote-service and
 * data-quote-message from its trigger (src/components/forms/forms-root.tsx and quote-request.ts).
 */
export function QuoteWithFigures({ id, serviceType, summary, onIncomplete, ns = "calculator" }: Props) {
  const { t } = useTranslation(ns);
  const ready = summary !== undefined;
  return (
    <div className="flex flex-col items-start gap-2">
      <button
        type="button"
        className={primaryButtonClass}
        aria-describedby={`${id}-hint`}
        data-calculator-quote=""
        {...(ready ? { "data-quote-trigger": "", "data-quote-service": serviceType, "data-quote-message": summary } : { onClick: onIncomplete })}
      >
        {t("quote.button")}
      </button>
      <p id={`${id}-hint`} className="text-sm text-slate-700">
        {t(ready ? "quote.hint" : "quote.unavailable")}
      </p>
    </div>
  );
}
