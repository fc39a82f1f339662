import React, { useCallback, useEffect, useRef, useState } from "react";
import { fieldOrder, missingRequiredFields, type FieldName, type FormType, type ServiceType } from "../../lib/contact-fields";
import { sendContactMessage, type SendOutcome } from "../../lib/contact-client";
import { fallbackLinks, type FallbackLinks } from "../../lib/contact-fallback";
import { useLanguage, useT } from "../../hooks/use-t";
import { FailureNotice } from "./failure-notice";
import { notices as noticeStore } from "./notices-store";
import { pageNotices } from "./notice-rules";
import { useWhatsAppMessage } from "../whatsapp/use-whatsapp-message";

// State and submit logic shared by the three forms: check with the shared schema, send,
// and turn the answer into a notice. On failure every value stays and the notice offers
// other ways to reach the company.

// The shared schema (and valibot with it) loads only when a form is used: on the first
// focus inside it, or at the latest on Send (issue 6: not part of any page's first load).
let schemaModule: Promise<typeof import("../../lib/contact-schema")> | undefined;
const loadSchema = () =>
  (schemaModule ??= import(/* webpackChunkName: "contact-schema" */ "../../lib/contact-schema").catch((error) => {
    schemaModule = undefined;
    throw error;
  }));

export type FormValues = Record<FieldName, string>;
/** The consent checkbox of the contact form is checked like a field but never sent. */
export type InvalidField = FieldName | "consent";

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

export function useContactForm({ formType, notices, initialServiceType = "", requireConsent = false, noticeRegion = pageNotices, onSuccess }: Options) {
  const t = useT("form");
  const language = useLanguage();
  // The failure notice's WhatsApp link starts a chat naming the chosen service (issue 8).
  const whatsappMessage = useWhatsAppMessage();
  const empty = (): FormValues => ({ fullName: "", company: "", email: "", phone: "", serviceType: initialServiceType, message: "" });
  const [values, setValues] = useState<FormValues>(empty);
  const [consent, setConsent] = useState(false);
  const [honeypot, setHoneypot] = useState("");
  const [invalid, setInvalid] = useState<ReadonlySet<InvalidField>>(new Set());
  const [sending, setSending] = useState(false);
  const [fallback, setFallback] = useState<FallbackLinks | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  // When the form was last shown (mounted, dialog opened, or cleared after sending); the
  // function drops messages sent sooner than a person could fill it in (minFillMs).
  const shownAt = useRef(0);
  const markShown = useCallback(() => {
    shownAt.current = performance.now();
  }, []);
  useEffect(markShown, [markShown]);

  useEffect(() => {
    const form = formRef.current;
    const prefetch = () => void loadSchema().catch(() => undefined);
    form?.addEventListener("focusin", prefetch, { once: true });
    return () => form?.removeEventListener("focusin", prefetch);
  }, []);

  const setValue = useCallback((name: FieldName, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    setInvalid((s) => (s.has(name) ? new Set([...s].filter((n) => n !== name)) : s));
  }, []);

  const markInvalid = (fields: InvalidField[], text: string) => {
    setInvalid(new Set(fields));
    noticeStore.error(t("notices.errorTitle"), text, noticeRegion);
    const first = [...fieldOrder, "consent"].find((name) => fields.includes(name as InvalidField));
    const el = formRef.current?.elements.namedItem(first ?? "") as HTMLElement | null;
    el?.focus();
  };

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
    ];
    return fallbackLinks(subject, lines, values.message.trim(), whatsappMessage(service || undefined));
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const missing: InvalidField[] = missingRequiredFields(values);
    if (requireConsent && !consent) missing.push("consent");
    if (missing.length > 0) return markInvalid(missing, t("notices.missingFields"));
    const elapsedMs = Math.round(performance.now() - shownAt.current);

    setSending(true);
    const schema = await loadSchema().catch(() => undefined);
    // Could not load the schema (offline): the same failure as a send that cannot reach us.
    if (!schema) return failed({ ok: false, reason: "network" });
    const checked = schema.validateContactMessage({ ...values, formType, language, honeypot, elapsedMs });
    if (!checked.ok) {
      setSending(false);
      return markInvalid(checked.fields as FieldName[], t("notices.invalidFields"));
    }
    const outcome = await sendContactMessage({ ...checked.message, honeypot, elapsedMs });
    if (!outcome.ok) return failed(outcome);
    setSending(false);
    // On the page: the quote dialog closes on success.
    // Kept but not yet mailed (issue 15): the visitor gets the reference to quote.
    const text = outcome.queued && outcome.reference ? t("received.text", { reference: outcome.reference }) : t(`notices.${notices}Success`);
    noticeStore.success(t(outcome.queued ? "received.title" : "notices.successTitle"), text, pageNotices);
    setValues(empty());
    setConsent(false);
    setFallback(null);
    markShown();
    onSuccess?.();
  };

  /** Keeps every value and offers the other ways to reach the company. */
  const failed = (outcome: Extract<SendOutcome, { ok: false }>) => {
    setSending(false);
    const reason = outcome.reason ? t(`reasons.${outcome.reason}`) : t("notices.tryLater");
    const text = notices === "quote" ? t("notices.quoteFailure") : t("notices.contactFailure", { reason });
    const failureLinks = links();
    setFallback(failureLinks);
    noticeStore.error(t("notices.errorTitle"), <FailureNotice text={text} links={failureLinks} />, noticeRegion);
  };

  return { values, setValue, consent, setConsent, honeypot, setHoneypot, invalid, sending, fallback, submit, formRef, markShown };
}
