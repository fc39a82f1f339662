import { formTypes } from "../../../src/shared/contact-fields";
import type { LanguageCode } from "../../../src/shared/languages";
import { formPagePaths, localizedPath } from "../../../src/shared/routes";
import { securityHeaders } from "./responses";

// Post/Redirect/Get for a form sent without scripts: once its message is received, the browser
// is sent on (303 See Other) to the received page in the visitor's language, so a reload or
// Back does not post it again. The address is built only from known values: the language is
// one of the site's (html-page.ts pageLanguage), the reference the function made, the form
// type one of formTypes.

export function receivedRedirect(
  req: Request,
  language: LanguageCode,
  { reference, formType }: { reference?: string; formType?: unknown },
): Response {
  const query = new URLSearchParams();
  if (reference) query.set("ref", reference);
  if ((formTypes as readonly unknown[]).includes(formType)) query.set("form", formType as string);
  const search = query.size > 0 ? `?${query}` : "";
  const location = new URL(`${localizedPath(formPagePaths.received, language)}${search}`, req.url);
  return new Response(null, { status: 303, headers: { ...securityHeaders, Location: location.toString() } });
}
