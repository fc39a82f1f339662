import { findPhoneNumbersInText, type CountryCode } from "libphonenumber-js/max";

// The phone numbers in what a visitor typed, read the way the sales team dials them. Used by
// the function for the mail only (libphonenumber's full metadata, which getType() needs, is
// about 150 KB: never import this from a page). The form itself accepts any text with enough
// digits; what cannot be read here is simply shown as typed.

/** Numbers written without a country code are read as Indonesian. */
export const defaultPhoneCountry: CountryCode = "ID";

export interface ReadPhoneNumber {
  /** E.164 with the extension, e.g. "+62 778 123456 ext. 12". */
  international: string;
  /** wa.me link when the number can be a mobile one (WhatsApp needs a mobile line). */
  whatsapp?: string;
  /** True when no country code was typed, so defaultPhoneCountry was assumed. */
  countryAssumed: boolean;
}

const mobileTypes = new Set(["MOBILE", "FIXED_LINE_OR_MOBILE"]);

export function readPhoneNumbers(text: string): ReadPhoneNumber[] {
  return findPhoneNumbersInText(text, defaultPhoneCountry)
    .filter(({ number }) => number.isValid())
    .map(({ number, startsAt }) => ({
      international: number.formatInternational(),
      whatsapp: mobileTypes.has(number.getType() ?? "") ? `https://wa.me/${number.number.slice(1)}` : undefined,
      countryAssumed: !/^(\+|00)/.test(text.slice(startsAt).replace(/^\(/, "")),
    }));
}
