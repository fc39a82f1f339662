import { createHash } from "crypto";
import type { Store } from "@netlify/blobs";
import { company } from "../../shared/facts";
import { mailLink, telNumber, whatsappLink } from "../../shared/contact-links";
import { escapeHtml } from "../../shared/escape-html";
import { knownLanguage } from "../../shared/languages";
import { companyInbox, describeSendError, type Env, type Mail, type Mailer } from "./mail-sender";
import { fillText, localeTexts, textAt } from "./locale-texts";
import { choiceIn, htmlRows, textLines, type Row } from "./company-mail";
import { receivedSteps, stepContext } from "../shared/forms";
import { fieldsOf } from "../shared/fields";
import {
  eachSideBySide,
  forgetNotes,
  hour,
  officeDay,
  settle,
  systemClock,
  type RunContext,
  type LeadRecord,
} from "./lead-store";

// The mail the visitor gets once their message is kept (docs/forms.md, "The acknowledgement").
// The form can be filled in with anyone's address, so it holds nothing the visitor typed (no name,
// company, message or package name), goes to one address at most once a day, and is tried once:
// a failure is logged, and the address's next message may have one.

/** One acknowledgement per address within this time. */
export const acknowledgementIntervalMs = 24 * hour;

/**
 * At most this many acknowledgements an office day (ACKNOWLEDGEMENTS_PER_DAY, a whole number, 0
 * for none), whatever the addresses: a bot that writes a new address into each post could
 * otherwise have the company's Postmark account mail thousands of strangers a day.
 */
export function acknowledgementsPerDay(env: Env): number {
  const setting = env.ACKNOWLEDGEMENTS_PER_DAY?.trim() ?? "";
  return /^\d+$/.test(setting) ? Number(setting) : defaultAcknowledgementsPerDay;
}
const defaultAcknowledgementsPerDay = 100;

/**
 * The mailbox an address reaches, so that its variants count as one: capitals, a "+tag" (most
 * providers deliver name+anything@ to name@), and Gmail's dots (n.a.m.e@gmail.com is name@).
 */
export function mailboxOf(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf("@");
  const domain = address.slice(at + 1);
  let local = address.slice(0, at).replace(/\+.*$/, "");
  if (domain === "gmail.com" || domain === "googlemail.com") local = local.replaceAll(".", "");
  return `${local}@${domain === "googlemail.com" ? "gmail.com" : domain}`;
}

/** Where the last acknowledgement to a mailbox is noted: under a hash of it, never the address. */
const notePrefix = ".acknowledged/";
const noteKey = (email: string) => `${notePrefix}${createHash("sha256").update(mailboxOf(email)).digest("hex")}`;

// An office day has ACKNOWLEDGEMENTS_PER_DAY numbered places, and each acknowledgement tried
// takes one: written only if new, then read back (settle), so posts that arrive together cannot
// take the same place and a burst cannot pass the cap. Blobs has no atomic increment, and a count
// listed before writing would let every post of a burst through (docs/security.md).
const dayPrefix = ".acknowledgement-days/";

/** Takes the first free of the office day's places for the lead; false when all are taken. */
async function takeDayPlace(store: Store, day: string, cap: number, reference: string): Promise<boolean> {
  const prefix = `${dayPrefix}${day}/`;
  for (let place = (await store.list({ prefix })).blobs.length; place < cap; place++) {
    const key = `${prefix}${place}`;
    if (!(await store.set(key, reference, { onlyIfNew: true })).modified) continue;
    await settle();
    if ((await store.get(key, { type: "text" })) === reference) return true;
  }
  return false;
}

/**
 * The Postmark stream acknowledgements go on, apart from the leads, or undefined when they are
 * not sent: with Postmark only once POSTMARK_ACKNOWLEDGEMENT_STREAM names a stream made for them;
 * in the local outbox always.
 */
export function acknowledgementStream(env: Env, delivery: "postmark" | "outbox"): string | undefined {
  const stream = env.POSTMARK_ACKNOWLEDGEMENT_STREAM?.trim();
  return stream || (delivery === "outbox" ? "acknowledgements" : undefined);
}

function acknowledgementMail(record: LeadRecord, env: Env, stream: string): Mail {
  const { message, reference } = record;
  const language = knownLanguage(message.language);
  const texts = localeTexts(language);
  const ack = texts.formAnswers.acknowledgement;
  const received = texts.formResults.received;
  const fill = (text: string) => fillText(text, language, { reference });
  const labelled = (label: string, text: string) => fillText(texts.common.joins.labelled, language, { label, text });

  const asked: Row[] = [[ack.form, ack.forms[message.formType]]];
  // What the visitor chose from the form's lists: the field table's inAcknowledgement rows.
  for (const { name, labelNamespace } of fieldsOf(undefined, message.formType).filter((f) => f.inAcknowledgement)) {
    const value = (message as Record<string, unknown>)[name];
    if (typeof value === "string" && value)
      asked.push([textAt(texts[labelNamespace], `fields.${name}.label`) ?? name, choiceIn(language, name, value)]);
  }
  // The chat and the mail start with the message's reference, as on the received page. The chat
  // is shown by its number, as printed: the one a visitor saves or types into WhatsApp.
  const about = fill(received.about);
  const contacts: Row[] = [
    [ack.phone, company.phone, `tel:${telNumber()}`],
    ["WhatsApp", company.phone, whatsappLink(about)],
    [ack.email, company.email, mailLink(about)],
  ];
  // Every step the received page tells, as it tells them: a contact message's own, the reply
  // channel a quote chose.
  const step = (name: (typeof receivedSteps)[number]) => {
    const context = stepContext(name, reference, message.replyBy);
    return (context && (received.steps as Record<string, string>)[`${name}_${context}`]) || received.steps[name];
  };
  const steps = receivedSteps.map(step).map(fill);

  const text = [
    fill(ack.greeting),
    fill(received.text),
    `${fill(received.reference)}\n${received.referenceHint}`,
    `${ack.asked}\n${textLines(asked, labelled)}`,
    `${received.nextTitle}\n${steps.map((step, i) => `${i + 1}. ${step}`).join("\n")}`,
    `${ack.contactTitle}\n${textLines(contacts, labelled)}`,
    `${ack.notYou}\n${company.legalName}`,
  ].join("\n\n");

  const html =
    `<!doctype html><html lang="${language}"><body>` +
    `<p>${escapeHtml(fill(ack.greeting))}</p>` +
    `<p>${escapeHtml(fill(received.text))}</p>` +
    `<p><strong>${escapeHtml(fill(received.reference))}</strong><br>${escapeHtml(received.referenceHint)}</p>` +
    `<h2>${escapeHtml(ack.asked)}</h2><table>${htmlRows(asked)}</table>` +
    `<h2>${escapeHtml(received.nextTitle)}</h2><ol>${steps.map((step) => `<li>${escapeHtml(step)}</li>`).join("")}</ol>` +
    `<h2>${escapeHtml(ack.contactTitle)}</h2><table>${htmlRows(contacts)}</table>` +
    `<p><small>${escapeHtml(ack.notYou)}<br>${escapeHtml(company.legalName)}</small></p>` +
    `</body></html>`;

  return {
    to: message.email,
    replyTo: companyInbox(env),
    subject: fill(ack.subject[message.formType]),
    text,
    html,
    stream,
    tag: "acknowledgement",
    reference,
  };
}

export type AcknowledgementOutcome = "sent" | "recent" | "capped" | "failed";

interface AcknowledgeOptions extends RunContext {
  env: Env;
  stream: string;
}

/**
 * Sends the acknowledgement for a kept message, unless the office day's cap is reached or its
 * address had one within the last day. Never throws: the company's mail and the visitor's answer
 * do not depend on it.
 */
export async function acknowledge(
  store: Store,
  record: LeadRecord,
  mailer: Mailer,
  { env, stream, clock = systemClock, log = console.log, logError = console.error }: AcknowledgeOptions,
): Promise<AcknowledgementOutcome> {
  const { reference } = record;
  const now = clock.now();
  const day = officeDay(now);
  const cap = acknowledgementsPerDay(env);
  const capped = () => {
    log(
      `send-contact-email: ${reference} no acknowledgement: the daily cap of ${cap} (ACKNOWLEDGEMENTS_PER_DAY) is reached for ${day} WIB`,
    );
    return "capped" as const;
  };
  try {
    // Before the address is claimed, so that a capped message leaves its address free for the next day.
    if ((await store.list({ prefix: `${dayPrefix}${day}/` })).blobs.length >= cap) return capped();
    if (!(await claimAddress(store, record.message.email, now))) {
      log(`send-contact-email: ${reference} no acknowledgement: the address had one within 24 hours`);
      return "recent";
    }
    // Counted once tried, sent or not: an attempt Postmark refused is a mail the cap guards against too.
    if (!(await takeDayPlace(store, day, cap, reference))) {
      // The cap was reached meanwhile: nothing reached the address, which stays free for the next day.
      await store.delete(noteKey(record.message.email));
      return capped();
    }
  } catch (err) {
    logError(`send-contact-email: ${reference} no acknowledgement: the store cannot be read (${String(err)})`);
    return "failed";
  }
  try {
    const { messageId } = await mailer.send(acknowledgementMail(record, env, stream));
    log(`send-contact-email: ${reference} acknowledged, MessageID ${messageId}`);
    return "sent";
  } catch (err) {
    // Not tried again: an inactive recipient or a refused address stays so, and a visitor
    // who gets none still has the reference on the page. Nothing reached the address, so its
    // next message may have one.
    await store.delete(noteKey(record.message.email)).catch(() => undefined);
    logError(`send-contact-email: ${reference} acknowledgement not sent: ${describeSendError(err)}`);
    return "failed";
  }
}

interface Note {
  sentAt: string;
}

/** Notes an acknowledgement to the address now; false when one was noted within the interval. */
async function claimAddress(store: Store, email: string, now: number): Promise<boolean> {
  const key = noteKey(email);
  const note: Note = { sentAt: new Date(now).toISOString() };
  const previous = (await store.get(key, { type: "json" })) as Note | null;
  if (previous) {
    if (now - Date.parse(previous.sentAt) < acknowledgementIntervalMs) return false;
    await store.delete(key);
  }
  // Two messages from one address at the same moment: only one of them writes the note.
  return (await store.setJSON(key, note, { onlyIfNew: true })).modified;
}

/** Deletes the counts of the office days before today's (the scheduled run); how many. */
export async function forgetPastAcknowledgementDays(store: Store, now: number): Promise<number> {
  const today = `${dayPrefix}${officeDay(now)}/`;
  const { blobs } = await store.list({ prefix: dayPrefix });
  const past = blobs.filter(({ key }) => key < today);
  await eachSideBySide(past, ({ key }) => store.delete(key));
  return past.length;
}

/** Deletes the notes older than the interval (the scheduled run): the hashes are kept a day at most. */
export const forgetAcknowledgements = (store: Store, now: number) =>
  forgetNotes<Note>(
    store,
    { prefix: notePrefix, keptMs: acknowledgementIntervalMs, writtenAt: (note) => note.sentAt },
    now,
  );
