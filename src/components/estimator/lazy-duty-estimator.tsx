import React from "react";
import { estimatorSpace } from "../calculator/calculator-space";
import { LazySection, type LazyPart } from "../calculator/lazy-section";

// The customs duty and tax estimator of the customs clearance page, loaded like the freight
// calculator when the visitor comes near it (lazy-section.tsx); its strings are
// content/locales/<language>/estimator.json.

const dutyEstimator: LazyPart<object> = {
  ns: "estimator",
  space: estimatorSpace,
  load: () => import(/* webpackChunkName: "duty-estimator" */ "./duty-estimator").then((m) => m.DutyEstimator),
};

export const LazyDutyEstimator = () => <LazySection part={dutyEstimator} props={{}} />;
