import React, { type ReactNode } from "react";
import { company, phoneShown } from "../../shared/facts";
import { mailLink, telNumber, whatsappLink } from "../../shared/contact-links";
import { receivedSteps, stepContext } from "./forms";
import { ExternalLink } from "./external-link";
import type { Translate } from "../../shared/rates";

// What a visitor reads once a message is received: its reference and what happens next. The
// received page (after a form sent without scripts) and a form's confirmation (after a send
// with scripts) show the same, from formResults.json's "received" texts.

interface Props {
  reference?: string;
  /** How the visitor asked to be answered (a quote's replyBy): the reply step names it. */
  replyBy?: string;
  text: Translate;
  /** The "what happens next" heading's level under the place's own title. */
  headingLevel: "h2" | "h3";
  headingId: string;
}

const linkClass = "font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-950";

/**
 * The company's ways to be reached, as the texts name them (the phone and email through their
 * fact tokens, {phone} and {email}; WhatsApp by its name, which every language writes alike),
 * each a link a phone opens: a call, a chat, a mail. With a message's reference the chat and the
 * mail start with it ("About my message Q-7K4M2P"), so what the visitor sends next (documents, a
 * question) finds its message.
 */
const contactLinks = (about?: string): readonly { kind: string; shown: string; href: string; newTab?: boolean }[] => [
  { kind: "phone", shown: company.phone, href: `tel:${telNumber()}` },
  { kind: "whatsapp", shown: "WhatsApp", href: whatsappLink(about), newTab: true },
  { kind: "email", shown: company.email, href: mailLink(about) },
];

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const shownContacts = contactLinks().map((link) => escaped(link.shown));
const contactPattern = new RegExp(`(${shownContacts.join("|")})`);

/** A text as written, with each of the company's contacts it names made a link. */
function WithContactLinks({ text, about }: { text: string; about?: string }) {
  const parts = text.split(contactPattern);
  const links = contactLinks(about);
  return (
    <>
      {parts.map((part, i): ReactNode => {
        const link = i % 2 === 1 ? links.find((candidate) => candidate.shown === part) : undefined;
        if (!link) return part;
        const Link = link.newTab ? ExternalLink : "a";
        return (
          <Link key={i} translate="no" className={linkClass} href={link.href} data-contact-link={link.kind}>
            {link.kind === "phone" ? phoneShown : part}
          </Link>
        );
      })}
    </>
  );
}

/**
 * The text around the reference, the reference kept on one line: it is copied and read out as
 * one, and as written, which a page translator would not leave it.
 */
function Reference({ text, reference }: { text: string; reference: string }) {
  const at = text.indexOf(reference);
  if (at < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      <span translate="no" className="whitespace-nowrap">
        {reference}
      </span>
      {text.slice(at + reference.length)}
    </>
  );
}

export function ReceivedSteps({ reference, replyBy, text, headingLevel: Heading, headingId }: Props) {
  const about = reference ? text("received.about", { reference }) : undefined;
  return (
    <>
      {reference && (
        <div className="mb-6 rounded-xl bg-brand-50 p-5 ring-1 ring-brand-100" data-reference={reference}>
          <p className="text-xl font-bold text-brand-900">
            <Reference text={text("received.reference", { reference })} reference={reference} />
          </p>
          <p className="mt-1 text-slate-700">{text("received.referenceHint")}</p>
        </div>
      )}
      <Heading id={headingId} className={`${Heading === "h2" ? "text-2xl" : "text-lg"} font-bold text-brand-900`}>
        {text("received.nextTitle")}
      </Heading>
      <ol className="mt-3 list-decimal space-y-2 pl-6 text-slate-800">
        {receivedSteps.map((step) => (
          <li key={step}>
            <WithContactLinks
              text={text(`received.steps.${step}`, { context: stepContext(step, reference, replyBy) })}
              about={about}
            />
          </li>
        ))}
      </ol>
    </>
  );
}
