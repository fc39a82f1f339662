import React from "react";
import { useTranslation } from "react-i18next";
import type { FieldProblem } from "./schema";
import { FieldError, invalidProps } from "./reason-slots";
import { RequiredLabel } from "./form-fields";
import { LegalAgreement } from "./legal-agreement";

// A module of its own, apart from the fields every form has (./form-fields.tsx): only the
// contact form asks it, so the quote forms' pages do not carry it.

/** The contact form's "I am not a robot" box, which must be ticked to send, with the legal pages it agrees to. */
export function ConsentField({
  id,
  problem,
  defaultChecked = false,
}: {
  id: string;
  problem: FieldProblem | undefined;
  defaultChecked?: boolean;
}) {
  const { t } = useTranslation("form");
  return (
    <>
      <div className="flex items-start gap-2">
        <input
          id={id}
          name="consent"
          type="checkbox"
          required
          defaultChecked={defaultChecked}
          // Chromium takes a required box not ticked for invalid by itself, and screen readers
          // said "invalid entry" before the visitor had done anything: it is so once refused.
          aria-invalid={false}
          {...invalidProps(problem, id)}
          className="mt-1 h-5 w-5 shrink-0 accent-brand-700"
        />
        {/* The legal sentence on a line of its own: on the label's line, Chinese and Japanese,
            which put no space between sentences, would read the two as one. */}
        <span className="text-sm text-slate-700">
          <label htmlFor={id} className="block font-semibold text-brand-900">
            <RequiredLabel text={t("contact.robot")} />
          </label>
          <LegalAgreement />
        </span>
      </div>
      <FieldError problem={problem} fieldId={id} />
    </>
  );
}
