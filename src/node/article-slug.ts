import { reservedArticleSlugs } from "../shared/articles";

/** Lower-case words (a-z, 0-9) joined by single hyphens: an article's folder name and address. */
const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * Why a name cannot be an article's folder and address: not written as one ("form"), or a list
 * of articles' own ("reserved"); undefined when it can be. The build, the content check and
 * npm run new:article all ask here, so a name one takes the others take too.
 */
export function articleSlugFault(slug: string): "form" | "reserved" | undefined {
  if (!slugPattern.test(slug)) return "form";
  if (reservedArticleSlugs.includes(slug)) return "reserved";
  return undefined;
}
