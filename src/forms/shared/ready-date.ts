// The earliest day a quote's cargo may be ready: today, in the browser's own time zone (the date
// field's min) and, with a day's slack, in the function. Apart from the shipment rules, so the
// pages' first load carries only this.

export interface ReadyDateOptions {
  /** Now; a test passes a fixed day. */
  now?: Date;
  /**
   * Days before today still accepted as a ready date. The browser checks against the visitor's
   * own today (0); the function runs in UTC and allows a day, so a visitor east or west of it
   * is never told their today is in the past.
   */
  readyDateSlackDays?: number;
}

const pad = (n: number) => String(n).padStart(2, "0");
/** The calendar day of a moment in the runtime's time zone, as "YYYY-MM-DD". */
const isoDay = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** The earliest ready date accepted today. */
export function earliestReadyDate({ now = new Date(), readyDateSlackDays = 0 }: ReadyDateOptions = {}): string {
  const day = new Date(now);
  day.setDate(day.getDate() - readyDateSlackDays);
  return isoDay(day);
}
