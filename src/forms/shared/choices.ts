import { containerKeys } from "../../shared/containers";
import { incotermCodes } from "../../shared/incoterm-codes";
import { serviceTypes } from "./forms";
import { fieldDefinition } from "./fields";
import { packageKeys } from "./package-keys";

// The lists the choice fields of the field table (./fields.ts) offer, where its row does not give
// one. Apart from the table, which the pages load first: only the schema, the shipment details
// and the function need these lists.

/** How the cargo travels. Labels in content/locales/<lang>/shipment.json under "modes.<value>". */
export const transportModes = ["sea-fcl", "sea-lcl", "sea-breakbulk", "air", "land", "warehouse"] as const;
export type TransportMode = (typeof transportModes)[number];

/** Special equipment for cargo a standard box does not take (out of gauge), beside the standard sizes. */
const specialEquipment = ["flatRack", "openTop"] as const;

/** The choices of a choice field; a page offers its own few of the packages (pageChoices). */
export function choicesOf(name: string): readonly string[] {
  switch (name) {
    case "package":
      return packageKeys;
    case "serviceType":
      return serviceTypes;
    case "mode":
      return transportModes;
    case "containerType":
      return [...containerKeys, ...specialEquipment];
    case "incoterm":
      return incotermCodes;
    default:
      return fieldDefinition(name)?.choices ?? [];
  }
}
