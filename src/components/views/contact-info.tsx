import React from "react";
import { Icon } from "../icon";
import type { IconName } from "../../shared/icon-names";
import { cityAndRegion, company, phoneShown, streetShown } from "../../shared/facts";
import { telNumber } from "../../shared/contact-links";
import { useTranslation } from "react-i18next";
import { WhatsAppLink } from "../whatsapp/whatsapp-link";
import { Reveal } from "../layout/reveal";

// The four contact cards (address, phone and WhatsApp, email, opening hours). Strings
// from the "contact" namespace; the address, phone and email from content/company.json.
export function ContactInfo() {
  const { t } = useTranslation("contactInfo");
  const { email } = company;
  const cards: { key: string; icon: IconName; body: React.ReactNode }[] = [
    {
      key: "address",
      icon: "warehouse",
      body: (
        <address className="not-italic">
          {streetShown}
          <br />
          {cityAndRegion}
        </address>
      ),
    },
    {
      key: "phone",
      icon: "headset",
      body: (
        <>
          <a className="font-medium text-brand-700 underline-offset-2 hover:underline" href={`tel:${telNumber()}`}>
            {phoneShown}
          </a>
          <br />
          {t("phone.note")}
          <br />
          <WhatsAppLink className="mt-1 inline-flex items-center gap-1.5 font-medium text-brand-700 underline-offset-2 hover:underline" />
        </>
      ),
    },
    {
      key: "email",
      icon: "document",
      body: (
        <>
          <a className="font-medium text-brand-700 underline-offset-2 hover:underline" href={`mailto:${email}`}>
            {email}
          </a>
          <br />
          {t("email.note")}
        </>
      ),
    },
    {
      key: "hours",
      icon: "clock",
      body: (
        <>
          {t("hours.weekdays")}
          <br />
          {t("hours.emergency")}
        </>
      ),
    },
  ];
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1" aria-label={t("title")}>
      {cards.map(({ key, icon, body }, i) => (
        <Reveal
          as="li"
          index={i}
          key={key}
          className="flex gap-4 rounded-xl bg-white p-5 shadow-sm ring-1 ring-brand-100"
          data-contact-card={key}
        >
          <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-accent-400 text-brand-950">
            <Icon name={icon} />
          </span>
          <div className="text-slate-700">
            <h3 className="mb-1 font-semibold text-brand-900">{t(`${key}.title`)}</h3>
            {body}
          </div>
        </Reveal>
      ))}
    </ul>
  );
}
