import { readFileSync } from "fs";
import path from "path";
import { breadcrumbJsonLd, faqPageJsonLd, serviceJsonLd } from "../src/templates/service-json-ld";
import { localBusinessJsonLd } from "../src/templates/company-json-ld";
import { organizationId } from "../src/templates/json-ld-links";
import { companyDescription } from "../src/templates/page-seo";
import { company } from "../src/shared/facts";
import { languageCodes } from "../src/shared/languages";
import { articleJsonLd } from "../src/templates/article-json-ld";
import { isIndexable, sitemapEntry } from "../src/node/sitemap";

const site = "https://example.test";
// schema-dts types every node as a union with string; the builders always return objects.
const asRecord = (data: unknown) => data as Record<string, unknown>;
/** How a page names a price's unit (services.json price.unit.<unit> in the page's language). */
const unitName = (unit: string) => `per ${unit}, as the page says`;
/** How a page names an area served (common.json areaServed.<area> in the page's language). */
const areaIn = (language: string) => (area: string) =>
  JSON.parse(readFileSync(path.join(__dirname, "../content/locales", language, "common.json"), "utf8")).areaServed[
    area
  ];

describe("structured data", () => {
  it("describes the company from the data file, at its one website address", () => {
    const data = localBusinessJsonLd(site, "en", "About us", areaIn("en"));
    expect(data).toMatchObject({
      "@type": "LocalBusiness",
      url: "https://example.test/",
      telephone: company.phone,
      email: company.email,
      address: { streetAddress: company.address.street, addressRegion: "Kepulauan Riau", addressCountry: "ID" },
      openingHoursSpecification: [
        { dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], opens: "08:00", closes: "16:00" },
      ],
    });
    // No social profile in company.json yet: no empty sameAs list.
    expect(company.social && Object.values(company.social).every((url) => url === "")).toBe(true);
    expect(data).not.toHaveProperty("sameAs");
  });

  it("offers the phone and email in office hours and the phone alone around the clock, naming no languages", () => {
    // The contact page promises office hours Monday to Friday and a phone and WhatsApp line for
    // emergencies 24/7 (claims.support); no fact says in which languages the staff answer.
    const hours = (dayOfWeek: string[], opens: string, closes: string) => ({
      "@type": "OpeningHoursSpecification",
      dayOfWeek,
      opens,
      closes,
    });
    const weekdays = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"];
    expect(asRecord(localBusinessJsonLd(site, "en", "x", areaIn("en"))).contactPoint).toEqual([
      {
        "@type": "ContactPoint",
        contactType: "customer service",
        telephone: company.phone,
        email: company.email,
        hoursAvailable: hours(weekdays, company.openingHours.weekdays.opens, company.openingHours.weekdays.closes),
      },
      {
        "@type": "ContactPoint",
        contactType: "emergency",
        telephone: company.phone,
        hoursAvailable: hours([...weekdays, "Saturday", "Sunday"], "00:00", "23:59"),
      },
    ]);
  });

  it("lists the social profiles as sameAs once company.json has them", () => {
    const social = company.social as Record<string, string>;
    const saved = { ...social };
    try {
      const first = Object.keys(social)[0];
      social[first] = "https://example.test/lintas";
      expect(localBusinessJsonLd(site, "en", "x", areaIn("en"))).toMatchObject({
        sameAs: ["https://example.test/lintas"],
      });
    } finally {
      Object.assign(social, saved);
    }
  });

  it("names on a service page the provider it points to, with the @id of the company's block", () => {
    const data = asRecord(
      serviceJsonLd(
        site,
        "ja",
        { slug: "bea-cukai", title: "t", description: "d", pricing: [] },
        unitName,
        areaIn("ja"),
      ),
    );
    expect(data.provider).toEqual({
      "@type": "LocalBusiness",
      "@id": organizationId(site),
      name: company.legalName,
      url: "https://example.test/",
    });
    expect(asRecord(localBusinessJsonLd(site, "en", "x", areaIn("en")))["@id"]).toBe(organizationId(site));
  });

  it("gives the company one @id and one url in every language, the default home's, which services and articles name too", () => {
    // One organization for search engines, not one per language: every block that describes or
    // names the company, in any language, carries the same @id.
    const ids = languageCodes.flatMap((language) => {
      const service = asRecord(
        serviceJsonLd(
          site,
          language,
          { slug: "bea-cukai", title: "t", description: "d", pricing: [] },
          unitName,
          areaIn(language),
        ),
      );
      const article = asRecord(
        articleJsonLd(site, language, {
          slug: "s",
          title: "t",
          description: "d",
          kind: "guide",
          published: "2026-11-20",
          image: "/og/artikel/s.png",
        }),
      );
      return [
        localBusinessJsonLd(site, "en", "x", areaIn("en")),
        service.provider,
        article.author,
        article.publisher,
      ].map((block) => {
        const { "@id": id, url } = asRecord(block);
        return `${String(id)} ${String(url)}`;
      });
    });
    expect(ids).toHaveLength(languageCodes.length * 4);
    // One id, and with it one website address: one entity has one url.
    expect(new Set(ids)).toEqual(new Set(["https://example.test/#organization https://example.test/"]));
  });

  it("describes the company with the company's own description, not the page's", () => {
    const locales = {
      edges: ["contact", "common"].map((ns) => ({
        node: {
          ns,
          language: "en",
          data: JSON.parse(readFileSync(path.resolve(__dirname, `../content/locales/en/${ns}.json`), "utf8")),
        },
      })),
    };
    const context = { language: "en", i18n: { originalPath: "/kontak/" } } as never;
    const description = companyDescription(locales, context);
    expect(description).toBe(`Your international logistics partner from Batam since ${company.foundedYear}.`);
    expect(localBusinessJsonLd(site, "en", description, areaIn("en"))).toMatchObject({ description });
  });

  it("makes the questions of a service page an FAQPage in the page's language", () => {
    const data = asRecord(
      faqPageJsonLd(site, "zh", "/services/bea-cukai/", [
        { question: "问？", answer: "答。" },
        { question: "问二？", answer: "答二。" },
      ]),
    );
    expect(data).toEqual({
      "@context": "https://schema.org",
      "@type": "FAQPage",
      url: "https://example.test/zh/services/bea-cukai/",
      inLanguage: "zh-CN",
      mainEntity: [
        { "@type": "Question", name: "问？", acceptedAnswer: { "@type": "Answer", text: "答。" } },
        { "@type": "Question", name: "问二？", acceptedAnswer: { "@type": "Answer", text: "答二。" } },
      ],
    });
  });

  it("gives a service its priced offers, and a custom quote an offer without price", () => {
    const data = asRecord(
      serviceJsonLd(
        site,
        "id",
        {
          slug: "ekspedisi-udara",
          title: "Ekspedisi Udara",
          description: "x",
          pricing: [
            { name: "Economy", price: "rates.air.economy" },
            { name: "Project", price: "rates.sea.project" },
          ],
        },
        unitName,
        areaIn("id"),
      ),
    );
    expect(data.url).toBe("https://example.test/services/ekspedisi-udara/");
    expect(data.offers).toEqual([
      expect.objectContaining({
        name: "Economy",
        price: 5000,
        priceCurrency: "IDR",
        // The last day the page shows for the price.
        priceValidUntil: company.rates.air.economy.validUntil,
        // A kilogram by its UN/CEFACT code, in no language.
        priceSpecification: expect.objectContaining({ unitCode: "KGM" }),
      }),
      { "@type": "Offer", name: "Project" },
    ]);
    const perKg = (data.offers as { priceSpecification: object }[])[0].priceSpecification;
    expect(perKg).not.toHaveProperty("referenceQuantity");
    expect(perKg).not.toHaveProperty("billingDuration");
    // A pallet's price is for a storage period, as the page says ("per pallet per 30 days"): the
    // quantity the price is for (referenceQuantity), not how long it is billed (billingDuration,
    // a contract's length in schema.org's words).
    const warehouse = asRecord(
      serviceJsonLd(
        site,
        "en",
        {
          slug: "warehouse-distribusi",
          title: "Warehouse",
          description: "x",
          pricing: [{ name: "Basic", price: "rates.warehouse.basic" }],
        },
        unitName,
        areaIn("en"),
      ),
    );
    expect((warehouse.offers as { priceSpecification: object }[])[0].priceSpecification).toEqual({
      "@type": "UnitPriceSpecification",
      price: company.rates.warehouse.basic.amount,
      priceCurrency: "IDR",
      // A unit with no code as the page names it, in the page's language.
      unitText: unitName("pallet"),
      referenceQuantity: {
        "@type": "QuantitativeValue",
        value: company.warehouse.storageRatePeriodDays,
        unitCode: "DAY",
      },
    });
    expect(
      serviceJsonLd(
        site,
        "id",
        { slug: "bea-cukai", title: "t", description: "d", pricing: [] },
        unitName,
        areaIn("id"),
      ),
    ).not.toHaveProperty("offers");
  });

  it("says where each service is offered, as its page does", () => {
    const areaOf = (slug: string) =>
      asRecord(serviceJsonLd(site, "en", { slug, title: "t", description: "d", pricing: [] }, unitName, areaIn("en")))
        .areaServed;
    const indonesia = { "@type": "Country", name: "Indonesia" };
    const worldwide = { "@type": "Place", name: "World" };
    // Indonesian customs; a warehouse in Batam that delivers across Indonesia.
    expect(areaOf("bea-cukai")).toEqual([indonesia]);
    expect(areaOf("warehouse-distribusi")).toEqual([indonesia]);
    // Ports worldwide; air freight to the provinces of Indonesia and to the world.
    expect(areaOf("ekspedisi-laut")).toEqual([worldwide]);
    expect(areaOf("ekspedisi-udara")).toEqual([indonesia, worldwide]);
  });

  it("names the places served in the page's language, on the service pages and in the company's block", () => {
    const areasIn = (language: string) =>
      asRecord(
        serviceJsonLd(
          site,
          language,
          { slug: "ekspedisi-udara", title: "t", description: "d", pricing: [] },
          unitName,
          areaIn(language),
        ),
      ).areaServed;
    const places = (indonesia: string, world: string) => [
      { "@type": "Country", name: indonesia },
      { "@type": "Place", name: world },
    ];
    expect(areasIn("id")).toEqual(places("Indonesia", "Dunia"));
    expect(areasIn("zh")).toEqual(places("印度尼西亚", "世界"));
    expect(areasIn("ja")).toEqual(places("インドネシア", "世界"));
    expect(asRecord(localBusinessJsonLd(site, "ja", "x", areaIn("ja"))).areaServed).toEqual(
      places("インドネシア", "世界"),
    );
  });

  it("numbers breadcrumb items from 1 with localized URLs", () => {
    const data = asRecord(
      breadcrumbJsonLd(site, "ja", [
        { name: "ホーム", path: "/" },
        { name: "サービス", path: "/services/" },
      ]),
    );
    expect(data.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "ホーム", item: "https://example.test/ja/" },
      { "@type": "ListItem", position: 2, name: "サービス", item: "https://example.test/ja/services/" },
    ]);
  });
});

describe("sitemap", () => {
  it("lists content pages with all language alternates and leaves out 404s", () => {
    const page = {
      path: "/zh/tentang/",
      pageContext: { template: "about" as const, i18n: { originalPath: "/tentang/" } },
    };
    expect(isIndexable(page)).toBe(true);
    expect(isIndexable({ path: "/en/404/", pageContext: { template: "notFound" } })).toBe(false);
    expect(isIndexable({ path: "/dev-404-page/" })).toBe(false);
    expect(sitemapEntry(page, site)).toEqual({
      url: "/zh/tentang/",
      links: [
        { lang: "id", url: "https://example.test/tentang/" },
        { lang: "en", url: "https://example.test/en/tentang/" },
        { lang: "ja", url: "https://example.test/ja/tentang/" },
        { lang: "zh-CN", url: "https://example.test/zh/tentang/" },
        { lang: "x-default", url: "https://example.test/tentang/" },
      ],
    });
  });
});
