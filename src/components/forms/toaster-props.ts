import type { ToasterProps } from "sonner";

// Notices: bottom-right, stacked and expanding on hover (sonner's default), dismissible
// with a close button, closing after 4000 ms. Sonner's region is aria-live="polite".
export const toasterProps = {
  position: "bottom-right",
  duration: 4000,
  closeButton: true,
  richColors: true,
  expand: false,
} satisfies ToasterProps;
