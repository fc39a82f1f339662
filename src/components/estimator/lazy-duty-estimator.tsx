import React from "react";
import { LazySection, type LazyPart } from "../calculator/lazy-section";
import type { ServiceType } from "../../forms/shared/forms";

// The customs duty and tax estimator of the customs clearance page, loaded like the freight
// calculator when the visitor comes near it (lazy-section.tsx). Its strings
// (content/locales/<language>/estimator.json) come in the same file as its code: every
// lazily loaded file is named, with its hash, in the chunk map and webpack's runtime, which
// every page loads first, so one file instead of five keeps every page's first load as it was.

interface Props {
  serviceType: ServiceType;
}

const dutyEstimator: LazyPart<Props> = {
  ns: "estimator",
  space: "estimator-space",
  load: (language) =>
    import(/* webpackChunkName: "duty-estimator" */ "./duty-estimator").then((m) => m.withStrings(language)),
};

export const LazyDutyEstimator = (props: Props) => (
  <LazySection part={dutyEstimator} props={props} tool="customsEstimator" />
);
