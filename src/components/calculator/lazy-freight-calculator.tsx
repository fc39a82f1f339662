import React from "react";
import type { ServiceType } from "../../forms/shared/forms";
import type { Mode } from "../../shared/freight-rules";
import { LazySection, type LazyPart } from "./lazy-section";

// The freight calculator of the sea and air freight pages, loaded when the visitor comes near
// it (lazy-section.tsx), with its strings (content/locales/<language>/calculator.json, a file
// of their own for each language, asked for by the calculator's file: the map of those files
// stays out of the service pages' first load; docs/architecture.md, "The calculator and the
// estimator").

interface Props {
  mode: Mode;
  serviceType: ServiceType;
}

const freightCalculator: LazyPart<Props> = {
  ns: "calculator",
  space: "calculator-space",
  load: (language) =>
    import(/* webpackChunkName: "freight-calculator" */ "./freight-calculator").then((m) => m.withStrings(language)),
};

export const LazyFreightCalculator = (props: Props) => (
  <LazySection part={freightCalculator} props={props} tool={`${props.mode}Calculator`} />
);
