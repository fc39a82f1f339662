import { company } from "./facts";

/** A page's title in the browser's tab, search results and link previews: its own, then the site's name. */
export const pageTitle = (title: string): string => `${title} | ${company.brand}`;
