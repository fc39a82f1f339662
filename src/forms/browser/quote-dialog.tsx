import React, { useEffect, useId, useRef, useState } from "react";
import { serviceOptionsWith, serviceTypeOfPage } from "../shared/forms";
import { fieldNames, type FieldName, type ShipmentField } from "../shared/fields";
import { useTranslation } from "react-i18next";
import { FormFields } from "../shared/form-fields";
import { SubmitButton } from "./submit-button";
import { dialogButtonSize } from "./button-class";
import { Notices, closeErrorNotices, dialogNotices } from "./notices";
import { useForm } from "./use-form";
import { ShipmentPart } from "./shipment-part";
import { noteFormValues } from "./typed-values";
import { keepClearOfBars } from "./keep-field-clear";
import { wordSpace } from "../../shared/languages";
import { LegalAgreement } from "../shared/legal-agreement";

// The quote dialog. It is loaded only when wanted (forms-root.tsx listens for clicks on
// [data-quote-trigger] and passes each click here as a request). The native <dialog> opened
// with showModal() moves focus in, makes the page behind inert and closes on Esc; focus goes
// back to the opener.

/** One click on a [data-quote-trigger]: who opened the quote dialog and what it prefills. */
export interface QuoteRequest {
  opener: HTMLElement;
  /** data-quote-service: a service type to select. */
  service?: string;
  /** data-quote-service-page: the slug of the service page it is on (Get Quote there), whose service to select. */
  servicePage?: string;
  /** data-quote-message: a message to put in the form. (Shipment details, data-quote-shipment-*: below.) */
  message?: string;
}

// The shipment details a quote trigger carries as data-quote-shipment-<field> attributes (the
// freight calculator's figures: data-quote-shipment-weight-kg is weightKg). Read here, not by
// forms-root.tsx, so no page's first load carries this.

const datasetKey = (field: ShipmentField) => `quoteShipment${field[0].toUpperCase()}${field.slice(1)}`;

function shipmentPrefillOf(opener: HTMLElement): [ShipmentField, string][] {
  return (fieldNames("shipment") as ShipmentField[]).flatMap((field) => {
    const value = opener.dataset[datasetKey(field)];
    return value ? [[field, value] as [ShipmentField, string]] : [];
  });
}

export function QuoteDialog({ request }: { request: QuoteRequest | null }) {
  const { t, i18n } = useTranslation("form");
  const idPrefix = `quote${useId().replace(/:/g, "")}`;
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const close = () => dialogRef.current?.close();
  const form = useForm({
    formType: "quote",
    noticeRegion: dialogNotices,
    close: { label: t("quote.close"), onClose: close },
    focusStart: (firstField) => {
      const dialog = dialogRef.current!;
      dialog.scrollTop = 0;
      const buttons = dialog.querySelector("[data-dialog-bar=buttons]")!.getBoundingClientRect();
      const shownDown = Math.min(dialog.getBoundingClientRect().bottom, buttons.top);
      // The dialog pattern of the ARIA Authoring Practices: when the first field lies below the
      // first screen (a short screen, a long description), focusing it would scroll the title and
      // close button out of view, so the title takes focus and the visitor starts from the top.
      if (firstField.getBoundingClientRect().bottom <= shownDown) firstField.focus();
      else titleRef.current?.focus();
    },
  });
  const { startNew, prefill } = form;

  // A Send the visitor closed the dialog on ends in the dialog again: its confirmation and
  // reference, or its failure with every value kept and the other ways to reach us, are never
  // left unseen behind it.
  const wasSending = useRef(false);
  useEffect(() => {
    const dialog = dialogRef.current;
    if (wasSending.current && !form.sending && dialog && !dialog.open) {
      dialog.showModal();
      dialog.querySelector<HTMLElement>("[data-confirmation] h2")?.focus();
    }
    wasSending.current = form.sending;
  }, [form.sending]);
  // The dialog is rendered anew with each page: a quote half written waits in it on the next
  // (typed-values.ts), unless it is a message on its way.
  const formElement = form.formProps.ref;
  useEffect(() => {
    const draft = formElement.current;
    return () => {
      if (draft) noteFormValues(draft);
    };
  }, [formElement]);
  // The shipment details are closed at first, so the required fields stay first and the dialog short.
  const [shipmentOpen, setShipmentOpen] = useState(false);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    // Its notices go with it: a failure, which stays until closed, would be shown and heard again
    // when the dialog opens next (its form still offers the other ways to reach us).
    const onClose = () => {
      closeErrorNotices(dialogNotices);
      openerRef.current?.focus();
    };
    dialog.addEventListener("close", onClose);
    // Tells the browser tests the dialog is mounted.
    dialog.dataset.ready = "true";
    return () => dialog.removeEventListener("close", onClose);
  }, []);

  // Get Quote on a service page chooses that page's service, also one the dialog does not list
  // (project handling): offered for this request, so the prefill below can select it.
  const service = request?.service ?? (request?.servicePage ? serviceTypeOfPage(request.servicePage) : undefined);
  const serviceOptions = serviceOptionsWith("quote", service);

  // Each trigger click is a new request object: open with its prefill.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || !request || dialog.open) return;
    openerRef.current = request.opener;
    // A new request is a new message: the last one's confirmation makes way for the form, and
    // the visitor starts at its first field (the close button comes first in the dialog).
    startNew();
    // A trigger may name the service and a message, as the freight calculator's "Request a
    // quote with these figures" does (src/components/calculator/).
    const given: [FieldName, string | undefined][] = [
      ["serviceType", service],
      ["message", request.message],
    ];
    prefill(given.filter((entry): entry is [FieldName, string] => Boolean(entry[1])));
    // The calculator's figures go into the shipment details, which open to show them.
    const shipment = shipmentPrefillOf(request.opener);
    prefill(shipment);
    if (shipment.length > 0) setShipmentOpen(true);
    dialog.showModal();
  }, [request, service, startNew, prefill]);

  // Keeps Tab inside the dialog instead of letting it escape to the browser's own controls.
  const trapTab = (event: React.KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== "Tab") return;
    const focusable = [
      ...event.currentTarget.querySelectorAll<HTMLElement>("input, select, textarea, button, a[href]"),
    ].filter((el) => !el.hasAttribute("disabled") && el.tabIndex >= 0 && el.getClientRects().length > 0);
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  // Forced colours (Windows high contrast) drop the shadow, the dialog's only edge over the page: a
  // border draws one there.
  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={`${idPrefix}-title`}
      aria-describedby={`${idPrefix}-description`}
      onKeyDown={trapTab}
      onFocus={(event) => keepClearOfBars(event.target, event.currentTarget)}
      className="m-auto w-[calc(100%-2rem)] max-w-[600px] rounded-lg bg-white p-0 text-brand-950 shadow-xl backdrop:bg-brand-950/60 forced-colors:border"
      data-quote-dialog
    >
      {/* Title and close button stay in view while the dialog scrolls, as do Cancel and Send below;
          not on a short screen (global.css `short`), where the two bars would leave the fields a
          strip too thin to type in. */}
      <div
        className="z-10 flex items-start justify-between gap-3 border-b border-brand-100 bg-white px-6 pb-3 pt-5 not-short:sticky not-short:top-0"
        data-dialog-bar=""
      >
        <h2
          id={`${idPrefix}-title`}
          ref={titleRef}
          tabIndex={-1}
          className="text-xl font-bold text-brand-900 outline-none sm:text-2xl"
        >
          {t("quote.title")}
        </h2>
        <button
          type="button"
          onClick={close}
          aria-label={t("quote.close")}
          className="-mr-2 rounded-md p-2 text-brand-800 hover:bg-brand-50"
          data-dialog-close=""
        >
          <svg
            viewBox="0 0 24 24"
            className="h-5 w-5"
            aria-hidden="true"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          >
            <path d="M6 6l12 12M18 6L6 18" />
          </svg>
        </button>
      </div>
      <div className="px-6 pt-4">
        {form.confirmation && <div className="pb-6">{form.confirmation}</div>}
        <form {...form.formProps} className="space-y-4" data-form="quote">
          <p id={`${idPrefix}-description`} className="text-sm text-slate-700">
            {`${t("quote.description")}${wordSpace(i18n.language)}${t("replyPromise")}`}
          </p>
          <FormFields idPrefix={idPrefix} serviceOptions={serviceOptions} messageRows={4} {...form} />
          <ShipmentPart
            idPrefix={idPrefix}
            defaults={form.defaults}
            problems={form.problems}
            open={shipmentOpen}
            onOpenChange={setShipmentOpen}
            eager
          />
          <p className="text-sm text-slate-700">
            <LegalAgreement />
          </p>
          {form.fallbackNotice}
          {/* On a phone the two buttons are one above the other, each as wide as the bar: side by side
              the longer labels do not fit, and a bar that wrapped left Cancel alone at the right. */}
          <div
            className="-mx-6 flex flex-col flex-wrap justify-end gap-3 border-t border-brand-100 bg-white px-6 py-4 not-short:sticky not-short:bottom-0 sm:flex-row"
            data-dialog-bar="buttons"
          >
            <button
              type="button"
              onClick={close}
              className={`rounded-md border border-brand-800 font-semibold text-brand-800 hover:bg-brand-50 ${dialogButtonSize}`}
            >
              {t("quote.cancel")}
            </button>
            <SubmitButton sending={form.sending} label={t("quote.submit")} sendingLabel={t("quote.sending")} compact />
          </div>
        </form>
      </div>
      {/* Notices while the dialog is open must live inside it: the page behind is inert. */}
      <Notices region={dialogNotices} />
    </dialog>
  );
}
