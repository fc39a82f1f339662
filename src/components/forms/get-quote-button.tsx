import React from "react";
import { useTranslation } from "react-i18next";
import { compactPrimaryButtonClass, primaryButtonClass } from "./button-class";

// Opens the quote dialog (through data-quote-trigger, see forms-root.tsx).
export function GetQuoteButton({ className = "", compact = false }: { className?: string; compact?: boolean }) {
  const { t } = useTranslation("form");
  return (
    <button type="button" data-quote-trigger className={`${compact ? compactPrimaryButtonClass : primaryButtonClass} ${className}`}>
      {t("getQuote")}
    </button>
  );
}
