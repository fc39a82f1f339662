import languagesFile from "../../content/languages.json";
import servicesFile from "../../content/services.json";
import { checkLanguagesFile, checkServicesFile } from "./site-lists";
import { iconNames } from "../shared/icon-names";
import { formOnlyServiceTypes, formTypes } from "../forms/shared/forms";

/** Problems in content/languages.json and content/services.json, one line each naming the file and field. */
export function siteListProblems(): string[] {
  return [
    ...checkLanguagesFile(languagesFile).map((p) => `content/languages.json ${p.field}: ${p.message}`),
    ...checkServicesFile(servicesFile, {
      icons: iconNames,
      formOnlyOptions: formOnlyServiceTypes.map((choice) => choice.value),
      formTypes,
    }).map((p) => `content/services.json ${p.field}: ${p.message}`),
  ];
}
