import React, { useCallback, useEffect, useRef, useState } from "react";
import { fieldOrder, type FieldName, type FormType, type ServiceType } from "../../lib/contact-fields";
import type { ShipmentField } from "../../lib/shipment-fields";
import type { FieldProblem, InvalidField } from "../../lib/form-problems";
import type { SendOutcome } from "../../lib/contact-client";
import { fallbackLinks, type FallbackLinks } from "../../lib/contact-fallback";
import { useTranslation } from "react-i18next";
import { FailureNotice } from "./failure-notice";
import { loadFormActions, type FormActions } from "./load-form-actions";
import { showNotice } from "./load-notices";
import { pageNotices } from "./notice-rules";
import { useWhatsAppMessage } from "../whatsapp/use-whatsapp-message";

// State and submit logic shared by the three forms: check with the shared schema (a reason
// under each refused field), send, and turn the answer into a notice. On failure every value
// stays and the notice offers other ways to reach the company. Checking and sending live in
// the forms' lazy part (./form-actions.ts), loaded on the first focus inside the form.

/** The values as typed; a quote's shipment details only once given. */
export type FormValues = Record<(typeof fieldOrder)[number], string> & Partial<Record<ShipmentField, string>>;
export type { InvalidField };
/** The refused fields, each with its reason; empty until the visitor first presses Send. */
export type Problems = ReadonlyMap<InvalidField, FieldProblem>;

interface Options {
  formType: FormType;
  /** Which text the failure notice uses: the contact form gives the reason. */
  notices: "quote" | "contact";
  initialServiceType?: ServiceType | "";
  requireConsent?: boolean;
  /** Notices region the error notices go to (the quote dialog has its own inside the modal). */
  noticeRegion?: string;
  onSuccess?: () => void;
}

const byField = (list: readonly FieldProblem[]): Problems => new Map(list.map((p) => [p.field, p]));

export function useContactForm({ formType, notices, initialServiceType = "", requireConsent = false, noticeRegion = pageNotices, onSuccess }: Options) {
  const { t, i18n } = useTranslation("form");
  const language = i18n.language;
  // The failure notice's WhatsApp link starts a chat naming the chosen service (issue 8).
  const whatsappMessage = useWhatsAppMessage();
  const empty = (): FormValues => ({ fullName: "", company: "", email: "", phone: "", serviceType: initialServiceType, message: "" });
  const [values, setValues] = useState<FormValues>(empty);
  const [consent, setConsent] = useState(false);
  const [honeypot, setHoneypot] = useState("");
  const [problems, setProblems] = useState<Problems>(new Map());
  const [sending, setSending] = useState(false);
  const [fallback, setFallback] = useState<FallbackLinks | null>(null);
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

  const consentGiven = requireConsent ? consent : undefined;
  // The reasons follow the visitor's corrections, from the first Send on.
  useEffect(() => {
    if (!checkAsTyped || !actions.current) return;
    setProblems(byField(actions.current.findFormProblems({ ...values, formType, language, honeypot }, consentGiven)));
  }, [checkAsTyped, values, consentGiven, formType, language, honeypot]);

  const setValue = useCallback((name: FieldName, value: string) => setValues((v) => ({ ...v, [name]: value })), []);

  // After Send the form's lazy part is here, with the texts of formResults.json.
  const result = (key: string, variables?: Record<string, unknown>) => actions.current?.resultText(i18n, key, variables) ?? key;

  const refuse = (found: readonly FieldProblem[]) => {
    setProblems(byField(found));
    const missing = found.some((p) => p.reason === "required" || p.reason === "consent");
    showNotice("error", t("notices.errorTitle"), result(missing ? "notices.missingFields" : "notices.invalidFields"), noticeRegion);
    actions.current?.focusRefusedField(formRef.current?.elements.namedItem(found[0].field) as HTMLElement | null);
  };

  // A quote's shipment details, once given, go into the pre-written email too, so nothing the
  // visitor typed is lost on the way. Their strings came with the shipment part that took them.
  const isCheckbox = (name: string) => (formRef.current?.elements.namedItem(name) as HTMLInputElement | null)?.type === "checkbox";
  const shipmentLines = (): [string, string][] =>
    Object.entries(values)
      .filter(([name, value]) => !(fieldOrder as readonly string[]).includes(name) && value?.trim())
      .map(([name, value]) => [
        t(`shipment:fields.${name}.label`),
        name === "mode" ? t(`shipment:modes.${value}`) : isCheckbox(name) ? "✓" : (value as string),
      ]);

  const links = (): FallbackLinks => {
    const label = (name: FieldName) => t(`fields.${name}.label`);
    const subject = t(formType === "quote" ? "fallback.mailSubjectQuote" : "fallback.mailSubjectContact", { name: values.fullName.trim() });
    const service = values.serviceType ? t(`services.${values.serviceType}`) : "";
    const lines: [string, string][] = [
      [label("fullName"), values.fullName],
      [label("company"), values.company],
      [label("email"), values.email],
      [label("phone"), values.phone],
      [label("serviceType"), service],
      ...shipmentLines(),
    ];
    return fallbackLinks(subject, lines, values.message.trim(), whatsappMessage(service || undefined));
  };

  /** Keeps every value and offers the other ways to reach the company. */
  const failed = (outcome: Extract<SendOutcome, { ok: false }>) => {
    const reason = outcome.reason ? t(`reasons.${outcome.reason}`) : t("notices.tryLater");
    const text = notices === "quote" ? t("notices.quoteFailure") : t("notices.contactFailure", { reason });
    const failureLinks = links();
    setFallback(failureLinks);
    showNotice("error", t("notices.errorTitle"), <FailureNotice text={text} links={failureLinks} />, noticeRegion);
  };

  const succeeded = ({ reference, queued }: Extract<SendOutcome, { ok: true }>) => {
    // On the page: the quote dialog closes on success. Kept but not yet mailed (issue 15): the
    // visitor gets the reference to quote.
    if (queued && reference) showNotice("success", result("received.title"), result("received.text", { reference }), pageNotices);
    else showNotice("success", result("notices.successTitle"), result(`notices.${notices}Success`), pageNotices);
    setValues(empty());
    setConsent(false);
    setFallback(null);
    setCheckAsTyped(false);
    setProblems(new Map());
    markShown();
    onSuccess?.();
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    // Could not load the form's code (offline): the same failure as a send that cannot reach us.
    const outcome: SendOutcome = await load().then(
      (loaded) => {
        setCheckAsTyped(true);
        return loaded.checkAndSend({ input: { ...values, formType, language, honeypot }, consent: consentGiven, shownAt: shownAt.current });
      },
      () => ({ ok: false, reason: "network" }),
    );
    setSending(false);
    if (outcome.ok) succeeded(outcome);
    else if (outcome.problems?.length) refuse(outcome.problems);
    else failed(outcome);
  };

  return { values, setValue, consent, setConsent, honeypot, setHoneypot, problems, sending, fallback, submit, formRef, markShown };
}
