import React from "react";
import { useT } from "../../hooks/use-t";
import { primaryButtonClass } from "./button-class";

// Opens the quote dialog (through data-quote-trigger, see forms-root.tsx).
export function GetQuoteButton({ className = "" }: { className?: string }) {
  const t = useT("form");
  return (
    <button type="button" data-quote-trigger className={`${primaryButtonClass} ${className}`}>
      {t("getQuote")}
    </button>
  );
}
