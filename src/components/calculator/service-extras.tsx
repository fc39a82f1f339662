import React from "react";
import { extrasOf, type ServiceExtra } from "../../shared/services";
import { serviceTypeOfPage } from "../../forms/shared/forms";
import { ContainerGuideTable } from "../tables/container-guide-table";
import { DeliveryTimesTable } from "../tables/delivery-times-table";
import { LazyDutyEstimator } from "../estimator/lazy-duty-estimator";
import { LazyFreightCalculator } from "./lazy-freight-calculator";

// What a service page shows beyond its MDX content, in the order src/shared/services.ts lists it.
// The calculators' and the estimator's quote requests name the page's own service.
const parts: Record<ServiceExtra, (slug: string) => React.ReactElement> = {
  containerGuide: () => <ContainerGuideTable />,
  seaCalculator: (slug) => <LazyFreightCalculator mode="sea" serviceType={serviceTypeOfPage(slug)} />,
  airCalculator: (slug) => <LazyFreightCalculator mode="air" serviceType={serviceTypeOfPage(slug)} />,
  deliveryTimes: () => <DeliveryTimesTable />,
  customsEstimator: (slug) => <LazyDutyEstimator serviceType={serviceTypeOfPage(slug)} />,
};

export function ServiceExtras({ slug }: { slug: string }) {
  return (
    <>
      {extrasOf(slug).map((extra) => (
        <React.Fragment key={extra}>{parts[extra](slug)}</React.Fragment>
      ))}
    </>
  );
}
