import { fieldNames, type ShipmentField } from "../shared/fields";

// The shipment details a quote trigger carries as data-quote-shipment-<field> attributes (the
// freight calculator's figures: data-quote-shipment-weight-kg is weightKg). Read by the quote
// dialog, not by quote-request.ts, so no page's first load carries this.

const datasetKey = (field: ShipmentField) => `quoteShipment${field[0].toUpperCase()}${field.slice(1)}`;

export function shipmentPrefillOf(opener: HTMLElement): [ShipmentField, string][] {
  return (fieldNames("shipment") as ShipmentField[]).flatMap((field) => {
    const value = opener.dataset[datasetKey(field)];
    return value ? [[field, value] as [ShipmentField, string]] : [];
  });
}
