import React from "react";
import { compactSubmitClass, primaryButtonClass } from "./button-class";
import { Icon } from "../../components/icon";

// A submit button that is disabled and shows a spinner while the form is sending. Disabled by
// aria-disabled, not the disabled attribute: a focused button that becomes disabled drops the
// focus to the page's start, and a keyboard user whose send failed would lose their place. The
// form ignores a Send while one is on its way (use-form.tsx). Under reduced motion the spinner
// stands still: the label already says the form is sending. A page translator (Chrome's, Google's)
// moves bare text into its own <font> elements: the label is its span's only child, which React
// changes by replacing the span's content, not by writing to a text node the translator took out of
// the page (Send would go on reading Send); and the spinner comes after it, as React, putting it
// before a text node no longer there, would throw and take the page down.

interface Props {
  sending: boolean;
  label: string;
  sendingLabel: string;
  /** Smaller on phones, for a label as long as a quote's (the quote dialog's, a service page's form). */
  compact?: boolean;
}

export function SubmitButton({ sending, label, sendingLabel, compact = false }: Props) {
  return (
    <button
      type="submit"
      className={compact ? compactSubmitClass : primaryButtonClass}
      aria-disabled={sending || undefined}
      aria-busy={sending || undefined}
    >
      <span>{sending ? sendingLabel : label}</span>
      {sending && <Icon name="spinner" className="h-4 w-4 motion-safe:animate-spin" data-spinner="" />}
    </button>
  );
}
