// A number and the unit or currency code beside it stay on one line ("33 CBM", "150 kg",
// "2–8 °C", "USD 25,000"): in what the pages, the function's pages and the mails show, the space between
// them is a no-break space, whatever the content file has. Editors and translators type an
// ordinary space; a narrow Chinese or Japanese line would otherwise break there and start with
// "CBM" or "25,000". A placeholder stands for a number: "{{value}} kg", "{sea.containers.20ft.cbm} CBM".

const noBreakSpace = "\u00a0";
const unit = "(?:CBM|kg|cm|mm|km|m|m²|m³|t|ft|°C|%)(?![A-Za-z])";
const unitAfterNumber = new RegExp(`([0-9]|\\}\\}?) (?=${unit})`, "g");
const amountAfterCurrency = /\b(USD|IDR|SGD|EUR|CNY|RMB|JPY|Rp) (?=[0-9{])/g;
const unitFirst = new RegExp(`^ (?=${unit})`);

/** The text with a no-break space between each number and its unit or currency code. */
export const keepUnitsWithNumbers = (text: string): string =>
  text.replace(unitAfterNumber, `$1${noBreakSpace}`).replace(amountAfterCurrency, `$1${noBreakSpace}`);

/** The same for a text that follows a number written as a tag: " CBM" after <Fact name="..." />. */
export const keepUnitWithNumberBefore = (text: string): string => text.replace(unitFirst, noBreakSpace);

/** The same in every text of a locale file's data, its shape kept. */
export function keepUnitsWithNumbersIn<T>(data: T): T {
  if (typeof data === "string") return keepUnitsWithNumbers(data) as T;
  if (Array.isArray(data)) return data.map(keepUnitsWithNumbersIn) as T;
  if (typeof data === "object" && data !== null)
    return Object.fromEntries(Object.entries(data).map(([key, value]) => [key, keepUnitsWithNumbersIn(value)])) as T;
  return data;
}
