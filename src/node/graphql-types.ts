import { serviceFrontmatterSchema } from "./service-frontmatter";
import { articleFrontmatterSchema } from "./article-frontmatter";

// Explicit types for content, so a typo in one file cannot silently change the schema of all of
// them (Gatsby would otherwise infer it from whatever it finds). A service page's frontmatter
// fields are written from its valibot schema (src/node/service-frontmatter.ts), the one
// description of that shape; the build checks every file against the same schema.

/** The parts of a valibot schema this reads (valibot's own types do not expose them generically). */
interface SchemaShape {
  type: string;
  /** An optional's inner schema, and its default (the output is never undefined with one). */
  wrapped?: SchemaShape;
  default?: unknown;
  item?: SchemaShape;
  entries?: Record<string, SchemaShape>;
  /** A union's schemas (a picklist's options are its texts). */
  options?: readonly unknown[];
}

const pascal = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/**
 * GraphQL object types for a valibot object schema: the fields of `typeName`, each nested object
 * a type of its own named after its field (ServicePage's faq items are ServiceFaq). Text and a
 * choice of texts are String; a field that may be missing is nullable. A kind of schema this does
 * not know stops the build, so a new field never silently gets a wrong type.
 */
export function graphqlFieldsOf(
  schema: SchemaShape,
  prefix: string,
  types: string[] = [],
): { fields: string[]; types: string[] } {
  const typeOf = (field: SchemaShape, name: string): string => {
    if (field.type === "optional" && field.wrapped) {
      const inner = typeOf(field.wrapped, name);
      return field.default === undefined ? inner.replace(/!$/, "") : inner;
    }
    if (field.type === "string" || field.type === "picklist") return "String!";
    if (field.type === "boolean") return "Boolean!";
    if (field.type === "number") return "Float!";
    if (field.type === "array" && field.item) return `[${typeOf(field.item, name)}]!`;
    if ((field.type === "object" || field.type === "loose_object") && field.entries) {
      const nested = `${prefix}${pascal(name)}`;
      types.push(`type ${nested} @dontInfer { ${graphqlFieldsOf(field, nested, types).fields.join(" ")} }`);
      return `${nested}!`;
    }
    throw new Error(`No GraphQL type for the valibot schema "${field.type}" of field "${name}"`);
  };
  const fields = Object.entries(schema.entries ?? {}).map(([name, field]) => `${name}: ${typeOf(field, name)}`);
  return { fields, types };
}

const frontmatter = graphqlFieldsOf(serviceFrontmatterSchema as SchemaShape, "Service");
const articleFrontmatter = graphqlFieldsOf(articleFrontmatterSchema as SchemaShape, "Article");

export const typeDefs = `
  """One locale file: content/locales/<language>/<ns>.json and its strings."""
  type Locale implements Node @dontInfer {
    language: String!
    ns: String!
    """The file's strings, less those a page of the template (on a service page, of the service) never shows."""
    data(template: String, service: String): JSON!
  }
  """content/services/<slug>/<language>.mdx: its frontmatter, and its service's place and icon in content/services.json."""
  type ServicePage implements Node @dontInfer {
    slug: String!
    language: String!
    order: Int!
    contentFilePath: String!
    icon: String!
    ${frontmatter.fields.join("\n    ")}
    """The picture rendered from src/illustrations/<slug>.svg."""
    illustration: File @link(from: "slug", by: "name")
  }
  ${frontmatter.types.join("\n  ")}
  """content/articles/<slug>/<language>.mdx: its frontmatter (a draft only in development)."""
  type Article implements Node @dontInfer {
    slug: String!
    language: String!
    contentFilePath: String!
    """The calculators, estimator and guides its body links to (src/components/tools.ts)."""
    tools: [String!]!
    ${articleFrontmatter.fields.join("\n    ")}
  }
  ${articleFrontmatter.types.join("\n  ")}
  """A picture's files (src/shared/picture-data.ts): ImageSharp's picture field, gatsbyImageData said once."""
  type PictureData {
    layout: String!
    width: Float!
    height: Float!
    backgroundColor: String
    folder: String!
    name: String!
    widths: [Int!]!
    formats: [[String!]!]!
    src: Int!
  }
`;
