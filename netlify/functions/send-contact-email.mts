import type { Config, Context } from "@netlify/functions";
import { handleFormRequest } from "../../src/forms/function/handler";

// Receives the quote and contact forms and mails them through Postmark. The logic lives
// in src/forms/function/handler.ts (plain .ts, so jest can import it).
// The acknowledgement to the visitor is sent after the answer where Netlify keeps the function
// alive for it (context.waitUntil); netlify dev has no waitUntil, and it is sent before.
export default (req: Request, context?: Context): Promise<Response> =>
  handleFormRequest(req, { waitUntil: context?.waitUntil?.bind(context) });

export const config: Config = {
  path: "/api/send-contact-email",
  // About five messages a minute from one address is plenty for a person.
  rateLimit: { windowLimit: 5, windowSize: 60, aggregateBy: ["ip", "domain"] },
};
