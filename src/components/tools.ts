import type { IconName } from "../shared/icon-names";
import { pagePaths, servicePath } from "../shared/routes";
import { services, type ServiceExtra } from "../shared/services";

// The tools a visitor uses to plan a shipment: the calculators and the estimator of the service
// pages that have them (content/services.json extras), and the Incoterms guide. The header's
// services menu and the home page link to each one; their names are common:tools.<key>.

/** The id of an extra's section on its page (the lazily loaded part's namespace, lazy-section.tsx). */
const toolAnchors: Partial<Record<ServiceExtra, string>> = {
  customsEstimator: "estimator",
  seaCalculator: "calculator",
  airCalculator: "calculator",
};

type ToolKey = ServiceExtra | "incoterms";

export interface Tool {
  key: ToolKey;
  /** The page and anchor, without language prefix. */
  path: string;
  icon: IconName;
}

const toolIcons: Partial<Record<ToolKey, IconName>> = {
  customsEstimator: "coins",
  seaCalculator: "ship",
  airCalculator: "plane",
  incoterms: "document",
};

/** The section id of a service page's tool, if the extra is one. */
export function toolAnchor(extra: ServiceExtra): string | undefined {
  return toolAnchors[extra];
}

export const tools: readonly Tool[] = [
  ...services.flatMap((s) =>
    s.extras.flatMap((extra) => {
      const anchor = toolAnchors[extra];
      return anchor
        ? [{ key: extra, path: `${servicePath(s.slug)}#${anchor}`, icon: toolIcons[extra] ?? "clipboard" }]
        : [];
    }),
  ),
  { key: "incoterms", path: pagePaths.incoterms, icon: "document" },
];
