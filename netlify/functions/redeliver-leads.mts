import type { Config } from "@netlify/functions";
import { scheduledRun } from "../../src/forms/function/mail-sender";
import { retryDelaysFrom, runRedelivery } from "../../src/forms/function/delivery";
import { leadStore } from "../../src/forms/function/lead-store";

// Scheduled every 5 minutes: sends again the messages Postmark has not accepted
// yet, logs the overdue ones, deletes delivered ones after the retention. Logic in
// src/forms/function/delivery.ts. netlify dev never runs it on its schedule: POST
// /.netlify/functions/redeliver-leads runs it once. A scheduled function has no custom path.
export default (): Promise<Response> =>
  scheduledRun("redeliver-leads", ({ sender }) =>
    runRedelivery({ store: leadStore(), sender, delays: retryDelaysFrom(process.env) }),
  );

export const config: Config = {
  schedule: "*/5 * * * *",
};
