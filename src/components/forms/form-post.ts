import { formActionPath } from "../../shared/routes";

/**
 * The attributes that make a form send by itself, without scripts: a POST to the function,
 * which answers with a page (received, or what to correct). Once the scripts run they send the
 * same form without leaving the page.
 */
export const formPost = { method: "post", action: formActionPath } as const;
