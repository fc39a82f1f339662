import type { Config } from "@netlify/functions";
import { scheduledRun } from "../../src/forms/function/mail-sender";
import { leadStore } from "../../src/forms/function/lead-store";
import { runReminders } from "../../src/forms/function/reminders";

// Scheduled every 15 minutes: reminds the company of each message not marked answered four
// hours before its promised reply time is up. Logic in src/forms/function/reminders.ts.
// netlify dev never runs it on its schedule: POST /.netlify/functions/remind-leads runs it once.
export default (): Promise<Response> =>
  scheduledRun("remind-leads", ({ mailer }) => runReminders({ store: leadStore(), mailer, env: process.env }));

export const config: Config = {
  schedule: "*/15 * * * *",
};
