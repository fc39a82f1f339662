import * as v from "valibot";
import {
  dayMeant,
  fields,
  frontmatterErrors,
  nearestField,
  noneOf,
  frontmatterText as text,
} from "./frontmatter-fields";
import { isCalendarDay } from "../shared/days";
import { articleKinds } from "../shared/articles";
import { serviceSlugs } from "../shared/services";

// The frontmatter an editor writes in content/articles/<slug>/<language>.mdx, described once: the
// build checks every file against it and stops naming the file and field, and the GraphQL type of
// an article is written from it (src/node/graphql-types.ts).

// A real calendar day, kept as YYYY-MM-DD. The frontmatter is read with its dates as the text
// written, quoted or not (src/node/frontmatter-yaml.ts): a Date here would be a day YAML may
// have moved (2026-11-31 read as December 1), so it is refused too.
const day = v.pipe(
  v.string((issue) => `must be a date written as YYYY-MM-DD, year first (found ${JSON.stringify(issue.input)})`),
  v.trim(),
  v.check(isCalendarDay, (issue) => {
    const typed = String(issue.input);
    if (/^\d{4}-\d{2}-\d{2}$/.test(typed))
      return `must be a real calendar day written as YYYY-MM-DD (${typed} does not exist)`;
    const meant = dayMeant(typed);
    return `must be a date written as YYYY-MM-DD, year first (found "${typed}")${meant ? `: write ${meant}` : ""}`;
  }),
  v.description("YYYY-MM-DD (the day, year first)"),
);

const addressRule = "must be the address of the source, starting with https://";
const address = v.pipe(
  v.string(addressRule),
  v.trim(),
  v.check((text) => URL.canParse(text) && text.startsWith("https://"), addressRule),
  v.description("https://... (the address of the source)"),
);

export const articleFrontmatterSchema = fields({
  title: text,
  /**
   * A shorter title for search results and link previews, when the title with the site's name
   * is wider than they show (the content check measures it); the page's heading stays the title.
   */
  seoTitle: v.optional(text),
  /** For search results and link previews. */
  description: text,
  published: day,
  updated: v.optional(day),
  kind: v.picklist(articleKinds, ({ input }) => {
    const near = typeof input === "string" ? nearestField(input, articleKinds) : undefined;
    return `is ${JSON.stringify(input)}${near ? ` (did you mean "${near}"?)` : ""}: it must be one of ${articleKinds.join(", ")}`;
  }),
  /** The services it concerns: slugs from content/services.json. */
  services: v.pipe(
    v.array(
      v.picklist(serviceSlugs, noneOf("must be a service in content/services.json", serviceSlugs)),
      `must be a list in square brackets, such as [${serviceSlugs[0]}]`,
    ),
    v.minLength(1, "must name at least one service"),
    // A service typed twice is most often a line copied for another service and left unchanged.
    v.check(
      (services) => new Set(services).size === services.length,
      (issue) => {
        const services = issue.input as string[];
        const twice = services.find((service, i) => services.indexOf(service) < i);
        return `names ${twice} twice: name each service once, and write the other service meant instead (${serviceSlugs.join(", ")})`;
      },
    ),
  ),
  /** The official documents and carrier pages the article relies on. */
  sources: v.pipe(
    v.array(fields({ title: text, url: address }), "must be a list"),
    v.minLength(1, "must name at least one source"),
  ),
  /** Shown by npm start, left out of a production build. */
  draft: v.optional(v.boolean("must be true or false"), false),
});

type ArticleFrontmatter = v.InferOutput<typeof articleFrontmatterSchema>;

export type ArticleFrontmatterResult = { ok: true; data: ArticleFrontmatter } | { ok: false; errors: string[] };

/**
 * The last day a build may publish under: tomorrow in UTC, where Netlify builds, so that an editor
 * east of it (Batam is UTC+7) can write their own today.
 */
const lastPublishableDay = (now: Date) => new Date(now.getTime() + 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

/**
 * Checks one file's frontmatter; each error names the file and the field. `now`: the moment of the
 * build (tests pin it); a published article dated after it would show a day still to come.
 */
export function parseArticleFrontmatter(
  frontmatter: unknown,
  file: string,
  now: Date = new Date(),
): ArticleFrontmatterResult {
  const result = v.safeParse(articleFrontmatterSchema, frontmatter ?? {});
  const errors = result.success ? [] : frontmatterErrors(file, articleFrontmatterSchema, result.issues);
  if (result.success && result.output.updated && result.output.updated < result.output.published)
    errors.push(`${file}: field "updated" must not be before "published"`);
  if (result.success && !result.output.draft)
    for (const key of ["published", "updated"] as const) {
      const day = result.output[key];
      if (day && day > lastPublishableDay(now))
        errors.push(
          `${file}: field "${key}" is ${day}, a day still to come: a build publishes the article at once, under that date. Write the day it goes live, or keep draft: true until then`,
        );
    }
  return result.success && errors.length === 0 ? { ok: true, data: result.output } : { ok: false, errors };
}
