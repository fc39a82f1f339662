import type { Config } from "@netlify/functions";
import { handleFormRequest } from "../../src/forms/function/handler";

// Receives the quote and contact forms and mails them through Postmark. The logic lives
// in src/forms/function/handler.ts (plain .ts, so jest can import it).
export default (req: Request): Promise<Response> => handleFormRequest(req);

export const config: Config = {
  path: "/api/send-contact-email",
  // About five messages a minute from one address is plenty for a person.
  rateLimit: { windowLimit: 5, windowSize: 60, aggregateBy: ["ip", "domain"] },
};
