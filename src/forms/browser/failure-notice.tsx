import React from "react";
import type { i18n as I18n } from "i18next";
import { fallbackLines, fallbackLinks, type FallbackLinks } from "../shared/fallback";
import { fieldsOf } from "../shared/fields";
import { isServiceType, type FormType } from "../shared/forms";
import { useTranslation } from "react-i18next";
import { whatsappMessage } from "../../components/whatsapp/use-whatsapp-message";
import { choiceName } from "./form-fields";

// What a failure notice offers: the reason, then email (pre-filled), WhatsApp and phone. The
// forms show it after a failed Send; the function's failure page shows the same.

/**
 * The other ways to reach the company, given what the visitor typed: every field the form asks
 * that was given goes into the pre-written email, labelled as the form labels it, so nothing
 * typed is lost on the way; the WhatsApp chat starts naming the chosen service.
 */
export function fallbackLinksFor(
  i18n: I18n,
  formType: FormType,
  values: Readonly<Record<string, string | undefined>>,
): FallbackLinks {
  const t = i18n.getFixedT(i18n.language, "form");
  const lines = fallbackLines(fieldsOf(undefined, formType), values, {
    label: (name, namespace) => t(`${namespace}:fields.${name}.label`),
    choice: (name, value) => choiceName(i18n, name, value),
  });
  const subject = t(formType === "quote" ? "fallback.mailSubjectQuote" : "fallback.mailSubjectContact", {
    name: (values.fullName ?? "").trim(),
  });
  const service = isServiceType(values.serviceType) ? t(`services.${values.serviceType}`) : undefined;
  const chat = whatsappMessage(i18n.getFixedT(i18n.language, "whatsapp"), service);
  const labelled = (label: string, text: string) => t("common:joins.labelled", { label, text });
  return fallbackLinks(subject, lines, labelled, (values.message ?? "").trim(), chat);
}

const linkClass = "font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-950";

function FallbackLinkList({ links }: { links: FallbackLinks }) {
  const { t } = useTranslation("form");
  return (
    <span className="mt-1 block">
      {t("fallback.intro")}{" "}
      <span className="flex flex-wrap gap-x-3 gap-y-1">
        <a className={linkClass} href={links.mailto} data-fallback="email">
          {t("fallback.email")}
        </a>
        <a
          className={linkClass}
          href={links.whatsapp}
          target="_blank"
          rel="noopener noreferrer"
          data-fallback="whatsapp"
        >
          {t("fallback.whatsapp")}
        </a>
        <a className={linkClass} href={links.tel} data-fallback="phone">
          {t("fallback.phone")}
        </a>
      </span>
    </span>
  );
}

export function FailureNotice({ text, links }: { text: string; links: FallbackLinks }) {
  return (
    <span className="block">
      <span className="block">{text}</span>
      <FallbackLinkList links={links} />
    </span>
  );
}

/** Under a form whose message could not be sent: the other ways to reach the company, until a send succeeds. */
export function FallbackNotice({ links }: { links: FallbackLinks | null }) {
  if (!links) return null;
  return (
    <p className="rounded-md border border-red-700 bg-red-50 p-3 text-sm text-brand-950" data-fallback-notice>
      <FallbackLinkList links={links} />
    </p>
  );
}
