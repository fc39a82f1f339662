import React from "react";
import { useT } from "../../hooks/use-t";
import { company } from "../../lib/facts";

/** Address, phone (tel:) and email (mailto:) from company.json. */
export function FooterContact({ linkClass }: { linkClass: string }) {
  const t = useT("common");
  const row = "flex gap-3";
  const icon = (d: string) => (
    <svg viewBox="0 0 24 24" className="mt-0.5 h-5 w-5 shrink-0 text-accent-400" aria-hidden="true" focusable="false">
      <path d={d} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
  return (
    <address className="space-y-3 text-sm not-italic">
      <p className={row}>
        {icon("M12 21s-7-6.2-7-11a7 7 0 0 1 14 0c0 4.8-7 11-7 11zm0-8.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z")}
        <span>
          {company.address.street}
          <br />
          {company.address.city}, {company.address.region}
        </span>
      </p>
      <p className={row}>
        {icon("M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2z")}
        <a href={`tel:${company.phone.replace(/[^+\d]/g, "")}`} className={linkClass} aria-label={`${t("footer.phone")}: ${company.phone}`}>
          {company.phone}
        </a>
      </p>
      <p className={row}>
        {icon("M3 6h18v12H3zM3 7l9 6 9-6")}
        <a href={`mailto:${company.email}`} className={linkClass} aria-label={`${t("footer.email")}: ${company.email}`}>
          {company.email}
        </a>
      </p>
    </address>
  );
}
