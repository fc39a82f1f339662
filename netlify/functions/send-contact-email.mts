import type { Config } from "@netlify/functions";

// Receives the quote and contact forms. The real sending is built in the forms issue.
export default async (req: Request): Promise<Response> => {
  if (req.method !== "POST") {
    return Response.json({ message: "Method not allowed" }, { status: 405, headers: { Allow: "POST" } });
  }
  return Response.json({ ok: true });
};

export const config: Config = { path: "/api/send-contact-email" };
