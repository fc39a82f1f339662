import type { Template } from "./page-plan";

// The locale namespaces (content/locales/<language>/<namespace>.json) each page
// loads, so a page ships only the strings it shows.
// "whatsapp" on every page: the forms' failure notices offer a WhatsApp chat (issue 8).
const namespacesByTemplate: Record<Template, string[]> = {
  home: ["common", "home", "contact", "form", "whatsapp"],
  services: ["common", "services", "form", "whatsapp"],
  about: ["common", "about", "form", "whatsapp"],
  contact: ["common", "contact", "form", "whatsapp"],
  service: ["common", "services", "calculator", "form", "whatsapp"],
  legal: ["common", "legal", "form", "whatsapp"],
  notFound: ["common", "form", "whatsapp"],
};

export function namespacesOf(template: Template): string[] {
  return namespacesByTemplate[template];
}

export const allNamespaces = [...new Set(Object.values(namespacesByTemplate).flat())].sort();
