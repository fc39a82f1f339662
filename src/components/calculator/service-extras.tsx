import React from "react";
import { extrasOf, type ServiceExtra } from "../../lib/services";
import { ContainerGuideTable } from "../tables/container-guide-table";
import { DeliveryTimesTable } from "../tables/delivery-times-table";
import { LazyDutyEstimator } from "../estimator/lazy-duty-estimator";
import { LazyFreightCalculator } from "./lazy-freight-calculator";

// What a service page shows beyond its MDX content, in the order src/lib/services.ts lists it.
const parts: Record<ServiceExtra, () => React.ReactElement> = {
  containerGuide: () => <ContainerGuideTable />,
  seaCalculator: () => <LazyFreightCalculator mode="sea" serviceType="ekspedisi-laut" />,
  airCalculator: () => <LazyFreightCalculator mode="air" serviceType="ekspedisi-udara" />,
  deliveryTimes: () => <DeliveryTimesTable />,
  customsEstimator: () => <LazyDutyEstimator />,
};

export function ServiceExtras({ slug }: { slug: string }) {
  return (
    <>
      {extrasOf(slug).map((extra) => (
        <React.Fragment key={extra}>{parts[extra]()}</React.Fragment>
      ))}
    </>
  );
}
