import { honeypotName, isFormType, type FormType } from "../shared/forms";
import { fieldNames, fieldTable } from "../shared/fields";
import { isLanguageCode, type LanguageCode } from "../../shared/languages";

// The body of a post, read within its size limit: the forms' JSON, or a form sent without scripts,
// url-encoded under the JSON's names but for the honeypot ("website", a name bots like to fill)
// and the robot checkbox (consent=on); such a post carries no elapsedMs.

/** Which body the request carries, from its Content-Type (parameters such as charset ignored). */
export function bodyKindOf(contentType: string | null): "json" | "form" | undefined {
  const type = (contentType ?? "").split(";")[0].trim().toLowerCase();
  if (type === "application/json") return "json";
  if (type === "application/x-www-form-urlencoded") return "form";
  return undefined;
}

/**
 * The form a post comes from. One that names none of the site's (made by hand, or by a client that
 * left the hidden input out) is read as the form whose fields it carries, a quote when it answers
 * a question only quotes ask, so the visitor gets that form back with a reason beside each field
 * to fix (the contact form's robot box among them), not a page that can point at nothing.
 */
function formOf(value: (name: string) => unknown): FormType {
  const named = value("formType");
  if (isFormType(named)) return named;
  const contact = fieldNames(undefined, "contact");
  const quoteOnly = fieldNames(undefined, "quote").filter((name) => !contact.includes(name));
  return quoteOnly.some((name) => value(name)) ? "quote" : "contact";
}

/**
 * A JSON body without formType (made by hand: the forms' scripts always send it) read as formOf
 * reads a form post, so it is checked as that form and a refusal names each field. One that gives
 * any other value is left for the schema to refuse.
 */
export function withFormType(input: unknown): unknown {
  if (typeof input !== "object" || input === null || Array.isArray(input) || "formType" in input) return input;
  const values = input as Record<string, unknown>;
  return { ...values, formType: formOf((name) => values[name]) };
}

export interface FormPost {
  /** What the schema reads: the JSON keys, the honeypot under its JSON name. */
  input: Record<string, string>;
  /** Whether the robot checkbox was ticked. */
  consent: boolean;
}

/**
 * Reads a url-encoded body. A name posted twice counts once (its first value): no form of the
 * site has two inputs of one name. Line breaks become \n as in the scripts' JSON: a textarea
 * posts \r\n, which would count twice against the message's length limit.
 */
export function readFormPost(text: string, pageLanguage?: LanguageCode): FormPost {
  const params = new URLSearchParams(text);
  const value = (name: string) => params.get(name)?.replace(/\r\n?/g, "\n");
  const formType = formOf((name) => params.get(name));
  const input: Record<string, string> = { formType };
  for (const name of fieldNames(undefined, formType)) {
    const posted = value(name);
    if (posted !== undefined) input[name] = posted;
  }
  // A hidden input no person types in: a language the site does not have is as if none was given
  // (the page's it was posted from, else the default), rather than a message refused for no
  // visible reason.
  const posted = value("language");
  const language = isLanguageCode(posted) ? posted : pageLanguage;
  if (language) input.language = language;
  const honeypot = value(honeypotName);
  if (honeypot !== undefined) input.honeypot = honeypot;
  return { input, consent: params.get("consent") === "on" };
}

/** The largest JSON body read: a valid message takes at most 3 bytes a character in it (UTF-8). */
export const maxBodyBytes = 32 * 1024;

/**
 * The largest form sent without scripts that is read. Url-encoded, a character takes up to 9
 * bytes (a Chinese or Japanese character is 3 bytes of UTF-8, each written %XX), so every field
 * at its longest in such characters must fit: twice over, so that a text pasted past its limit
 * comes back with the reason beside its field, not a page saying the message is too long.
 * Room is added for the names, the choices and the separators.
 */
export const maxFormPostBytes = 2 * 9 * fieldTable.reduce((sum, field) => sum + (field.maxLength ?? 0), 0) + 4096;

/** Reads the body as UTF-8 text, or null as soon as it grows past maxBytes (the JSON's limit unless told). */
export async function readLimitedText(req: Request, maxBytes = maxBodyBytes): Promise<string | null> {
  const declared = Number(req.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > maxBytes) return null;
  if (!req.body) return "";
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}
