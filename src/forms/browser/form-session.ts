import type { MutableRefObject } from "react";
import type { i18n as I18n, TFunction } from "i18next";
import type { FormType } from "../shared/forms";
import type { FieldName } from "../shared/fields";
import type { FieldProblem, InvalidField } from "../shared/problems";
import type { FallbackLinks } from "../shared/fallback";

// The state a form's parts share: the form's hook (./use-form.tsx), its fields and the
// Send in its lazy part, each importing these from here rather than from one another.

/** The refused fields, each with its reason; empty until the visitor first presses Send. */
export type Problems = ReadonlyMap<InvalidField, FieldProblem>;
/** Values a form starts with or was given by a quote trigger, for fields that appear later too. */
export type FormDefaults = Partial<Record<FieldName, string>>;

/** Which text the failure notice uses: the contact form gives the reason. */
export type NoticeTexts = "quote" | "contact";

/** What a Send (./send-form.tsx) is given: the form, its options, and the setters of its state. */
export interface FormSession {
  form: HTMLFormElement;
  formType: FormType;
  notices: NoticeTexts;
  requireConsent: boolean;
  noticeRegion: string;
  language: string;
  /** The form namespace's t, and the page's i18next instance. */
  t: TFunction;
  i18n: I18n;
  /** performance.now() when the form was last shown (mounted, or started anew). */
  shownAt: number;
  /** Stops the reasons following the visitor's corrections; set from the first Send on. */
  watching: MutableRefObject<(() => void) | undefined>;
  setProblems: (problems: Problems) => void;
  setFallback: (links: FallbackLinks | null) => void;
  setReceived: (received: { reference?: string }) => void;
  /** Back to the fields' defaults (the page's own service), without any trigger's prefill. */
  resetDefaults: () => void;
}
