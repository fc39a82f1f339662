import * as v from "valibot";
import { unknownFactTokens } from "../shared/facts";
import { articleKinds } from "../shared/articles";
import { serviceSlugs } from "../shared/services";

// The frontmatter an editor writes in content/articles/<slug>/<language>.mdx, described once: the
// build checks every file against it and stops naming the file and field, and the GraphQL type of
// an article is written from it (src/node/graphql-types.ts).
const text = v.pipe(
  v.string("must be text"),
  v.trim(),
  v.minLength(1, "must not be empty"),
  v.check((s) => unknownFactTokens(s).length === 0, "names a fact that content/company.json does not have"),
);

// YAML reads 2026-11-20 as a Date; an editor may also quote it. Either way a real calendar day,
// kept as YYYY-MM-DD.
const day = v.pipe(
  v.union([v.string(), v.date()], "must be a date written as YYYY-MM-DD"),
  v.transform((value) => (value instanceof Date ? value.toISOString().slice(0, 10) : value.trim())),
  v.check(
    (value) => /^\d{4}-\d{2}-\d{2}$/.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
    "must be a date written as YYYY-MM-DD",
  ),
);

const address = v.pipe(
  v.string("must be the address of the source, starting with https://"),
  v.trim(),
  v.url("must be the address of the source, starting with https://"),
  v.startsWith("https://", "must be the address of the source, starting with https://"),
);

export const articleFrontmatterSchema = v.object({
  title: text,
  /** For search results and link previews. */
  description: text,
  published: day,
  updated: v.optional(day),
  kind: v.picklist(articleKinds, `must be one of: ${articleKinds.join(", ")}`),
  /** The services it concerns: slugs from content/services.json. */
  services: v.pipe(
    v.array(v.picklist(serviceSlugs, `must be a service in content/services.json: ${serviceSlugs.join(", ")}`)),
    v.minLength(1, "must name at least one service"),
  ),
  /** The official documents and carrier pages the article relies on. */
  sources: v.pipe(
    v.array(v.object({ title: text, url: address }), "must be a list"),
    v.minLength(1, "must name at least one source"),
  ),
  /** Shown by npm start, left out of a production build. */
  draft: v.optional(v.boolean("must be true or false"), false),
});

type ArticleFrontmatter = v.InferOutput<typeof articleFrontmatterSchema>;

export type ArticleFrontmatterResult = { ok: true; data: ArticleFrontmatter } | { ok: false; errors: string[] };

/** Checks one file's frontmatter; each error names the file and the field. */
export function parseArticleFrontmatter(frontmatter: unknown, file: string): ArticleFrontmatterResult {
  const result = v.safeParse(articleFrontmatterSchema, frontmatter ?? {});
  const errors = result.success
    ? []
    : result.issues.map((issue) => `${file}: field "${v.getDotPath(issue) ?? "(frontmatter)"}" ${issue.message}`);
  if (result.success && result.output.updated && result.output.updated < result.output.published)
    errors.push(`${file}: field "updated" must not be before "published"`);
  return result.success && errors.length === 0 ? { ok: true, data: result.output } : { ok: false, errors };
}
