import type { DutyFigures } from "../../src/components/estimator/import-duties";

/**
 * The duty estimator's example worked by hand: FOB Rp 100,000,000 + freight Rp 10,000,000 + insurance
 * Rp 5,000,000, duty 10 %, an API holder, into the customs area.
 */
export const workedDutyExample: DutyFigures = {
  fob: 100_000_000,
  freight: 10_000_000,
  insurance: 5_000_000,
  currency: "IDR",
  exchangeRate: 1,
  dutyPercent: 10,
  importer: "api",
  destination: "customsArea",
};
