import type { Config } from "@netlify/functions";
import { resolveDelivery } from "../../src/forms/function/mail-sender";
import { openLeadStore } from "../../src/forms/function/lead-store";
import { runReminders } from "../../src/forms/function/reminders";

// Scheduled every 15 minutes: reminds the company of each message not marked answered four
// hours before its promised reply time is up. Logic in src/forms/function/reminders.ts.
// netlify dev never runs it on its schedule: POST /.netlify/functions/remind-leads runs it once.
export default async (): Promise<Response> => {
  const delivery = resolveDelivery(process.env);
  if (delivery.kind === "misconfigured") {
    console.error(`remind-leads: cannot send, missing settings: ${delivery.missing.join(", ")}`);
    return new Response(null, { status: 500 });
  }
  await runReminders({ store: openLeadStore(), mailer: delivery.mailer, env: process.env });
  return new Response(null, { status: 200 });
};

export const config: Config = {
  schedule: "*/15 * * * *",
};
