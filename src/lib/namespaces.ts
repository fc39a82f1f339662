import type { Template } from "./page-plan";

// The locale namespaces (content/locales/<language>/<namespace>.json) each page
// loads, so a page ships only the strings it shows.
const namespacesByTemplate: Record<Template, string[]> = {
  home: ["common", "home", "contact", "form"],
  services: ["common", "services", "form"],
  about: ["common", "about", "form"],
  contact: ["common", "contact", "form"],
  service: ["common", "services", "form"],
  notFound: ["common", "form"],
};

export function namespacesOf(template: Template): string[] {
  return namespacesByTemplate[template];
}

export const allNamespaces = [...new Set(Object.values(namespacesByTemplate).flat())].sort();
