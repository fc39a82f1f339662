import React, { useId, useState } from "react";
import { serviceTypeOfPage, servicePageOptions } from "../../lib/contact-fields";
import type { ServiceSlug } from "../../lib/services";
import { useTranslation } from "react-i18next";
import { FormFields } from "./form-fields";
import { FallbackLinkList } from "./failure-notice";
import { SubmitButton } from "./submit-button";
import { useContactForm } from "./use-contact-form";
import { ShipmentPart } from "./shipment-part";

// The quote form at the foot of each service page, pre-selected to the page's service.
// It sends as a quote, like the dialog.

export function ServiceQuoteForm({ slug }: { slug: ServiceSlug }) {
  const { t } = useTranslation("form");
  const idPrefix = `service-quote${useId().replace(/:/g, "")}`;
  const form = useContactForm({ formType: "quote", notices: "quote", initialServiceType: serviceTypeOfPage(slug) });
  // Open here: a visitor on a service page is ready to describe the shipment.
  const [shipmentOpen, setShipmentOpen] = useState(true);
  return (
    <form ref={form.formRef} onSubmit={form.submit} noValidate aria-labelledby={`${idPrefix}-title`} className="space-y-4" data-form="service-quote">
      <h2 id={`${idPrefix}-title`} className="text-2xl font-bold text-brand-900">
        {t("servicePage.title")}
      </h2>
      <FormFields idPrefix={idPrefix} serviceOptions={servicePageOptions(slug)} messageRows={4} {...form} />
      <ShipmentPart idPrefix={idPrefix} values={form.values} setValue={form.setValue} problems={form.problems} open={shipmentOpen} onOpenChange={setShipmentOpen} />
      <p className="text-sm text-slate-700">{t("replyPromise")}</p>
      <SubmitButton sending={form.sending} label={t("servicePage.submit")} sendingLabel={t("servicePage.sending")} />
      {form.fallback && (
        <p className="rounded-md border border-red-700 bg-red-50 p-3 text-sm text-brand-950" data-fallback-notice>
          <FallbackLinkList links={form.fallback} />
        </p>
      )}
    </form>
  );
}
