// What a form needs only once it is used, loaded on the first focus inside it (at the latest
// on Send): the shared schema with valibot and the call to the function. None of it is part
// of a page's first load (issue 6). The fallback links are not here: they must work when
// this chunk cannot be loaded (offline).
export { findFormProblems, validateContactMessage } from "../../lib/contact-schema";
export { sendContactMessage } from "../../lib/contact-client";
