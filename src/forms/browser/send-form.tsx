import React from "react";
import type { FieldProblem } from "../shared/problems";
import type { SendOutcome } from "./function-call";
import { findFormProblems } from "../shared/schema";
import { checkAndSend } from "./check-and-send";
import { FailureNotice, fallbackLinksFor } from "./failure-notice";
import { focusRefusedField, resultText } from "./field-errors";
import { closeErrorNotices, showNotice } from "./load-notices";
import { readForm, type FormValues } from "./read-form";
import type { FormSession, Problems } from "./form-session";

// A form's Send once the scripts run, part of the forms' lazy part (./form-actions.ts): read
// what is in the fields at that moment, check it with the shared schema (a reason under each
// refused field, kept up to date as the visitor corrects them), send, and turn the answer into
// a notice. On success the form empties and the confirmation takes its place; on failure every
// value stays and the notice offers other ways to reach the company.

const byField = (list: readonly FieldProblem[]): Problems => new Map(list.map((p) => [p.field, p]));

function read(session: FormSession) {
  const { form, formType, language, requireConsent } = session;
  const reading = readForm(form);
  return {
    input: { ...reading.values, formType, language, honeypot: reading.honeypot },
    consent: requireConsent ? reading.consent : undefined,
    values: reading.values,
  };
}

/** From the first Send on, the reasons follow the visitor's corrections; returns the stop. */
function watchCorrections(session: FormSession): () => void {
  const { form } = session;
  const recheck = () => {
    const { input, consent } = read(session);
    session.setProblems(byField(findFormProblems(input, consent)));
  };
  form.addEventListener("input", recheck);
  form.addEventListener("change", recheck);
  return () => {
    form.removeEventListener("input", recheck);
    form.removeEventListener("change", recheck);
  };
}

const result = (session: FormSession, key: string, variables?: Record<string, unknown>) =>
  resultText(session.i18n, key, variables);

function refuse(session: FormSession, found: readonly FieldProblem[]) {
  session.setProblems(byField(found));
  const missing = found.some((p) => p.reason === "required" || p.reason === "consent");
  showNotice(
    "error",
    session.t("notices.errorTitle"),
    result(session, missing ? "notices.missingFields" : "notices.invalidFields"),
    session.noticeRegion,
  );
  focusRefusedField(session.form.elements.namedItem(found[0].field) as HTMLElement | null);
}

/** Keeps every value and offers the other ways to reach the company. */
function failed(session: FormSession, outcome: Extract<SendOutcome, { ok: false }>, values: FormValues) {
  const { t } = session;
  const reason = outcome.reason ? t(`reasons.${outcome.reason}`) : t("notices.tryLater");
  const text = session.notices === "quote" ? t("notices.quoteFailure") : t("notices.contactFailure", { reason });
  const failureLinks = fallbackLinksFor(session.i18n, session.formType, values);
  session.setFallback(failureLinks);
  showNotice(
    "error",
    t("notices.errorTitle"),
    <FailureNotice text={text} links={failureLinks} />,
    session.noticeRegion,
  );
}

function succeeded(session: FormSession, { reference, queued }: Extract<SendOutcome, { ok: true }>) {
  // Kept but not yet mailed: the notice gives the reference to quote.
  if (queued && reference)
    showNotice(
      "success",
      result(session, "received.title"),
      result(session, "received.text", { reference }),
      session.noticeRegion,
    );
  else
    showNotice(
      "success",
      result(session, "notices.successTitle"),
      result(session, `notices.${session.notices}Success`),
      session.noticeRegion,
    );
  session.watching.current?.();
  session.watching.current = undefined;
  // Back to the fields' defaults (the page's own service), then to no trigger's prefill.
  session.resetDefaults();
  session.form.reset();
  session.setFallback(null);
  session.setProblems(new Map());
  session.setReceived({ reference });
}

/** The whole Send, from reading the fields to the notice; the form's own state is set through the session. */
export async function sendForm(session: FormSession): Promise<void> {
  // What the previous Send found wrong may no longer hold: its error notices make way for
  // this one's (a success notice stays: that message was received).
  closeErrorNotices(session.noticeRegion);
  const { input, consent, values } = read(session);
  session.watching.current ??= watchCorrections(session);
  const outcome = await checkAndSend({ input, consent, shownAt: session.shownAt });
  if (outcome.ok) succeeded(session, outcome);
  else if (outcome.problems?.length) refuse(session, outcome.problems);
  else failed(session, outcome, values);
}
