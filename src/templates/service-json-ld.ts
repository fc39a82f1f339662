import type { BreadcrumbList, FAQPage, Offer, Service, WithContext } from "schema-dts";
import { company, factValue, isMoney } from "../shared/facts";
import { languages, type LanguageCode } from "../shared/languages";
import { servicePath } from "../shared/routes";
import { serviceOf } from "../shared/services";
import { areaServedJsonLd, organizationId, organizationUrl, pageUrl, type AreaName } from "./json-ld-links";

// The service pages' JSON-LD for search engines, from the page content and the company data file.

export interface ServiceForJsonLd {
  slug: string;
  title: string;
  description: string;
  /** Only services with prices have packages. */
  pricing?: readonly { name: string; price: string }[] | null;
}

/** The UN/CEFACT codes of the units that have one; the others are named as the page names them. */
const unitCodes: Partial<Record<string, string>> = { cbm: "MTQ", kg: "KGM" };

/** How the page names a price's unit beside the sum ("per container", "／コンテナ1本"). */
export type UnitText = (unit: string) => string;

function offerOf(pkg: { name: string; price: string }, unitText: UnitText): Offer {
  const rate = factValue(pkg.price);
  if (!isMoney(rate)) return { "@type": "Offer", name: pkg.name };
  const { unit, validUntil } = rate as { unit?: string; validUntil?: string };
  const code = unit && unitCodes[unit];
  return {
    "@type": "Offer",
    name: pkg.name,
    price: rate.amount,
    priceCurrency: rate.currency,
    ...(validUntil ? { priceValidUntil: validUntil } : {}),
    priceSpecification: {
      "@type": "UnitPriceSpecification",
      price: rate.amount,
      priceCurrency: rate.currency,
      ...(code ? { unitCode: code } : unit ? { unitText: unitText(unit) } : {}),
      // A pallet is priced per storage period, as the page says ("per pallet per 30 days"): the
      // quantity the price is for. (billingDuration would be how long it is billed, a contract's length.)
      ...(unit === "pallet"
        ? {
            referenceQuantity: {
              "@type": "QuantitativeValue",
              value: company.warehouse.storageRatePeriodDays,
              unitCode: "DAY",
            },
          }
        : {}),
    },
  };
}

/**
 * The company as a page's other blocks name it (a service's provider, an article's author and
 * publisher): described in full on the home and contact pages, named here with the same @id and
 * its name, as search engines do not follow an @id to another page.
 */
export const organizationRef = (siteUrl: string) =>
  ({
    "@type": "LocalBusiness",
    "@id": organizationId(siteUrl),
    name: company.legalName,
    url: organizationUrl(siteUrl),
  }) as const;

export function serviceJsonLd(
  siteUrl: string,
  language: LanguageCode,
  service: ServiceForJsonLd,
  unitText: UnitText,
  areaName: AreaName,
): WithContext<Service> {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: service.title,
    description: service.description,
    url: pageUrl(siteUrl, servicePath(service.slug), language),
    provider: organizationRef(siteUrl),
    areaServed: (serviceOf(service.slug)?.areaServed ?? []).map((area) => areaServedJsonLd(area, areaName)),
    ...(service.pricing?.length ? { offers: service.pricing.map((pkg) => offerOf(pkg, unitText)) } : {}),
  };
}

export function breadcrumbJsonLd(
  siteUrl: string,
  language: LanguageCode,
  items: readonly { name: string; path: string }[],
): WithContext<BreadcrumbList> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      item: pageUrl(siteUrl, item.path, language),
    })),
  };
}

/** A service page's questions and answers (frontmatter faq), in the page's language. */
export function faqPageJsonLd(
  siteUrl: string,
  language: LanguageCode,
  path: string,
  faq: readonly { question: string; answer: string }[],
): WithContext<FAQPage> {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    url: pageUrl(siteUrl, path, language),
    inLanguage: languages.find((l) => l.code === language)?.tag ?? language,
    mainEntity: faq.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}
