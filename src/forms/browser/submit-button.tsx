import React from "react";
import { primaryButtonClass } from "./button-class";
import { Icon } from "../../components/icon";

// A submit button that is disabled and shows a spinner while the form is sending.

interface Props {
  sending: boolean;
  label: string;
  sendingLabel: string;
}

export function SubmitButton({ sending, label, sendingLabel }: Props) {
  return (
    <button type="submit" className={primaryButtonClass} disabled={sending} aria-busy={sending || undefined}>
      {sending && <Icon name="spinner" className="h-4 w-4 animate-spin" data-spinner="" />}
      {sending ? sendingLabel : label}
    </button>
  );
}
