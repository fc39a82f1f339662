import React from "react";

// A submit button that is disabled and shows a spinner while the form is sending.

interface Props {
  sending: boolean;
  label: string;
  sendingLabel: string;
}

export const primaryButtonClass =
  "inline-flex items-center justify-center gap-2 rounded-md bg-accent-400 px-5 py-2.5 font-semibold text-brand-950 " +
  "hover:bg-accent-500 disabled:cursor-not-allowed disabled:opacity-70";

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
