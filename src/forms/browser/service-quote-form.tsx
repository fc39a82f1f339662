import React, { useEffect, useId, useRef, useState, type RefObject } from "react";
import type { FieldName } from "../shared/fields";
import { serviceOptionsWith, serviceTypeOfPage } from "../shared/forms";
import type { ServiceSlug } from "../../shared/services";
import { packageInAddress, type QuotePackage } from "../shared/packages";
import { useTranslation } from "react-i18next";
import { FormFields } from "../shared/form-fields";
import { LegalAgreement } from "../shared/legal-agreement";
import { wordSpace } from "../../shared/languages";
import { SubmitButton } from "./submit-button";
import { useForm, type Prefill } from "./use-form";
import { changed } from "./typed-values";
import { ShipmentPart } from "./shipment-part";

// The quote form on a page: at the foot of each service page, pre-selected to the page's
// service, and on the quote page that Get Quote leads to before the scripts run. It sends as a
// quote, like the dialog.

interface Props {
  /** The service page's own service, pre-selected; none on the quote page. */
  slug?: ServiceSlug;
  title: string;
  /** The page's price packages, which "Request this package" names ([data-quote-package] links). */
  packages?: readonly QuotePackage[];
}

const noPackages: readonly QuotePackage[] = [];

export function ServiceQuoteForm({ slug, title, packages = noPackages }: Props) {
  const { t, i18n } = useTranslation("form");
  const idPrefix = `service-quote${useId().replace(/:/g, "")}`;
  const form = useForm({
    formType: "quote",
    initialServiceType: slug ? serviceTypeOfPage(slug) : "",
    packages,
  });
  // Open here: a visitor on a service page is ready to describe the shipment.
  const [shipmentOpen, setShipmentOpen] = useState(true);
  usePackageChoice(packages, form.prefill, form.formProps.ref);
  return (
    <>
      {form.confirmation}
      <form {...form.formProps} aria-labelledby={`${idPrefix}-title`} className="space-y-4" data-form="service-quote">
        <h2 id={`${idPrefix}-title`} className="text-2xl font-bold text-brand-900">
          {title}
        </h2>
        <FormFields
          idPrefix={idPrefix}
          serviceOptions={serviceOptionsWith("quote", slug && serviceTypeOfPage(slug))}
          messageRows={4}
          {...form}
        />
        <ShipmentPart
          idPrefix={idPrefix}
          defaults={form.defaults}
          problems={form.problems}
          open={shipmentOpen}
          onOpenChange={setShipmentOpen}
          packages={packages}
          prefill={form.prefill}
        />
        <p className="text-sm text-slate-700">
          {t("replyPromise")}
          {wordSpace(i18n.language)}
          <LegalAgreement />
        </p>
        {/* The dialog's size: on a phone both quote forms' Send look alike and fit the same labels. */}
        <SubmitButton
          sending={form.sending}
          label={t("servicePage.submit")}
          sendingLabel={t("servicePage.sending")}
          compact
        />
        {form.fallbackNotice}
      </form>
    </>
  );
}

/**
 * "Request this package": the package the page's address names (a link followed before the
 * scripts ran), then each such link clicked on the page, fills the package
 * and the mode it implies. Only on those occasions: what the visitor changes afterwards stays, and
 * so does a package or mode the visitor chose in the form after following the link, before the
 * scripts ran.
 */
function usePackageChoice(packages: readonly QuotePackage[], prefill: Prefill, formRef: RefObject<HTMLFormElement>) {
  const offered = useRef(packages);
  offered.current = packages;
  useEffect(() => {
    // A click on a package that implies no mode clears one an earlier click chose;
    // the package the address names keeps a mode the visitor chose before the scripts ran.
    const choose = (pkg: QuotePackage | undefined, clicked: boolean) => {
      const mode = pkg?.mode ?? (clicked ? "" : undefined);
      if (!pkg) return;
      const entries: [FieldName, string][] =
        mode === undefined
          ? [["package", pkg.key]]
          : [
              ["package", pkg.key],
              ["mode", mode],
            ];
      const chosenByHand = (name: FieldName) => {
        const field = formRef.current?.elements.namedItem(name);
        return field instanceof HTMLSelectElement && changed(field);
      };
      prefill(clicked ? entries : entries.filter(([name]) => !chosenByHand(name)));
    };
    choose(packageInAddress(window.location, offered.current), false);
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.<HTMLElement>("[data-quote-package]");
      if (link)
        choose(
          offered.current.find((pkg) => pkg.key === link.dataset.quotePackage),
          true,
        );
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [prefill, formRef]);
}
