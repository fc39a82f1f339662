import languagesFile from "../../content/languages.json";
import servicesFile from "../../content/services.json";
import { checkLanguagesFile, checkServicesFile } from "./site-lists";
import { iconNames } from "../shared/icon-names";
import { formOnlyServiceTypes, formTypes } from "../forms/shared/forms";
import { frontmatterSyntaxProblems } from "./frontmatter-syntax";

/** Problems in content/languages.json and content/services.json, one line each naming the file and field. */
function siteListProblems(lists: { languages: unknown; services: unknown }): string[] {
  return [
    ...checkLanguagesFile(lists.languages).map((p) => `content/languages.json ${p.field}: ${p.message}`),
    ...checkServicesFile(lists.services, {
      icons: iconNames,
      formOnlyOptions: formOnlyServiceTypes.map((choice) => choice.value),
      formTypes,
    }).map((p) => `content/services.json ${p.field}: ${p.message}`),
  ];
}

/**
 * What stops a build before it starts, or undefined: a wrong list of languages or services, and
 * MDX files whose frontmatter is not YAML, all named in one stop (neither hides the other).
 */
export function startProblems(
  contentDir: string,
  lists: { languages: unknown; services: unknown } = { languages: languagesFile, services: servicesFile },
): string | undefined {
  const found = [
    { title: "The list of languages or services is wrong", problems: siteListProblems(lists) },
    { title: "An MDX file's frontmatter cannot be read", problems: frontmatterSyntaxProblems(contentDir) },
  ].filter(({ problems }) => problems.length > 0);
  return found.length > 0
    ? found.map(({ title, problems }) => `${title}:\n${problems.join("\n")}`).join("\n\n")
    : undefined;
}
