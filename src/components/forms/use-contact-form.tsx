import React, { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { contactFieldTable, type FieldName, type FormType, type ServiceType } from "../../lib/contact-fields";
import type { FieldProblem, InvalidField } from "../../lib/form-problems";
import type { SendOutcome } from "../../lib/contact-client";
import { fallbackLines, fallbackLinks, type FallbackLinks } from "../../lib/contact-fallback";
import { useTranslation } from "react-i18next";
import { FailureNotice } from "./failure-notice";
import { loadFormActions, type FormActions } from "./load-form-actions";
import { closeErrorNotices, showNotice } from "./load-notices";
import { pageNotices } from "./notice-rules";
import { useWhatsAppMessage } from "../whatsapp/use-whatsapp-message";
import { readForm, writeField, type FormValues } from "./read-form";

// Submit logic shared by the three forms. The forms are HTML forms that post to the function by
// themselves (./form-post.ts); once the scripts run they send without leaving the page: read
// what is in the fields at that moment, check it with the shared schema (a reason under each
// refused field), send, and turn the answer into a notice. Once the message is received, a
// confirmation takes the form's place until the visitor starts a new one. The fields are never
// React state, so hydration cannot wipe what was typed before it. On failure every value stays
// and the notice offers other ways to reach the company. Checking and sending live in the
// forms' lazy part (./form-actions.ts), loaded on the first focus inside the form.

export type { FormValues };
;
/** The refused fields, each with its reason; empty until the visitor first presses Send. */
export type Problems = ReadonlyMap<InvalidField, FieldProblem>;
/** Values a form starts with or was given by a quote trigger, for fields that appear later too. */
export type FormDefaults = Partial<Record<FieldName, string>>;

interface Options {
  formType: FormType;
  /** Which text the failure notice uses: the contact form gives the reason. */
  notices: "quote" | "contact";
  initialServiceType?: ServiceType | "";
  requireConsent?: boolean;
  /** Notices region the form's notices go to (the quote dialog has its own inside the modal). */
  noticeRegion?: string;
  /** The quote dialog's close, offered beside "new message" in its confirmation. */
  close?: { label: string; onClose: () => void };
}

const byField = (list: readonly FieldProblem[]): Problems => new Map(list.map((p) => [p.field, p]));

export function useContactForm({ formType, notices, initialServiceType = "", requireConsent = false, noticeRegion = pageNotices, close }: Options) {
  const { t, i18n } = useTranslation("form");
  const language = i18n.language;
  // The failure notice's WhatsApp link starts a chat naming the chosen service.
  const whatsappMessage = useWhatsAppMessage();
  const baseline = useMemo((): FormDefaults => (initialServiceType ? { serviceType: initialServiceType } : {}), [initialServiceType]);
  const [defaults, setDefaults] = useState<FormDefaults>(baseline);
  const [problems, setProblems] = useState<Problems>(new Map());
  const [sending, setSending] = useState(false);
  const [fallback, setFallback] = useState<FallbackLinks | null>(null);
  // Once a message is received: its reference, shown in the form's place until a new message.
  const [received, setReceived] = useState<{ reference?: string } | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  // Once the visitor has pressed Send, each change is checked again at once.
  const actions = useRef<FormActions | null>(null);
  const [checkAsTyped, setCheckAsTyped] = useState(false);
  // When the form was last shown (mounted, dialog opened, or cleared after sending).
  const shownAt = useRef(0);
  const markShown = useCallback(() => {
    shownAt.current = performance.now();
  }, []);
  useEffect(markShown, [markShown]);

  // The browser's own checks (required, type, length) serve the page without scripts; from here
  // on the shared schema checks, and says why next to each field.
  useEffect(() => {
    if (formRef.current) formRef.current.noValidate = true;
  }, []);

  const load = useCallback(async () => {
    const loaded = await loadFormActions();
    await loaded.loadResultTexts(language);
    return (actions.current = loaded);
  }, [language]);
  useEffect(() => {
    const form = formRef.current;
    const prefetch = () => void load().catch(() => undefined);
    form?.addEventListener("focusin", prefetch, { once: true });
    return () => form?.removeEventListener("focusin", prefetch);
  }, [load]);

  const read = useCallback(() => {
    const reading = readForm(formRef.current!);
    return { input: { ...reading.values, formType, language, honeypot: reading.honeypot }, consent: requireConsent ? reading.consent : undefined, values: reading.values };
  }, [formType, language, requireConsent]);

  // The reasons follow the visitor's corrections, from the first Send on.
  useEffect(() => {
    const form = formRef.current;
    if (!checkAsTyped || !form) return;
    const recheck = () => {
      if (!actions.current) return;
      const { input, consent } = read();
      setProblems(byField(actions.current.findFormProblems(input, consent)));
    };
    form.addEventListener("input", recheck);
    form.addEventListener("change", recheck);
    return () => {
      form.removeEventListener("input", recheck);
      form.removeEventListener("change", recheck);
    };
  }, [checkAsTyped, read]);

  /** Fills fields as a quote trigger asks (service, message, the calculator's figures). */
  const prefill = useCallback((entries: readonly [FieldName, string][]) => {
    if (entries.length === 0) return;
    setDefaults((current) => ({ ...current, ...Object.fromEntries(entries) }));
    const form = formRef.current;
    if (form) for (const [name, value] of entries) writeField(form, name, value);
  }, []);

  // After Send the form's lazy part is here, with the texts of formResults.json.
  const result = (key: string, variables?: Record<string, unknown>) => actions.current?.resultText(i18n, key, variables) ?? key;

  const refuse = (found: readonly FieldProblem[]) => {
    setProblems(byField(found));
    const missing = found.some((p) => p.reason === "required" || p.reason === "consent");
    showNotice("error", t("notices.errorTitle"), result(missing ? "notices.missingFields" : "notices.invalidFields"), noticeRegion);
    actions.current?.focusRefusedField(formRef.current?.elements.namedItem(found[0].field) as HTMLElement | null);
  };

  // Every field given goes into the pre-written email, labelled as the form labels it, so
  // nothing the visitor typed is lost on the way. The shipment details' strings came with the
  // shipment part that took them.
  const choiceNames: Record<string, string> = { serviceType: "services", mode: "shipment:modes", containerType: "shipment:containers" };
  const links = (values: FormValues): FallbackLinks => {
    const table = actions.current?.formFieldTable ?? contactFieldTable;
    const lines = fallbackLines(table, values, {
      label: (name, namespace) => t(`${namespace}:fields.${name}.label`),
      choice: (name, value) => (choiceNames[name] ? t(`${choiceNames[name]}.${value}`) : value),
    });
    const subject = t(formType === "quote" ? "fallback.mailSubjectQuote" : "fallback.mailSubjectContact", { name: values.fullName.trim() });
    const service = values.serviceType ? t(`services.${values.serviceType}`) : "";
    return fallbackLinks(subject, lines, values.message.trim(), whatsappMessage(service || undefined));
  };

  /** Keeps every value and offers the other ways to reach the company. */
  const failed = (outcome: Extract<SendOutcome, { ok: false }>, values: FormValues) => {
    const reason = outcome.reason ? t(`reasons.${outcome.reason}`) : t("notices.tryLater");
    const text = notices === "quote" ? t("notices.quoteFailure") : t("notices.contactFailure", { reason });
    const failureLinks = links(values);
    setFallback(failureLinks);
    showNotice("error", t("notices.errorTitle"), <FailureNotice text={text} links={failureLinks} />, noticeRegion);
  };

  const succeeded = ({ reference, queued }: Extract<SendOutcome, { ok: true }>) => {
    // Kept but not yet mailed: the notice gives the reference to quote.
    if (queued && reference) showNotice("success", result("received.title"), result("received.text", { reference }), noticeRegion);
    else showNotice("success", result("notices.successTitle"), result(`notices.${notices}Success`), noticeRegion);
    // Back to the fields' defaults (the page's own service), then to no trigger's prefill.
    setDefaults(baseline);
    formRef.current?.reset();
    setFallback(null);
    setCheckAsTyped(false);
    setProblems(new Map());
    setReceived({ reference });
  };

  /** Back to the empty form after a confirmation, with focus on its first field. */
  const [focusRequests, setFocusRequests] = useState(0);
  const startNew = useCallback(() => {
    setReceived(null);
    setFocusRequests((n) => n + 1);
    markShown();
  }, [markShown]);
  // After the render that shows the form again: a hidden field cannot take focus.
  useEffect(() => {
    if (focusRequests > 0) (formRef.current?.elements.namedItem(contactFieldTable[0].name) as HTMLElement | null)?.focus();
  }, [focusRequests]);

  const Confirmation = actions.current?.Confirmation;
  const confirmation =
    received && Confirmation ? (
      <Confirmation reference={received.reference} text={result} onNewMessage={startNew} onClose={close?.onClose} closeLabel={close?.label} />
    ) : null;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (sending || !formRef.current) return;
    setSending(true);
    // What the previous Send found wrong may no longer hold: its error notices make way for
    // this one's (a success notice stays: that message was received).
    closeErrorNotices(noticeRegion);
    const { input, consent, values } = read();
    // Could not load the form's code (offline): the same failure as a send that cannot reach us.
    const outcome: SendOutcome = await load().then(
      (loaded) => {
        setCheckAsTyped(true);
        return loaded.checkAndSend({ input, consent, shownAt: shownAt.current });
      },
      () => ({ ok: false, reason: "network" }),
    );
    setSending(false);
    if (outcome.ok) succeeded(outcome);
    else if (outcome.problems?.length) refuse(outcome.problems);
    else failed(outcome, values);
  };

  return { defaults, prefill, problems, sending, fallback, submit, formRef, startNew, confirmation, formType, language };
}
