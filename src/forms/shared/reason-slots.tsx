import React, { createContext, useContext, type ComponentType } from "react";
import type { FieldProblem } from "./schema";
import type { Problems } from "./form-fields";
import type { ErrorSummary as Summary, FieldError as Reason } from "./field-errors";

// Where the reasons under refused fields and their summary (./field-errors.tsx) go in a form. What
// fills these slots depends on where the form is (Reasons): on the pages, the forms' lazy part once
// loaded (a problem only exists once it has, so they show at once); in the function's pages,
// rendered in one pass, the components themselves.

export const Reasons = createContext<{
  FieldError: ComponentType<React.ComponentProps<typeof Reason>>;
  ErrorSummary: ComponentType<React.ComponentProps<typeof Summary>>;
} | null>(null);

/** The id of the reason under a field, from the field's own id. */
export const errorId = (fieldId: string) => `${fieldId}-error`;

/** The attributes a refused field carries: the reason under it is its description. */
export const invalidProps = (problem: FieldProblem | undefined, fieldId: string) =>
  problem ? { "aria-invalid": true as const, "aria-describedby": errorId(fieldId) } : {};

export function FieldError({ problem, fieldId }: { problem: FieldProblem | undefined; fieldId: string }) {
  const reasons = useContext(Reasons);
  if (!problem || !reasons) return null;
  return <reasons.FieldError problem={problem} id={errorId(fieldId)} />;
}

export function ErrorSummary({ problems, idPrefix }: { problems: Problems; idPrefix: string }) {
  const reasons = useContext(Reasons);
  if (problems.size === 0 || !reasons) return null;
  return <reasons.ErrorSummary problems={problems} idPrefix={idPrefix} />;
}
