import * as v from "valibot";
import { fields, frontmatterErrors, noneOf, frontmatterText as text } from "./frontmatter-fields";
import { factValue, isMoney } from "../shared/facts";
import { iconNames } from "../shared/icon-names";

// The frontmatter an editor writes in content/services/<slug>/<language>.mdx, described once: the
// build checks every file against it and stops naming the file and field, the GraphQL type of a
// service page is written from it (src/node/graphql-types.ts), and its TypeScript type is inferred.
const icon = v.picklist(iconNames, noneOf("must be one of the icons", iconNames));
const list = <T extends v.GenericSchema>(item: T) =>
  v.pipe(v.array(item, "must be a list"), v.minLength(1, "must have at least one entry"));

const isRate = (value: unknown) => isMoney(value) || (typeof value === "object" && value !== null && "custom" in value);
const ratePaths = Object.entries(factValue("rates") as Record<string, Record<string, unknown>>).flatMap(
  ([group, rates]) => Object.keys(rates).flatMap((name) => (isRate(rates[name]) ? [`rates.${group}.${name}`] : [])),
);
const notARate = noneOf("must be the path of a rate in content/company.json", ratePaths);
const rate = v.pipe(
  v.string(notARate),
  v.check((path) => isRate(factValue(path)), notARate),
  v.description(`${ratePaths[0]} (the rate in content/company.json, one of ${ratePaths.join(", ")})`),
);

/** How many questions a service page answers: enough to help, few enough to read. */
const faqCount = { min: 4, max: 8 } as const;

export const serviceFrontmatterSchema = fields({
  title: text,
  navTitle: text,
  summary: text,
  description: text,
  metaDescription: text,
  imageAlt: text,
  whyChooseUs: list(fields({ icon, title: text, description: text })),
  features: list(fields({ title: text, description: text })),
  details: list(fields({ title: text, content: text })),
  // The questions shippers ask before they write, shown as a disclosure list and as FAQPage JSON-LD.
  faq: v.pipe(
    v.array(fields({ question: text, answer: text }), "must be a list"),
    v.minLength(faqCount.min, `must have ${faqCount.min} to ${faqCount.max} questions`),
    v.maxLength(faqCount.max, `must have ${faqCount.min} to ${faqCount.max} questions`),
  ),
  // The papers a shipper prepares for this service, each with what it is for (a checklist on the page).
  documents: list(fields({ name: text, purpose: text })),
  // Only the services content/services.json marks with pricing have packages (the content check).
  pricing: v.optional(
    list(
      fields({
        name: text,
        price: rate,
        note: v.optional(text),
        features: v.pipe(v.array(text, "must be a list"), v.length(5, "must have exactly 5 lines")),
      }),
    ),
  ),
});

type ServiceFrontmatter = v.InferOutput<typeof serviceFrontmatterSchema>;

export type FrontmatterResult = { ok: true; data: ServiceFrontmatter } | { ok: false; errors: string[] };

/** Checks one file's frontmatter; each error names the file and the field. */
export function parseServiceFrontmatter(frontmatter: unknown, file: string): FrontmatterResult {
  const result = v.safeParse(serviceFrontmatterSchema, frontmatter ?? {});
  if (result.success) return { ok: true, data: result.output };
  return { ok: false, errors: frontmatterErrors(file, serviceFrontmatterSchema, result.issues) };
}
