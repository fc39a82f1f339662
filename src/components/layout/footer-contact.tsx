import React from "react";
import { useTranslation } from "react-i18next";
import { Icon } from "../icon";
import { cityAndRegion, company, phoneShown, streetShown } from "../../shared/facts";
import { telNumber } from "../../shared/contact-links";

/** Address, phone (tel:) and email (mailto:) from company.json. */
export function FooterContact({ linkClass }: { linkClass: string }) {
  const { t } = useTranslation("common");
  const row = "flex gap-3";
  const iconClass = "mt-0.5 h-5 w-5 shrink-0 text-accent-400";
  return (
    <address className="space-y-3 text-sm not-italic">
      <p className={row}>
        <Icon name="address" className={iconClass} />
        <span>
          {streetShown}
          <br />
          {cityAndRegion}
        </span>
      </p>
      <p className={row}>
        <Icon name="phone" className={iconClass} />
        <a
          href={`tel:${telNumber()}`}
          className={linkClass}
          aria-label={t("joins.labelled", { label: t("footer.phone"), text: company.phone })}
        >
          {phoneShown}
        </a>
      </p>
      <p className={row}>
        <Icon name="email" className={iconClass} />
        <a
          href={`mailto:${company.email}`}
          className={linkClass}
          aria-label={t("joins.labelled", { label: t("footer.email"), text: company.email })}
        >
          {company.email}
        </a>
      </p>
    </address>
  );
}
