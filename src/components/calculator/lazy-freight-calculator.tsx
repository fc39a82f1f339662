import React from "react";
import type { ServiceType } from "../../lib/contact-fields";
import type { Mode } from "../../lib/freight-calculator";
import { calculatorSpace } from "./calculator-space";
import { LazySection, type LazyPart } from "./lazy-section";

// The freight calculator of the sea and air freight pages, loaded when the visitor comes near
// it (lazy-section.tsx); its strings are content/locales/<language>/calculator.json.

interface Props {
  mode: Mode;
  serviceType: ServiceType;
}

const freightCalculator: LazyPart<Props> = {
  ns: "calculator",
  space: calculatorSpace,
  load: () => import(/* webpackChunkName: "freight-calculator" */ "./freight-calculator").then((m) => m.FreightCalculator),
};

export const LazyFreightCalculator = (props: Props) => <LazySection part={freightCalculator} props={props} />;
