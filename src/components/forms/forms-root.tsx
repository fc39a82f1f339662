import React from "react";
import { Toaster } from "sonner";
import { QuoteDialog } from "./quote-dialog";
import { toasterProps } from "./toaster-props";

// Mounted once in the layout: the quote dialog and the page's notices.
export function FormsRoot() {
  return (
    <>
      <QuoteDialog />
      <Toaster {...toasterProps} />
    </>
  );
}
