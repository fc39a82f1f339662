import React, { useEffect, useId, useRef, type ComponentProps } from "react";
import { ReceivedSteps } from "../shared/received-steps";

// Shown in a form's place once the message is received, until the visitor leaves or starts a
// new message: a notice of a few seconds is easily missed, and a visitor who is not sure the
// message went sends it again. It takes focus, so it is in view and read out.

type Props = Pick<ComponentProps<typeof ReceivedSteps>, "reference" | "replyBy" | "text"> & {
  onNewMessage: () => void;
  /** The quote dialog's: closes it. */
  onClose?: () => void;
  closeLabel?: string;
};

export function Confirmation({ reference, replyBy, text, onNewMessage, onClose, closeLabel }: Props) {
  const id = useId().replace(/:/g, "");
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
    // scrollIntoView returns a promise in current Chromium, and an effect must return nothing.
    void heading.current?.scrollIntoView({ block: "nearest" });
  }, []);
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-4" data-confirmation="">
      <h2 id={`${id}-title`} ref={heading} tabIndex={-1} className="text-2xl font-bold text-brand-900 outline-none">
        {text("received.title")}
      </h2>
      <ReceivedSteps reference={reference} replyBy={replyBy} text={text} headingLevel="h3" headingId={`${id}-next`} />
      <div className="flex flex-wrap gap-3 pt-2">
        <button
          type="button"
          onClick={onNewMessage}
          className="rounded-md border border-brand-800 px-5 py-2.5 font-semibold text-brand-800 hover:bg-brand-50"
        >
          {text("received.another")}
        </button>
        {onClose && (
          <button
            type="button"
            onClick={onClose}
            className="rounded-md bg-brand-800 px-5 py-2.5 font-semibold text-white hover:bg-brand-900"
          >
            {closeLabel}
          </button>
        )}
      </div>
    </section>
  );
}
