import { breadcrumbJsonLd, localBusinessJsonLd, serviceJsonLd } from "../src/lib/structured-data";
import { company } from "../src/lib/facts";
import { isIndexable, sitemapEntry } from "../src/node/sitemap";

const site = "https://example.test";
// schema-dts types every node as a union with string; the builders always return objects.
const asRecord = (data: unknown) => data as Record<string, unknown>;

describe("structured data", () => {
  it("describes the company from the data file, in the page's language", () => {
    const data = localBusinessJsonLd(site, "en", "About us");
    expect(data).toMatchObject({
      "@type": "LocalBusiness",
      url: "https://example.test/en/",
      telephone: company.phone,
      email: company.email,
      address: { streetAddress: company.address.street, addressRegion: "Kepulauan Riau", addressCountry: "ID" },
      openingHoursSpecification: [{ dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], opens: "08:00", closes: "16:00" }],
    });
    expect(data).toMatchObject({ sameAs: [] });
  });

  it("gives a service its priced offers, and a custom quote an offer without price", () => {
    const data = asRecord(serviceJsonLd(site, "id", {
      slug: "ekspedisi-udara",
      title: "Ekspedisi Udara",
      description: "x",
      pricing: [
        { name: "Economy", price: "rates.air.economy" },
        { name: "Project", price: "rates.sea.project" },
      ],
    }));
    expect(data.url).toBe("https://example.test/services/ekspedisi-udara/");
    expect(data.offers).toEqual([
      expect.objectContaining({ name: "Economy", price: 5000, priceCurrency: "IDR", priceSpecification: expect.objectContaining({ unitText: "kg" }) }),
      { "@type": "Offer", name: "Project" },
    ]);
    expect(serviceJsonLd(site, "id", { slug: "bea-cukai", title: "t", description: "d", pricing: [] })).not.toHaveProperty("offers");
  });

  it("numbers breadcrumb items from 1 with localized URLs", () => {
    const data = asRecord(breadcrumbJsonLd(site, "ja", [
      { name: "ホーム", path: "/" },
      { name: "サービス", path: "/services/" },
    ]));
    expect(data.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "ホーム", item: "https://example.test/ja/" },
      { "@type": "ListItem", position: 2, name: "サービス", item: "https://example.test/ja/services/" },
    ]);
  });
});

describe("sitemap", () => {
  it("lists content pages with all language alternates and leaves out 404s", () => {
    const page = { path: "/zh/tentang/", pageContext: { template: "about" as const, i18n: { originalPath: "/tentang/" } } };
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
