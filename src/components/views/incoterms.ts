import incotermsFile from "../../../content/incoterms.json";

// The eleven Incoterms 2020 rules and who does what under each, written once in
// content/incoterms.json; their names, explanations and the guide's words for the values are
// in content/locales/<language>/incoterms.json (terms.<CODE>.*, guide.*).

type Party = "buyer" | "seller";
type RiskPoint =
  | "sellerPremises"
  | "handedToBuyersCarrier"
  | "handedToCarrier"
  | "destinationReadyForUnloading"
  | "destinationUnloaded"
  | "alongsideShip"
  | "onBoard";
type SellerInsurance = "none" | "allRisks" | "minimum";

export interface Incoterm {
  code: string;
  /** "any": any mode of transport; "sea": sea and inland waterway only. */
  modes: "any" | "sea";
  /** A sea-only rule's stand-in when the goods go by air or land: the rule for any mode (FCA for FOB). */
  forOtherModes?: string;
  mainCarriage: Party;
  riskPasses: RiskPoint;
  exportClearance: Party;
  importClearance: Party;
  insuranceBySeller: SellerInsurance;
}

export const incoterms = incotermsFile.terms as readonly Incoterm[];
