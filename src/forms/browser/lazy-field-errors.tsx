import React, { Suspense, lazy } from "react";
import type { FieldProblem } from "../shared/problems";
import { loadFormActions } from "./lazy-parts";
import type { Problems } from "./form-session";

// The reasons under refused fields and their summary render from the forms' lazy part
// (./field-errors.tsx): a problem only exists once that part has loaded, so they show at once,
// and no page's first load carries them.

const LazyFieldError = lazy(() => loadFormActions().then((m) => ({ default: m.FieldError })));
const LazyErrorSummary = lazy(() => loadFormActions().then((m) => ({ default: m.ErrorSummary })));

const errorId = (fieldId: string) => `${fieldId}-error`;

/** The attributes a refused field carries: the reason under it is its description. */
export const invalidProps = (problem: FieldProblem | undefined, fieldId: string) =>
  problem ? { "aria-invalid": true as const, "aria-describedby": errorId(fieldId) } : {};

export function FieldError({ problem, fieldId }: { problem: FieldProblem | undefined; fieldId: string }) {
  if (!problem) return null;
  return (
    <Suspense fallback={null}>
      <LazyFieldError problem={problem} id={errorId(fieldId)} />
    </Suspense>
  );
}

export function ErrorSummary({ problems, idPrefix }: { problems: Problems; idPrefix: string }) {
  if (problems.size === 0) return null;
  return (
    <Suspense fallback={null}>
      <LazyErrorSummary problems={problems} idPrefix={idPrefix} />
    </Suspense>
  );
}
