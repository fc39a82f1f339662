import type { FieldName } from "../shared/fields";
import type { FieldProblem, InvalidField } from "../shared/problems";

// The state a form's parts share: the form's hook (./use-form.tsx), its fields and the
// Send in its lazy part, each importing these from here rather than from one another.

/** The refused fields, each with its reason; empty until the visitor first presses Send. */
export type Problems = ReadonlyMap<InvalidField, FieldProblem>;
/** Values a form starts with or was given by a quote trigger, for fields that appear later too. */
export type FormDefaults = Partial<Record<FieldName, string>>;
/** Puts values into a form's fields as if typed, and into its defaults for fields that appear later. */
export type Prefill = (entries: readonly [FieldName, string][]) => void;
