import React from "react";

// What a visitor reads once a message is received: its reference and what happens next. The
// received page (after a form sent without scripts) and a form's confirmation (after a send
// with scripts) show the same, from formResults.json's "received" texts.

type Text = (key: string, variables?: Record<string, unknown>) => string;

interface Props {
  reference?: string;
  text: Text;
  /** The "what happens next" heading's level under the place's own title. */
  headingLevel: "h2" | "h3";
  headingId: string;
}

export function ReceivedSteps({ reference, text, headingLevel: Heading, headingId }: Props) {
  return (
    <>
      {reference && (
        <div className="mb-6 rounded-xl bg-brand-50 p-5 ring-1 ring-brand-100" data-reference={reference}>
          <p className="text-xl font-bold text-brand-900">{text("received.reference", { reference })}</p>
          <p className="mt-1 text-slate-700">{text("received.referenceHint")}</p>
        </div>
      )}
      <Heading id={headingId} className={`${Heading === "h2" ? "text-2xl" : "text-lg"} font-bold text-brand-900`}>
        {text("received.nextTitle")}
      </Heading>
      <ol className="mt-3 list-decimal space-y-2 pl-6 text-slate-800">
        <li>{text("received.steps.read")}</li>
        <li>{text("received.steps.reply")}</li>
        <li>{text("received.steps.urgent")}</li>
      </ol>
    </>
  );
}
