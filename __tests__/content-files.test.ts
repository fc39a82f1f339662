import { existsSync, readdirSync } from "fs";
import path from "path";
import { languageCodes } from "../src/shared/languages";
import { serviceSlugs } from "../src/shared/services";

const servicesDir = path.resolve(__dirname, "../content/services");

describe("service content files", () => {
  it.each(serviceSlugs.flatMap((slug) => languageCodes.map((language) => [slug, language])))(
    "content/services/%s/%s.mdx exists",
    (slug, language) => {
      expect(existsSync(path.join(servicesDir, slug, `${language}.mdx`))).toBe(true);
    },
  );

  it("has no folder that is not a known service", () => {
    expect(readdirSync(servicesDir).sort()).toEqual([...serviceSlugs].sort());
  });
});
