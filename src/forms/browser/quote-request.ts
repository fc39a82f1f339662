/** One click on a [data-quote-trigger]: who opened the quote dialog and what it prefills. */
export interface QuoteRequest {
  opener: HTMLElement;
  /** data-quote-service: a service type to select. */
  service?: string;
  /** data-quote-service-page: the slug of the service page it is on (Get Quote there), whose service to select. */
  servicePage?: string;
  /** data-quote-message: a message to put in the form. (Shipment details, data-quote-shipment-*, are read by the dialog: shipment-prefill.ts.) */
  message?: string;
}

/** Reads a trigger's prefill. A new object for every click, so the dialog opens each time. */
export const quoteRequestFrom = (opener: HTMLElement): QuoteRequest => ({
  opener,
  service: opener.dataset.quoteService,
  servicePage: opener.dataset.quoteServicePage,
  message: opener.dataset.quoteMessage,
});
