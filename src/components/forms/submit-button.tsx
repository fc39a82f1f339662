import React from "react";
import { primaryButtonClass } from "./button-class";

// A submit button that is disabled and shows a spinner while the form is sending.

interface Props {
  sending: boolean;
  label: string;
  sendingLabel: string;
}

// Still offered here for the calculator's quote button (src/components/calculator/quote-with-figures.tsx).
export { primaryButtonClass };

export function SubmitButton({ sending, label, sendingLabel }: Props) {
  return (
    <button type="submit" className={primaryButtonClass} disabled={sending} aria-busy={sending || undefined}>
      {sending && (
        <svg className="h-4 w-4 animate-spin" viewBox="0 0 24 24" fill="none" aria-hidden="true" data-spinner>
          <circle cx="12" cy="12" r="10" stroke="currentColor" strokeWidth="4" className="opacity-25" />
          <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
        </svg>
      )}
      {sending ? sendingLabel : label}
    </button>
  );
}
