import path from "path";
import { readFileSync } from "fs";
import matter from "gray-matter";
import { createServicePageNode } from "../src/node/service-nodes";
import * as v from "valibot";
import { parseServiceFrontmatter, serviceFrontmatterSchema } from "../src/node/service-frontmatter";
import { graphqlFieldsOf, typeDefs } from "../src/node/graphql-types";
import type { EditableContent } from "./support/editable-content";
import { runNodeStep, runNodeSteps } from "./support/node-step";

const fixture = path.join(__dirname, "fixtures/broken-services/ekspedisi-laut/en.mdx");
const realFile = path.resolve(__dirname, "../content/services/ekspedisi-laut/en.mdx");

/** Runs the build's onCreateNode step on one MDX file and returns what it reported. */
const buildStep = (file: string) =>
  runNodeStep(createServicePageNode, {
    file,
    source: "services",
    frontmatter: matter(readFileSync(file, "utf8")).data,
  });

describe("service frontmatter in the build", () => {
  it("stops the build naming the file and every broken field", () => {
    const { panics, created } = buildStep(fixture);
    expect(created).toHaveLength(0);
    expect(panics).toHaveLength(1);
    const message = panics[0];
    const file = path.relative(process.cwd(), fixture);
    expect(message).toContain(`${file}: field "title"`);
    expect(message).toContain(`${file}: field "whyChooseUs, entry 1, icon" must be one of`);
    expect(message).toContain(`${file}: field "features, entry 1, description" must not be empty`);
    expect(message).toContain(
      `${file}: field "details, entry 1, content" names a fact that content/company.json does not have`,
    );
    expect(message).toContain(`${file}: field "pricing, entry 1, price" must be the path of a rate`);
    expect(message).toContain(`${file}: field "pricing, entry 1, features" must have exactly 5 lines`);
  });

  it("names every broken file and field before the build stops, not the first file alone", () => {
    const other = path.resolve(__dirname, "../content/services/bea-cukai/ja.mdx");
    const broken = matter(readFileSync(other, "utf8"), {}).data as EditableContent;
    delete broken.summary;
    broken.imageAlts = broken.imageAlt;
    delete broken.imageAlt;
    const { panics, created } = runNodeSteps(createServicePageNode, [
      { file: fixture, source: "services", frontmatter: matter(readFileSync(fixture, "utf8")).data },
      { file: realFile, source: "services", frontmatter: matter(readFileSync(realFile, "utf8")).data },
      { file: other, source: "services", frontmatter: broken },
    ]);
    expect(panics).toHaveLength(1);
    const [first, second] = [fixture, other].map((f) => path.relative(process.cwd(), f));
    expect(panics[0]).toContain(`${first}: field "title"`);
    expect(panics[0]).toContain(
      `${second}: field "summary" is missing: add the line summary: "..." with its text between the quotes`,
    );
    expect(panics[0]).toContain(`${second}: field "imageAlts" is unknown (did you mean "imageAlt"?)`);
    // The valid file between them is made as usual.
    expect(created).toEqual([expect.objectContaining({ slug: "ekspedisi-laut", language: "en" })]);
  });

  it("turns a valid file into a typed ServicePage node", () => {
    const { panics, created } = buildStep(realFile);
    expect(panics).toEqual([]);
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({ slug: "ekspedisi-laut", language: "en", internal: { type: "ServicePage" } });
  });

  it("reports every missing required field of an empty frontmatter", () => {
    const result = parseServiceFrontmatter({}, "content/services/x/en.mdx");
    expect(result.ok).toBe(false);
    const fields = result.ok ? [] : result.errors.map((e) => e.match(/field "([^"]+)"/)?.[1]);
    expect(fields).toEqual(
      expect.arrayContaining([
        "title",
        "navTitle",
        "summary",
        "description",
        "whyChooseUs",
        "features",
        "details",
        "faq",
        "documents",
      ]),
    );
    // The page's icon is the same in every language: content/services.json, not the frontmatter.
    expect(fields).not.toContain("icon");
    expect(fields).not.toContain("pricing");
  });

  it("refuses a field it does not know, at any depth, naming it and the field meant", () => {
    const real = matter(readFileSync(realFile, "utf8"), {}).data as EditableContent;
    real.pricing[0].notes = real.pricing[0].note ?? "Per CBM";
    delete real.pricing[0].note;
    real.faq[1].anwser = real.faq[1].answer;
    real.sumary = "A typo";
    real.colour = "blue";
    const result = parseServiceFrontmatter(real, "content/services/ekspedisi-laut/en.mdx");
    const where = "content/services/ekspedisi-laut/en.mdx";
    expect(result.ok ? [] : result.errors).toEqual(
      expect.arrayContaining([
        expect.stringContaining(`${where}: field "pricing, entry 1, notes" is unknown (did you mean "note"?)`),
        expect.stringContaining(`${where}: field "faq, entry 2, anwser" is unknown (did you mean "answer"?)`),
        expect.stringMatching(new RegExp(`^${where}: field "(sumary|colour)" is unknown`)),
      ]),
    );
    // A word near no field gets no guess.
    const far = parseServiceFrontmatter({ ...matter(readFileSync(realFile, "utf8"), {}).data, colour: "blue" }, where);
    expect(far).toEqual({
      ok: false,
      errors: [expect.stringMatching(new RegExp(`^${where}: field "colour" is unknown: the fields here are title, `))],
    });
  });

  it("a price or an icon that is none names what was written, the one likely meant and every one there is", () => {
    const where = "content/services/ekspedisi-laut/en.mdx";
    const errorsWith = (edit: (data: EditableContent) => void) => {
      const data = matter(readFileSync(realFile, "utf8"), {}).data as EditableContent;
      edit(data);
      const result = parseServiceFrontmatter(data, where);
      return result.ok ? [] : result.errors;
    };
    const field = (name: string) => `${where}: field "${name}" `;
    expect(errorsWith((d) => (d.pricing[0].price = "rates.sea.lc"))).toEqual([
      expect.stringContaining(
        `${field("pricing, entry 1, price")}must be the path of a rate in content/company.json, not "rates.sea.lc" (did you mean "rates.sea.lcl"?): rates.sea.lcl, rates.sea.fcl, `,
      ),
    ]);
    // A figure typed where the rate's path goes: no guess, the paths to choose from.
    expect(errorsWith((d) => (d.pricing[0].price = 45))).toEqual([
      expect.stringContaining(
        `${field("pricing, entry 1, price")}must be the path of a rate in content/company.json, not 45: rates.sea.lcl, `,
      ),
    ]);
    expect(errorsWith((d) => (d.whyChooseUs[0].icon = "globle"))).toEqual([
      expect.stringContaining(
        `${field("whyChooseUs, entry 1, icon")}must be one of the icons, not "globle" (did you mean "globe"?): `,
      ),
    ]);
  });

  it("names every unknown field of one object, not the first alone", () => {
    const real = matter(readFileSync(realFile, "utf8"), {}).data as EditableContent;
    real.sumary = real.summary;
    delete real.summary;
    real.imageAlts = real.imageAlt;
    delete real.imageAlt;
    real.faq[0].questoin = real.faq[0].question;
    real.faq[0].answr = real.faq[0].answer;
    delete real.faq[0].question;
    delete real.faq[0].answer;
    const where = "content/services/ekspedisi-laut/en.mdx";
    const result = parseServiceFrontmatter(real, where);
    expect(result.ok ? [] : result.errors).toEqual(
      expect.arrayContaining([
        expect.stringContaining(`${where}: field "sumary" is unknown (did you mean "summary"?)`),
        expect.stringContaining(`${where}: field "imageAlts" is unknown (did you mean "imageAlt"?)`),
        expect.stringContaining(`${where}: field "faq, entry 1, questoin" is unknown (did you mean "question"?)`),
        expect.stringContaining(`${where}: field "faq, entry 1, answr" is unknown (did you mean "answer"?)`),
      ]),
    );
  });

  it("names a misspelled field once, as unknown with the field meant, not also that field as missing", () => {
    const real = matter(readFileSync(realFile, "utf8"), {}).data as EditableContent;
    real.sumary = real.summary;
    delete real.summary;
    real.faq[1].questoin = real.faq[1].question;
    delete real.faq[1].question;
    delete real.faq[2].answer;
    const where = "content/services/ekspedisi-laut/en.mdx";
    const result = parseServiceFrontmatter(real, where);
    const errors = result.ok ? [] : result.errors;
    expect(errors).toHaveLength(3);
    expect(errors).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/field "sumary" is unknown \(did you mean "summary"\?\)/),
        expect.stringMatching(/field "faq, entry 2, questoin" is unknown \(did you mean "question"\?\)/),
        `${where}: field "faq, entry 3, answer" is missing: add the line answer: "..." with its text between the quotes`,
      ]),
    );
  });

  it("says for a field left empty after its colon that it is empty, and the line to write", () => {
    const real = matter(readFileSync(realFile, "utf8"), {}).data as EditableContent;
    real.pricing[0].price = null;
    real.whyChooseUs[0].icon = null;
    real.documents = null;
    const where = "content/services/ekspedisi-laut/en.mdx";
    const result = parseServiceFrontmatter(real, where);
    const errors = result.ok ? [] : result.errors;
    expect(errors).toEqual([
      expect.stringMatching(
        new RegExp(`^${where}: field "whyChooseUs, entry 1, icon" is empty: write the line icon: \\w+ \\(one of `),
      ),
      `${where}: field "documents" is empty: write the line documents: and under it each entry, starting "  - name: " and purpose on the lines below it, lined up with name`,
      expect.stringMatching(
        new RegExp(
          `^${where}: field "pricing, entry 1, price" is empty: write the line price: rates\\.sea\\.lcl \\(the rate in content/company\\.json, one of rates\\.sea\\.lcl, rates\\.sea\\.fcl, `,
        ),
      ),
    ]);
  });

  describe("questions and documents", () => {
    const where = "content/services/bea-cukai/en.mdx";
    const real = () =>
      matter(readFileSync(path.resolve(__dirname, "../content/services/bea-cukai/en.mdx"), "utf8"), {})
        .data as EditableContent;
    const errorsOf = (edit: (d: EditableContent) => void) => {
      const data = real();
      edit(data);
      const result = parseServiceFrontmatter(data, where);
      return result.ok ? [] : result.errors;
    };

    it("accepts the real questions and documents and keeps them on the node", () => {
      const result = parseServiceFrontmatter(real(), where);
      expect(result.ok).toBe(true);
      if (!result.ok) return;
      expect(result.data.faq.length).toBeGreaterThanOrEqual(4);
      expect(result.data.faq[0]).toEqual({ question: expect.any(String), answer: expect.any(String) });
      expect(result.data.documents.map((d) => d.name)).toEqual(
        expect.arrayContaining([
          expect.stringContaining("PIB"),
          expect.stringContaining("PEB"),
          expect.stringContaining("NIB"),
        ]),
      );
    });

    it("names the file and field of too few or too many questions", () => {
      expect(
        errorsOf((d) => {
          d.faq = d.faq.slice(0, 3);
        }),
      ).toEqual([`${where}: field "faq" must have 4 to 8 questions`]);
      expect(
        errorsOf((d) => {
          d.faq = [...d.faq, ...d.faq];
        }),
      ).toEqual([`${where}: field "faq" must have 4 to 8 questions`]);
    });

    it("names the question whose answer is empty or missing", () => {
      expect(
        errorsOf((d) => {
          d.faq[1].answer = "  ";
        }),
      ).toEqual([`${where}: field "faq, entry 2, answer" must not be empty`]);
      expect(
        errorsOf((d) => {
          delete d.faq[2].question;
        }),
      ).toEqual([expect.stringMatching(new RegExp(`^${where}: field "faq, entry 3, question"`))]);
    });

    it("names missing documents, an empty list and a document without purpose", () => {
      expect(
        errorsOf((d) => {
          delete d.documents;
        }),
      ).toEqual([expect.stringMatching(new RegExp(`^${where}: field "documents"`))]);
      expect(
        errorsOf((d) => {
          d.documents = [];
        }),
      ).toEqual([`${where}: field "documents" must have at least one entry`]);
      expect(
        errorsOf((d) => {
          d.documents[0].purpose = "";
        }),
      ).toEqual([`${where}: field "documents, entry 1, purpose" must not be empty`]);
      expect(
        errorsOf((d) => {
          d.faq[0].answer = "See {no.such.fact}";
        }),
      ).toEqual([
        `${where}: field "faq, entry 1, answer" names a fact that content/company.json does not have: {no.such.fact}`,
      ]);
    });

    it("stops the build on a broken question, naming file and field", () => {
      const { panics } = buildStep(fixture);
      const file = path.relative(process.cwd(), fixture);
      expect(panics[0]).toContain(`${file}: field "faq"`);
      expect(panics[0]).toContain(`${file}: field "documents"`);
    });
  });
});

describe("the ServicePage GraphQL type, written from the frontmatter schema", () => {
  const servicePage = typeDefs.match(/type ServicePage implements Node @dontInfer \{([^}]*)\}/)?.[1] ?? "";

  it("has a field for every frontmatter field, and the node's own fields", () => {
    for (const field of [
      ...Object.keys(serviceFrontmatterSchema.entries),
      "slug",
      "language",
      "order",
      "contentFilePath",
      "icon",
      "illustration",
    ]) {
      expect(servicePage).toMatch(new RegExp(`^\\s*${field}: `, "m"));
    }
    expect(servicePage).toContain("title: String!");
    expect(servicePage).toContain("faq: [ServiceFaq!]!");
    // Only services with prices have packages.
    expect(servicePage).toMatch(/^\s*pricing: \[ServicePricing!\]$/m);
    expect(typeDefs).toContain("type ServiceFaq @dontInfer { question: String! answer: String! }");
    expect(typeDefs).toContain(
      "type ServicePricing @dontInfer { name: String! price: String! note: String features: [String!]! }",
    );
  });

  it("makes a field that may be missing nullable and stops on a kind of field it cannot type", () => {
    const schema = v.object({
      count: v.number(),
      label: v.optional(v.string()),
      tags: v.optional(v.array(v.string()), []),
    });
    expect(graphqlFieldsOf(schema, "X").fields).toEqual(["count: Float!", "label: String", "tags: [String!]!"]);
    expect(() => graphqlFieldsOf(v.object({ when: v.date() }), "X")).toThrow(/"date" of field "when"/);
  });
});
