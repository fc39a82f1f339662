import type { Config } from "@netlify/functions";
import { resolveDelivery } from "../../src/forms/function/mail-sender";
import { retryDelaysFrom } from "../../src/forms/function/lead-delivery";
import { openLeadStore } from "../../src/forms/function/lead-store";
import { runRedelivery } from "../../src/forms/function/redelivery";

// Scheduled every 5 minutes: sends again the messages Postmark has not accepted
// yet, logs the overdue ones, deletes delivered ones after the retention. Logic in
// src/forms/function/redelivery.ts. netlify dev never runs it on its schedule: POST
// /.netlify/functions/redeliver-leads runs it once. A scheduled function has no custom path.
export default async (): Promise<Response> => {
  const delivery = resolveDelivery(process.env);
  if (delivery.kind === "misconfigured") {
    console.error(`redeliver-leads: cannot send, missing settings: ${delivery.missing.join(", ")}`);
    return new Response(null, { status: 500 });
  }
  // Netlify reads only the status of a scheduled function; the run logs its own summary.
  await runRedelivery({ store: openLeadStore(), sender: delivery.sender, delays: retryDelaysFrom(process.env) });
  return new Response(null, { status: 200 });
};

export const config: Config = {
  schedule: "*/5 * * * *",
};
