import { findPhoneNumbersInText, type CountryCode } from "libphonenumber-js/max";

// The phone numbers in what a visitor typed, read the way the sales team dials them. Used by
// the function for the mail only (libphonenumber's full metadata, which getType() needs, is
// large: never import this from a page). The form itself accepts any text with enough
// digits; what cannot be read here is simply shown as typed.

export interface ReadPhoneNumber {
  /** E.164 with the extension, e.g. "+62 778 123456 ext. 12". */
  international: string;
  /** wa.me link when the number can be a mobile one (WhatsApp needs a mobile line). */
  whatsapp?: string;
  /** The country assumed when no country code was typed; undefined when one was. */
  countryAssumed?: CountryCode;
}

const mobileTypes = new Set(["MOBILE", "FIXED_LINE_OR_MOBILE"]);

// Extension words libphonenumber does not know, as written on Japanese, Chinese and
// Indonesian business cards ("03-1234-5678 内線 21", "010-1234 5678 转 8", "ekst. 12"): the
// number is read, and the extension would otherwise be lost from its international form.
const extensionAfter = /^[\s,;:.]*(?:内線|内线|分機|分机|转|轉|ekst\.?|ext\.?|x)\s*[:：.#]?\s*(\d{1,6})(?!\d)/iu;

/**
 * Reads each number in the text. A number without a country code is read in `country` (the
 * country of the page's language) and kept only if it is a valid number there: a weak reading
 * would put a wrong number in the mail, where the number as typed is always shown anyway.
 */
export function readPhoneNumbers(typed: string, country: CountryCode): ReadPhoneNumber[] {
  // Full-width forms (＋８１ ９０…, as a Japanese or Chinese keyboard types them) as the
  // plain ones: libphonenumber reads the digits but not the ＋, and the country code is lost.
  const text = typed.normalize("NFKC");
  return findPhoneNumbersInText(text, country).flatMap(({ number, startsAt, endsAt }): ReadPhoneNumber[] => {
    const typedCountryCode = /^(\+|00)/.test(text.slice(startsAt).replace(/^\(/, ""));
    if (!number.isValid() || (!typedCountryCode && number.country !== country)) return [];
    const extension = number.ext ? undefined : extensionAfter.exec(text.slice(endsAt))?.[1];
    return [
      {
        international: extension ? `${number.formatInternational()} ext. ${extension}` : number.formatInternational(),
        whatsapp: mobileTypes.has(number.getType() ?? "") ? `https://wa.me/${number.number.slice(1)}` : undefined,
        countryAssumed: typedCountryCode ? undefined : country,
      },
    ];
  });
}
