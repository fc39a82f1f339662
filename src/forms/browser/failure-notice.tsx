import React from "react";
import type { FallbackLinks } from "../shared/fallback";
import { useTranslation } from "react-i18next";

// What a failure notice offers: the reason, then email (pre-filled), WhatsApp and phone.

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
