import type { Template } from "./page-plan";
import { extrasOf } from "./services";

// The locale namespaces (content/locales/<language>/<namespace>.json) each page
// loads, so a page ships only the strings it shows.
// "whatsapp" on every page: the forms' failure notices offer a WhatsApp chat (issue 8).
const namespacesByTemplate: Record<Template, string[]> = {
  home: ["common", "home", "contactInfo", "form", "whatsapp"],
  services: ["common", "services", "form", "whatsapp"],
  about: ["common", "about", "form", "whatsapp"],
  contact: ["common", "contact", "contactInfo", "form", "whatsapp"],
  service: ["common", "services", "form", "whatsapp"],
  legal: ["common", "legal", "form", "whatsapp"],
  notFound: ["common", "form", "whatsapp"],
};

/**
 * The namespaces of a page; a service page adds "tables" when it shows a fact table. The
 * calculator's strings ("calculator") are not among them: they load with the calculator
 * (components/calculator/lazy-freight-calculator.tsx).
 */
export function namespacesOf(template: Template, serviceSlug?: string): string[] {
  // The fact tables' strings; the sea calculator names containers as the container guide does.
  const tables = extrasOf(serviceSlug).some((e) => e === "containerGuide" || e === "deliveryTimes" || e === "seaCalculator");
  return tables ? [...namespacesByTemplate[template], "tables"] : namespacesByTemplate[template];
}
