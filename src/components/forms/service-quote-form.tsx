import React, { useId, useState } from "react";
import { quoteServiceOptions, serviceTypeOfPage, servicePageOptions } from "../../lib/contact-fields";
import type { ServiceSlug } from "../../lib/services";
import { useTranslation } from "react-i18next";
import { FormFields } from "./form-fields";
import { FallbackLinkList } from "./failure-notice";
import { SubmitButton } from "./submit-button";
import { useContactForm } from "./use-contact-form";
import { formPost } from "./form-post";
import { ShipmentPart } from "./shipment-part";

// The quote form on a page: at the foot of each service page, pre-selected to the page's
// service, and on the quote page that Get Quote leads to before the scripts run. It sends as a
// quote, like the dialog.

interface Props {
  /** The service page's own service, pre-selected; none on the quote page. */
  slug?: ServiceSlug;
  title: string;
}

export function ServiceQuoteForm({ slug, title }: Props) {
  const { t } = useTranslation("form");
  const idPrefix = `service-quote${useId().replace(/:/g, "")}`;
  const form = useContactForm({ formType: "quote", notices: "quote", initialServiceType: slug ? serviceTypeOfPage(slug) : "" });
  // Open here: a visitor on a service page is ready to describe the shipment.
  const [shipmentOpen, setShipmentOpen] = useState(true);
  return (
    <>
      {form.confirmation}
      <form hidden={Boolean(form.confirmation)} ref={form.formRef} {...formPost} onSubmit={form.submit} aria-labelledby={`${idPrefix}-title`} className="space-y-4" data-form="service-quote">
        <h2 id={`${idPrefix}-title`} className="text-2xl font-bold text-brand-900">
          {title}
        </h2>
        <FormFields idPrefix={idPrefix} serviceOptions={slug ? servicePageOptions(slug) : quoteServiceOptions} messageRows={4} {...form} />
        <ShipmentPart idPrefix={idPrefix} defaults={form.defaults} problems={form.problems} open={shipmentOpen} onOpenChange={setShipmentOpen} />
        <p className="text-sm text-slate-700">{t("replyPromise")}</p>
        <SubmitButton sending={form.sending} label={t("servicePage.submit")} sendingLabel={t("servicePage.sending")} />
        {form.fallback && (
          <p className="rounded-md border border-red-700 bg-red-50 p-3 text-sm text-brand-950" data-fallback-notice>
            <FallbackLinkList links={form.fallback} />
          </p>
        )}
      </form>
    </>
  );
}
