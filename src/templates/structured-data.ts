import type { BreadcrumbList, FAQPage, LocalBusiness, Offer, Service, WithContext } from "schema-dts";
import { company, factValue, isMoney } from "../shared/facts";
import { languages, type LanguageCode } from "../shared/languages";
import { localizedPath, pagePaths, servicePath } from "../shared/routes";

// JSON-LD for search engines, built from the company data file and the page content.
const weekdays = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"] as const;
const allDays = [...weekdays, "Saturday", "Sunday"] as const;

export const organizationId = (siteUrl: string) => `${siteUrl}/#organization`;

const urlOf = (siteUrl: string, path: string, language: LanguageCode) => `${siteUrl}${localizedPath(path, language)}`;

/** The company's social profiles; none until company.json lists them (a list is left out when empty). */
const socialProfiles = () => Object.values(company.social).filter((url) => url !== "");

/**
 * The company on the home and contact pages. description is the company's own (common:footer.description,
 * see companyDescription in page-seo.ts), not the page's.
 */
export function localBusinessJsonLd(
  siteUrl: string,
  language: LanguageCode,
  description: string,
): WithContext<LocalBusiness> {
  const { address, openingHours } = company;
  const sameAs = socialProfiles();
  return {
    "@context": "https://schema.org",
    "@type": "LocalBusiness",
    "@id": organizationId(siteUrl),
    name: company.legalName,
    alternateName: company.brand,
    description,
    url: urlOf(siteUrl, pagePaths.home, language),
    logo: `${siteUrl}/icons/icon-512.png`,
    image: `${siteUrl}/og/home.png`,
    telephone: company.phone,
    email: company.email,
    foundingDate: String(company.foundedYear),
    address: {
      "@type": "PostalAddress",
      streetAddress: address.street,
      addressLocality: address.city,
      addressRegion: address.region,
      addressCountry: address.country,
    },
    geo: { "@type": "GeoCoordinates", latitude: address.geo.latitude, longitude: address.geo.longitude },
    openingHoursSpecification: [
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: [...weekdays],
        opens: openingHours.weekdays.opens,
        closes: openingHours.weekdays.closes,
      },
    ],
    contactPoint: {
      "@type": "ContactPoint",
      contactType: "customer service",
      telephone: company.phone,
      email: company.email,
      availableLanguage: languages.map((l) => l.tag),
      // Emergency line: around the clock.
      hoursAvailable: {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: [...allDays],
        opens: "00:00",
        closes: "23:59",
      },
    },
    areaServed: [
      { "@type": "Country", name: "Indonesia" },
      { "@type": "Place", name: "Worldwide" },
    ],
    ...(sameAs.length > 0 ? { sameAs } : {}),
  };
}

export interface ServiceForJsonLd {
  slug: string;
  title: string;
  description: string;
  /** Only services with prices have packages. */
  pricing?: readonly { name: string; price: string }[] | null;
}

function offerOf(pkg: { name: string; price: string }): Offer {
  const rate = factValue(pkg.price);
  if (!isMoney(rate)) return { "@type": "Offer", name: pkg.name };
  const unit = (rate as { unit?: string }).unit;
  return {
    "@type": "Offer",
    name: pkg.name,
    price: rate.amount,
    priceCurrency: rate.currency,
    priceSpecification: {
      "@type": "UnitPriceSpecification",
      price: rate.amount,
      priceCurrency: rate.currency,
      ...(unit ? { unitText: unit } : {}),
    },
  };
}

export function serviceJsonLd(
  siteUrl: string,
  language: LanguageCode,
  service: ServiceForJsonLd,
): WithContext<Service> {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: service.title,
    description: service.description,
    url: urlOf(siteUrl, servicePath(service.slug), language),
    // The company is described in full on the home and contact pages; a service page names it
    // here with the same @id, so the reference resolves on this page too.
    provider: {
      "@type": "LocalBusiness",
      "@id": organizationId(siteUrl),
      name: company.legalName,
      url: urlOf(siteUrl, pagePaths.home, language),
    },
    areaServed: { "@type": "Place", name: "Worldwide" },
    ...(service.pricing?.length ? { offers: service.pricing.map(offerOf) } : {}),
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
      item: urlOf(siteUrl, item.path, language),
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
    url: urlOf(siteUrl, path, language),
    inLanguage: languages.find((l) => l.code === language)?.tag ?? language,
    mainEntity: faq.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}
