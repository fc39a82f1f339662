import React from "react";
import { ContactInfo } from "./contact-info";
import { OfficeMap } from "./office-map";
import { ContactForm } from "../../forms/browser/contact-form";
import { Reveal } from "../layout/reveal";

/**
 * The specification's contact block, the same on the home and contact pages: the four info
 * cards, the contact form and the office map (loaded from Google only when asked for). Each
 * page puts its own heading above it; the form's and the map's headings are one level below the
 * home page's section heading, and beside the contact page's. Its strings are in the
 * contactInfo namespace.
 */
export function ContactBlock({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  return (
    <div data-contact-block="">
      <div className="grid items-start gap-8 lg:grid-cols-2">
        <ContactInfo />
        <Reveal
          index={1}
          className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-brand-100 sm:p-8"
          data-slot="contact-form"
        >
          <ContactForm headingLevel={headingLevel} />
        </Reveal>
      </div>
      <Reveal className="mt-8">
        <OfficeMap headingLevel={headingLevel} />
      </Reveal>
    </div>
  );
}
