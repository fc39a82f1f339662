import { createHash } from "crypto";
import { escapeHtml } from "./company-mail";
import { company } from "../../shared/facts";
import { defaultLanguage, isLanguageCode, languageOf, type LanguageCode } from "../../shared/languages";
import { localeTexts } from "./locale-texts";
import { localizedPath, pagePaths } from "../../shared/routes";
import { securityHeaders } from "./responses";

// The frame of the pages the function answers a form sent without scripts with: the
// language's lang attribute and title, a link home and to the contact page, and one small
// stylesheet. The page loads nothing: its policy allows exactly that stylesheet, by hash.

const style = [
  "body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#1f2937;background:#f9fafb}",
  "header,main,footer{max-width:40rem;margin:0 auto;padding:1rem}",
  "header a{font-weight:700;color:#1e3a8a;text-decoration:none}",
  "h1{font-size:1.6rem;line-height:1.25;margin:.5rem 0 1rem}",
  "a{color:#1e3a8a}a:focus,input:focus,select:focus,textarea:focus,button:focus{outline:3px solid #f59e0b;outline-offset:1px}",
  ".summary{border:4px solid #b91c1c;background:#fff;padding:1rem;margin:0 0 1.5rem}",
  ".summary h2{margin:0 0 .5rem;font-size:1.2rem}.summary a{color:#b91c1c;font-weight:700}",
  ".field{margin:0 0 1.25rem}label{display:block;font-weight:600}",
  "input,select,textarea{box-sizing:border-box;width:100%;font:inherit;padding:.4rem;border:2px solid #4b5563;border-radius:3px;background:#fff}",
  "input[type=checkbox]{width:auto;margin-right:.5rem}.check label{display:inline}",
  "[aria-invalid=true]{border-color:#b91c1c}.invalid{border-left:4px solid #b91c1c;padding-left:.75rem}",
  ".error{color:#b91c1c;font-weight:700;margin:.25rem 0}.hint{margin:.25rem 0;color:#374151}",
  "fieldset{border:1px solid #d1d5db;margin:0 0 1.25rem;padding:1rem}legend{font-weight:700}",
  "button{font:inherit;font-weight:700;color:#fff;background:#1e3a8a;border:0;border-radius:4px;padding:.6rem 1.2rem;cursor:pointer}",
  ".notice{background:#fff;border-left:4px solid #b91c1c;padding:.75rem 1rem;margin:0 0 1.5rem}",
  ".ways a{display:inline-block;margin:0 1rem .5rem 0;font-weight:700}",
  ".vh{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}",
  ".hp{display:none}",
  "footer nav a{margin-right:1rem}",
].join("");

const styleHash = createHash("sha256").update(style, "utf8").digest("base64");

/** The policy of these pages: their one stylesheet, forms posted back here, nothing else. */
export const pageSecurityPolicy = `default-src 'none'; style-src 'sha256-${styleHash}'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`;

/** A known language, or the default: never one taken from request text as given. */
export const pageLanguage = (posted: unknown): LanguageCode => (isLanguageCode(posted) ? posted : defaultLanguage);

export interface PageContent {
  language: LanguageCode;
  title: string;
  /** The inside of <main>, already escaped. */
  body: string;
}

function pageHtml({ language, title, body }: PageContent): string {
  const { common } = localeTexts(language);
  const home = localizedPath(pagePaths.home, language);
  const contact = localizedPath(pagePaths.contact, language);
  return [
    `<!doctype html><html lang="${escapeHtml(languageOf(language).tag)}"><head><meta charset="utf-8">`,
    `<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">`,
    `<title>${escapeHtml(`${title} – ${company.brand}`)}</title><style>${style}</style></head><body>`,
    `<header><a href="${escapeHtml(home)}">${escapeHtml(company.brand)}</a></header>`,
    `<main>${body}</main>`,
    `<footer><nav aria-label="${escapeHtml(common.nav.label)}"><a href="${escapeHtml(home)}">${escapeHtml(common.nav.home)}</a><a href="${escapeHtml(contact)}">${escapeHtml(common.nav.contact)}</a></nav></footer>`,
    `</body></html>`,
  ].join("");
}

export function pageResponse(status: number, content: PageContent): Response {
  return new Response(pageHtml(content), {
    status,
    headers: {
      ...securityHeaders,
      "Content-Security-Policy": pageSecurityPolicy,
      "Content-Type": "text/html; charset=utf-8",
      // The page's form posts again: under no-referrer the browser sends "Origin: null" with that
      // post, which the function must refuse as another site's.
      "Referrer-Policy": "same-origin",
    },
  });
}
