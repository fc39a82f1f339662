import React from "react";
import { useTranslation } from "react-i18next";
import type { FieldProblem } from "./schema";
import { wordSpace } from "../../shared/languages";
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
  const { t, i18n } = useTranslation("form");
  return (
    <>
      <div className="flex items-start gap-2">
        <input
          id={id}
          name="consent"
          type="checkbox"
          required
          defaultChecked={defaultChecked}
          {...invalidProps(problem, id)}
          className="mt-1 h-5 w-5 shrink-0 accent-brand-700"
        />
        <span className="text-sm text-slate-700">
          <label htmlFor={id} className="font-semibold text-brand-900">
            <RequiredLabel text={t("contact.robot")} />
          </label>
          {wordSpace(i18n.language)}
          <LegalAgreement />
        </span>
      </div>
      <FieldError problem={problem} fieldId={id} />
    </>
  );
}
