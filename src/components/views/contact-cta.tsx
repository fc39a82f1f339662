import React from "react";
import { Link } from "gatsby";
import { phoneShown } from "../../shared/facts";
import { telNumber } from "../../shared/contact-links";
import { useTranslation } from "react-i18next";
import { useI18next } from "gatsby-plugin-react-i18next";
import { localizedPath, pagePaths } from "../../shared/routes";
import { WhatsAppLink } from "../whatsapp/whatsapp-link";
import { Reveal } from "../layout/reveal";

/**
 * "Ready to ship?": contact page link, the phone line and WhatsApp naming the service viewed.
 * Forced colours (Windows high contrast) drop backgrounds and rings: a border keeps each link's
 * button shape there.
 */
export function ContactCta({ service }: { service?: string }) {
  const { t } = useTranslation("services");
  const language = useI18next().language;
  return (
    <section aria-labelledby="cta-title" className="on-dark bg-brand-900 py-16 text-white sm:py-20">
      <Reveal className="mx-auto flex max-w-4xl flex-col items-center px-4 text-center">
        <h2 id="cta-title" className="text-3xl font-bold">
          {t("detail.cta.title")}
        </h2>
        <p className="mt-4 text-lg text-brand-100">{t("detail.cta.text")}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-4">
          <Link
            to={localizedPath(pagePaths.contact, language)}
            className="rounded-lg bg-accent-400 px-6 py-3 font-bold text-brand-950 hover:bg-accent-500 forced-colors:border"
          >
            {t("detail.cta.button")}
          </Link>
          <a
            href={`tel:${telNumber()}`}
            className="rounded-lg px-6 py-3 font-semibold inset-ring-2 inset-ring-white/70 hover:bg-white/10 forced-colors:border"
          >
            {phoneShown}
          </a>
          <WhatsAppLink
            service={service}
            className="inline-flex items-center gap-2 rounded-lg px-6 py-3 font-semibold inset-ring-2 inset-ring-white/70 hover:bg-white/10 forced-colors:border"
          />
        </div>
      </Reveal>
    </section>
  );
}
