import type { LocalBusiness, WithContext } from "schema-dts";
import { company } from "../shared/facts";
import type { LanguageCode } from "../shared/languages";
import { serviceAreaNames } from "../shared/services";
import { areaServedJsonLd, organizationId, organizationUrl, type AreaName } from "./json-ld-links";

// The company's JSON-LD for search engines, from the company data file.
const weekdays = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"] as const;
const allDays = [...weekdays, "Saturday", "Sunday"] as const;

/** The company's social profiles; none until company.json lists them (a list is left out when empty). */
const socialProfiles = () => Object.values(company.social).filter((url) => url !== "");

/**
 * The company on the home and contact pages, in the page's language. description is the company's
 * own (common:footer.description, see companyDescription in page-seo.ts), not the page's.
 */
export function localBusinessJsonLd(
  siteUrl: string,
  language: LanguageCode,
  description: string,
  areaName: AreaName,
): WithContext<LocalBusiness> {
  const { address, openingHours } = company;
  const sameAs = socialProfiles();
  const officeHours = {
    "@type": "OpeningHoursSpecification",
    dayOfWeek: [...weekdays],
    opens: openingHours.weekdays.opens,
    closes: openingHours.weekdays.closes,
  } as const;
  return {
    "@context": "https://schema.org",
    "@type": "LocalBusiness",
    "@id": organizationId(siteUrl),
    name: company.legalName,
    alternateName: company.brand,
    description,
    url: organizationUrl(siteUrl),
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
    openingHoursSpecification: [officeHours],
    // As the contact page has it: phone and email in office hours, the phone (and WhatsApp) line
    // around the clock for emergencies only. No language is named: no fact says which ones the
    // staff answer in.
    contactPoint: [
      {
        "@type": "ContactPoint",
        contactType: "customer service",
        telephone: company.phone,
        email: company.email,
        hoursAvailable: officeHours,
      },
      {
        "@type": "ContactPoint",
        contactType: "emergency",
        telephone: company.phone,
        hoursAvailable: {
          "@type": "OpeningHoursSpecification",
          dayOfWeek: [...allDays],
          opens: "00:00",
          closes: "23:59",
        },
      },
    ],
    // Every area its services are offered in.
    areaServed: serviceAreaNames.map((area) => areaServedJsonLd(area, areaName)),
    ...(sameAs.length > 0 ? { sameAs } : {}),
  };
}
