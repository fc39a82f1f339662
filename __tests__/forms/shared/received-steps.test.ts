import React from "react";
import { renderToStaticMarkup } from "react-dom/server";
import i18next from "i18next";
import { I18nextProvider } from "react-i18next";
import "../../../src/i18n/extensions";
import { i18nextOptions } from "../../../src/i18n/i18next-options";
import { ReceivedSteps } from "../../../src/forms/shared/received-steps";
import { localeTexts } from "../../../src/forms/function/locale-texts";
import { company, interpolateFacts, phoneShown } from "../../../src/shared/facts";
import { languageCodes, wordSpace } from "../../../src/shared/languages";

// What happens next once a message is received (a form's confirmation and the received page):
// the company's phone, WhatsApp and email it names are links a phone opens, in every language.

const digits = company.phone.replace(/\D/g, "");

function steps(language: string, reference?: string): string {
  const i18n = i18next.createInstance();
  void i18n.init({
    ...i18nextOptions,
    lng: language,
    fallbackLng: false,
    initImmediate: false,
    resources: { [language]: { formResults: localeTexts(language).formResults, common: localeTexts(language).common } },
  });
  return renderToStaticMarkup(
    React.createElement(
      I18nextProvider,
      { i18n },
      React.createElement(ReceivedSteps, {
        reference,
        text: (key, variables) => i18n.t(key, { ns: "formResults", ...variables }),
        headingLevel: "h2",
        headingId: "next",
      }),
    ),
  );
}

/** Every link's attributes and text, by its data-contact-link. */
const links = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/<a ([^>]*data-contact-link="(\w+)"[^>]*)>([^<]*)<\/a>/g)].map(([, attributes, kind, text]) => [
      kind,
      { attributes, text },
    ]),
  );

describe.each(languageCodes)("what happens next in %s", (language) => {
  it("makes the company's phone a tel: link, WhatsApp a wa.me link and its email a mailto: link", () => {
    const found = links(steps(language, "Q-7K4M2P"));
    expect(Object.keys(found).sort()).toEqual(["email", "phone", "whatsapp"]);
    expect(found.phone.attributes).toContain(`href="tel:+${digits}"`);
    // Kept on one line: its spaces are no-break spaces.
    expect(found.phone.text).toBe(phoneShown);
    // The chat and the mail start with the reference, so what the visitor sends next finds its message.
    const about = localeTexts(language).formResults.received.about.replace("{{reference}}", "Q-7K4M2P");
    const whatsapp = new URL(/href="([^"]+)"/.exec(found.whatsapp.attributes)![1]);
    expect(`${whatsapp.origin}${whatsapp.pathname}`).toBe(`https://wa.me/${digits}`);
    expect(whatsapp.searchParams.get("text")).toBe(about);
    expect(found.whatsapp.attributes).toContain('target="_blank"');
    expect(found.whatsapp.attributes).toContain('rel="noopener noreferrer"');
    expect(found.whatsapp.text).toBe("WhatsApp");
    // It opens a new tab, and its name says so in the page's language.
    expect(found.whatsapp.attributes).toContain(
      `aria-label="WhatsApp${wordSpace(language)}${localeTexts(language).common.a11y.newTab}"`,
    );
    expect(found.phone.attributes).not.toContain("aria-label");
    expect(found.email.attributes).not.toContain("aria-label");
    const mail = new URL(/href="([^"]+)"/.exec(found.email.attributes)![1]);
    expect(mail.pathname).toBe(company.email);
    expect(mail.searchParams.get("subject")).toBe(about);
    expect(found.email.text).toBe(company.email);
  });

  it("keeps each step's text as written, links and all, also without a reference (the received page as served), which promises no quote", () => {
    const html = steps(language);
    const found = links(html);
    expect(Object.keys(found).sort()).toEqual(["email", "phone", "whatsapp"]);
    // No reference to start the chat or the mail with: plain links.
    expect(found.whatsapp.attributes).toContain(`href="https://wa.me/${digits}"`);
    expect(found.email.attributes).toContain(`href="mailto:${company.email}"`);
    const shown = [...html.matchAll(/<li>(.*?)<\/li>/g)].map(([, item]) => item.replace(/<[^>]+>/g, ""));
    const texts = localeTexts(language).formResults.received.steps as Record<string, string>;
    expect(shown).toHaveLength(4);
    // Without a reference the form is not known: its steps are those every message is given.
    for (const [i, step] of ["read_contact", "reply_contact", "documents", "urgent"].entries())
      expect(shown[i]).toBe(interpolateFacts(texts[step], language).replace(company.phone, phoneShown));
  });

  it("keeps the reference on one line in its sentence: a narrow screen does not break it after its C- or Q-, and a page translator leaves it as written", () => {
    const html = steps(language, "C-7K4M2P");
    const sentence = /<p class="text-xl[^"]*">(.*?)<\/p>/.exec(html)?.[1] ?? "";
    expect(sentence).toContain('<span translate="no" class="whitespace-nowrap">C-7K4M2P</span>');
    expect(sentence.replace(/<[^>]+>/g, "")).toBe(
      localeTexts(language).formResults.received.reference.replace("{{reference}}", "C-7K4M2P"),
    );
  });

  it("tells a contact message (a C- reference) what happens next without promising a quote", () => {
    const shown = [...steps(language, "C-7K4M2P").matchAll(/<li>(.*?)<\/li>/g)].map(([, item]) =>
      item.replace(/<[^>]+>/g, ""),
    );
    const texts = localeTexts(language).formResults.received.steps as Record<string, string>;
    expect(shown.slice(0, 2)).toEqual([
      interpolateFacts(texts.read_contact, language),
      interpolateFacts(texts.reply_contact, language),
    ]);
    expect(texts.read_contact).not.toBe(texts.read);
    expect(texts.reply_contact).not.toBe(texts.reply);
  });
});
