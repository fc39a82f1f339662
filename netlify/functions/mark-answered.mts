import type { Config } from "@netlify/functions";
import { handleAnsweredRequest } from "../../src/forms/function/mark-answered";

// "Mark as answered" from the company's mail: a page with one button (GET), the button's post
// writes the time into the message's record. Logic in src/forms/function/mark-answered.ts.
export default (req: Request): Promise<Response> => handleAnsweredRequest(req);

export const config: Config = {
  path: "/api/mark-answered",
};
