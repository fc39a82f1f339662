import React from "react";
import type { ServiceSlug } from "../../lib/services";
import { ContainerGuideTable } from "../tables/container-guide-table";
import { DeliveryTimesTable } from "../tables/delivery-times-table";
import { FreightCalculator } from "./freight-calculator";

// What a service page shows beyond its MDX content: the container guide and the
// calculator on sea freight, the calculator on air freight, the delivery times on
// warehouse and distribution. Keyed by the service, so adding one is one line here.
const extras: Partial<Record<ServiceSlug, () => React.ReactElement>> = {
  "ekspedisi-laut": () => (
    <>
      <ContainerGuideTable />
      <FreightCalculator mode="sea" serviceType="ekspedisi-laut" />
    </>
  ),
  "ekspedisi-udara": () => <FreightCalculator mode="air" serviceType="ekspedisi-udara" />,
  "warehouse-distribusi": () => <DeliveryTimesTable />,
};

export function ServiceExtras({ slug }: { slug: string }) {
  const Extra = extras[slug as ServiceSlug];
  return Extra ? <Extra /> : null;
}
