// Explicit types for content, so a typo in one file cannot silently change the
// schema of all of them (Gatsby would otherwise infer it from whatever it finds).
export const typeDefs = `
  """One locale file: content/locales/<language>/<ns>.json and its strings."""
  type Locale implements Node @dontInfer {
    language: String!
    ns: String!
    data: JSON!
  }
  type ServicePage implements Node @dontInfer {
    slug: String!
    language: String!
    order: Int!
    contentFilePath: String!
    title: String!
    navTitle: String!
    summary: String!
    description: String!
    metaDescription: String!
    icon: String!
    imageAlt: String!
    whyChooseUs: [ServiceCard!]!
    features: [ServiceFeature!]!
    details: [ServiceDetail!]!
    pricing: [ServicePackage!]!
    faq: [ServiceQuestion!]!
    documents: [ServiceDocument!]!
    """The picture rendered from src/illustrations/<slug>.svg."""
    illustration: File @link(from: "slug", by: "name")
  }
  type ServiceCard @dontInfer { icon: String! title: String! description: String! }
  type ServiceFeature @dontInfer { title: String! description: String! }
  type ServiceDetail @dontInfer { title: String! content: String! }
  type ServiceQuestion @dontInfer { question: String! answer: String! }
  type ServiceDocument @dontInfer { name: String! purpose: String! }
  type ServicePackage @dontInfer { name: String! price: String! note: String features: [String!]! }
`;
