import React from "react";
import { fieldOrder, problemKey, type FieldProblem, type InvalidField } from "../../lib/contact-fields";
import { useT } from "../../hooks/use-t";
import type { Problems } from "./use-contact-form";

// Why a field is refused, in words, as the GOV.UK Design System does it: the reason under
// the field (tied to it by aria-describedby), and a summary above the form that links to
// each refused field, with the same words in both.

export const errorId = (fieldId: string) => `${fieldId}-error`;

function useProblemText() {
  const t = useT("form");
  return (problem: FieldProblem) => t(problemKey(problem), { max: problem.limit, min: problem.limit });
}

/** The attributes a refused field carries. */
export const invalidProps = (problem: FieldProblem | undefined, fieldId: string) =>
  problem ? { "aria-invalid": true as const, "aria-describedby": errorId(fieldId) } : {};

export function FieldError({ problem, fieldId }: { problem: FieldProblem | undefined; fieldId: string }) {
  const t = useT("form");
  const text = useProblemText();
  if (!problem) return null;
  return (
    <p id={errorId(fieldId)} className="mt-1 text-sm font-semibold text-red-700" data-field-error={problem.reason}>
      <span className="sr-only">{t("notices.errorTitle")}: </span>
      {text(problem)}
    </p>
  );
}

const order: readonly InvalidField[] = [...fieldOrder, "consent"];

export function ErrorSummary({ problems, idPrefix }: { problems: Problems; idPrefix: string }) {
  const t = useT("form");
  const text = useProblemText();
  if (problems.size === 0) return null;
  const listed = order.flatMap((field) => problems.get(field) ?? []);
  // Focus the field itself, not just scroll to it (links to ids only scroll).
  const focusField = (event: React.MouseEvent<HTMLAnchorElement>, field: InvalidField) => {
    const el = document.getElementById(`${idPrefix}-${field}`);
    if (!el) return;
    event.preventDefault();
    el.focus();
    el.scrollIntoView({ block: "center" });
  };
  return (
    <div className="rounded-md border-2 border-red-700 bg-white p-4 sm:col-span-2" aria-labelledby={`${idPrefix}-error-summary`} role="group" data-error-summary="">
      <h3 id={`${idPrefix}-error-summary`} className="font-bold text-red-800">
        {t("errors.summaryTitle")}
      </h3>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
        {listed.map((problem) => (
          <li key={problem.field}>
            <a href={`#${idPrefix}-${problem.field}`} onClick={(e) => focusField(e, problem.field)} className="font-semibold text-red-800 underline underline-offset-2">
              {text(problem)}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
