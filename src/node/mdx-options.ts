// The Markdown MDX bodies may use beyond the basics: tables (GitHub's syntax) and headings with
// ids, so that a section of an article can be linked to and listed at its top (the ids are the
// ones gatsby-plugin-mdx's tableOfContents gives). Both plugins are ES modules, which Node (from
// 20.19 and 22.12, package.json's engines) can require from Gatsby's CommonJS config. remark-gfm
// cannot go through the asynchronous wrapper gatsby-plugin-mdx's documentation shows for ES
// modules, as it adds its syntax when it is attached, not when it runs.
// Tables are then named by the heading they sit under, which needs the ids, and their header cells
// scoped (./rehype-tables.ts).
// Numbers keep their units on their line, as in every other text (./remark-number-units.ts).
import { rehypeTables } from "./rehype-tables";
import { remarkNumberUnits } from "./remark-number-units";

/* eslint-disable @typescript-eslint/no-require-imports */
export function mdxOptions() {
  return {
    remarkPlugins: [(require("remark-gfm") as typeof import("remark-gfm")).default, remarkNumberUnits],
    rehypePlugins: [(require("rehype-slug") as typeof import("rehype-slug")).default, rehypeTables],
  };
}
