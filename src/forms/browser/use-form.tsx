import React, { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { flushSync } from "react-dom";
import type { FormType, ServiceType } from "../shared/forms";
import { fieldNames, type FieldName } from "../shared/fields";
import type { FallbackLinks } from "../shared/failure-notice";
import type { FormDefaults, Problems } from "../shared/form-fields";
import { useTranslation } from "react-i18next";
import { loadFormActions, type FormActions } from "./lazy-parts";
import type { Received } from "./send-form";
import { pageNotices } from "./notices";
import { formActionPath } from "../../shared/routes";
import { restoreTypedValues } from "./typed-values";
import type { NamedPackage } from "../shared/package-keys";

// The state of the three forms: HTML forms that post to the function by themselves, sent in
// place once the scripts run. The fields are never React state, so hydration cannot wipe what
// was typed before it. What a Send does is in the forms' lazy part (./send-form.tsx; "Forms: the
// Send in the lazy part" in docs/architecture.md); should that part not load, the form posts as
// it does without scripts.

const formPost = { method: "post", action: formActionPath } as const;

/** Puts values into a form's fields as if typed, and into its defaults for fields that appear later. */
export type Prefill = (entries: readonly [FieldName, string][]) => void;

interface Options {
  formType: FormType;
  initialServiceType?: ServiceType | "";
  /** Notices region the form's notices go to (the quote dialog has its own inside the modal). */
  noticeRegion?: string;
  /** The quote dialog's close, offered beside "new message" in its confirmation. */
  close?: { label: string; onClose: () => void };
  /** Where focus goes when the form starts anew, given its first field (which takes it by default). */
  focusStart?: (firstField: HTMLElement) => void;
  /** The page's price packages the form offers, which a failure's pre-written mail names as the page does. */
  packages?: readonly NamedPackage[];
}

/** Puts a value into a field as if typed (a quote trigger's prefill); a field not in the form yet takes it from the defaults when it appears. */
function writeField(form: HTMLFormElement, name: FieldName, value: string) {
  const field = form.elements.namedItem(name);
  if (field instanceof HTMLInputElement && field.type === "checkbox") field.checked = value === "yes";
  else if (
    field instanceof HTMLInputElement ||
    field instanceof HTMLSelectElement ||
    field instanceof HTMLTextAreaElement
  )
    field.value = value;
}

export function useForm({
  formType,
  initialServiceType = "",
  noticeRegion = pageNotices,
  close,
  focusStart = (field) => field.focus(),
  packages,
}: Options) {
  const { i18n } = useTranslation("form");
  const baseline = useMemo(
    (): FormDefaults => (initialServiceType ? { serviceType: initialServiceType } : {}),
    [initialServiceType],
  );
  const [defaults, setDefaults] = useState<FormDefaults>(baseline);
  const [problems, setProblems] = useState<Problems>(new Map());
  const [sending, setSending] = useState(false);
  const [fallback, setFallback] = useState<FallbackLinks | null>(null);
  // Once a message is received: its reference, shown in the form's place until a new message.
  const [received, setReceived] = useState<Received | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const actions = useRef<FormActions | null>(null);
  const watching = useRef<() => void>();
  useEffect(() => () => watching.current?.(), []);
  // When the form was last shown (mounted, dialog opened, or started anew after sending).
  const shownAt = useRef(0);
  const markShown = useCallback(() => {
    shownAt.current = performance.now();
  }, []);
  useEffect(markShown, [markShown]);

  const load = useCallback(async () => {
    const loaded = await loadFormActions();
    await loaded.loadResultTexts(i18n);
    return (actions.current = loaded);
  }, [i18n]);
  useEffect(() => {
    const form = formRef.current;
    const prefetch = () => void load().catch(() => undefined);
    form?.addEventListener("focusin", prefetch, { once: true });
    return () => form?.removeEventListener("focusin", prefetch);
  }, [load]);

  const prefill: Prefill = useCallback((entries) => {
    if (entries.length === 0) return;
    setDefaults((current) => ({ ...current, ...Object.fromEntries(entries) }));
    const form = formRef.current;
    if (form) for (const [name, value] of entries) writeField(form, name, value);
  }, []);

  // The browser's own checks (required, a date's type) serve the page without scripts; from here
  // on the shared schema checks, and says why next to each field. What was typed comes back: before
  // the scripts, should React have rendered the form anew; on the page in the language left.
  useEffect(() => {
    if (!formRef.current) return;
    formRef.current.noValidate = true;
    restoreTypedValues(formRef.current, prefill);
  }, [prefill]);

  /** Back to the empty form after a confirmation, with focus on its first field. */
  const [focusRequests, setFocusRequests] = useState(0);
  const startNew = useCallback(() => {
    setReceived(null);
    setFocusRequests((n) => n + 1);
    markShown();
  }, [markShown]);
  // After the render that shows the form again: a hidden field cannot take focus.
  useEffect(() => {
    const first = formRef.current?.elements.namedItem(fieldNames()[0]);
    if (focusRequests > 0 && first instanceof HTMLElement) focusStart(first);
    // Only a new request moves focus, not a new focusStart function.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focusRequests]);

  // Both exist only after a Send, so the lazy part is here to draw them.
  const loaded = actions.current;
  const confirmation =
    received && loaded ? (
      <loaded.Confirmation
        reference={received.reference}
        replyBy={received.replyBy}
        text={(key, variables) => i18n.t(`formResults:${key}`, { ...variables })}
        onNewMessage={startNew}
        onClose={close?.onClose}
        closeLabel={close?.label}
      />
    ) : null;
  const fallbackNotice = fallback && loaded ? <loaded.FallbackNotice links={fallback} /> : null;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const form = formRef.current;
    if (sending || !form) return;
    setSending(true);
    // Leaving or reloading the page from the Send on, while the message waits for the form's
    // code or is on its way, would drop it unanswered: the browser asks first.
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", ask);
    const ready = await load().catch(() => null);
    if (!ready) {
      // The lazy part could not be fetched (a blocked or outdated script file): the form posts
      // as it does without scripts, and the function answers with a page.
      window.removeEventListener("beforeunload", ask);
      setSending(false);
      form.submit();
      return;
    }
    const request = { form, formType, noticeRegion, i18n, shownAt: shownAt.current, packages };
    // From the first Send on, the reasons follow the visitor's corrections.
    watching.current ??= ready.watchCorrections(request, setProblems);
    const result = await ready.sendForm(request).finally(() => window.removeEventListener("beforeunload", ask));
    if ("problems" in result) {
      // The reasons drawn first, so that the first refused field takes focus with its reason as
      // its description (a screen reader reads it then); drawn, the summary above has already
      // pushed the field down, and the focus brings it back to the middle.
      flushSync(() => setProblems(result.problems));
      const [first] = result.problems.keys();
      ready.focusRefusedField(form.elements.namedItem(first) as HTMLElement | null);
    } else if ("fallback" in result) setFallback(result.fallback);
    else {
      watching.current?.();
      watching.current = undefined;
      // Back to the fields' defaults (the page's own service), then to no trigger's prefill. A
      // reset alone would bring a list back to the choice it was first drawn with (React keeps a
      // select's first default), such as a package the address named.
      setDefaults(baseline);
      form.reset();
      for (const name of fieldNames()) writeField(form, name, baseline[name] ?? "");
      setFallback(null);
      setProblems(new Map());
      setReceived(result.received);
    }
    setSending(false);
  };

  return {
    defaults,
    prefill,
    problems,
    sending,
    fallbackNotice,
    /** The form element's own attributes: it posts by itself, and the scripts send it in place. */
    formProps: { ...formPost, ref: formRef, onSubmit: submit, hidden: Boolean(confirmation) },
    startNew,
    confirmation,
    formType,
    language: i18n.language,
  };
}
