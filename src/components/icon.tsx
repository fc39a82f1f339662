import React from "react";
import type { IconName } from "../lib/icon-names";

// Minimal stroke icons (24 x 24), one path each; created by the layout work so the header menu
// can show service icons. The content work may replace the drawings; keep the API.
const paths: Record<IconName, string> = {
  customs: "M4 4h16v16H4zM8 9h8M8 13h8M8 17h5",
  project: "M3 21h18M6 21V9l6-5 6 5v12M10 21v-6h4v6",
  ship: "M3 17l2 3h14l2-3H3zM6 17V9h12v8M12 9V4M9 5h6",
  plane: "M2 14l20-8-6 14-4-6-10 0zM12 14l4-8",
  warehouse: "M3 21V9l9-5 9 5v12M7 21v-8h10v8M7 17h10",
  truck: "M2 6h12v10H2zM14 10h4l4 4v2h-8M6 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM18 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4z",
  globe: "M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM3 12h18M12 3c3 3.5 3 14.5 0 18M12 3c-3 3.5-3 14.5 0 18",
  users: "M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM2 21c0-4 3-6 7-6s7 2 7 6M16 3a4 4 0 0 1 0 8M18 15c2.5.5 4 2.5 4 6",
  clock: "M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7v5l3 3",
  shield: "M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6zM9 12l2 2 4-4",
  package: "M3 7l9-4 9 4v10l-9 4-9-4zM3 7l9 4 9-4M12 11v10",
  coins: "M9 8a6 3 0 1 0 0 .1zM3 8v8c0 1.7 2.7 3 6 3M21 12c0 1.7-2.7 3-6 3s-6-1.3-6-3M15 9c3.3 0 6 1.3 6 3v5c0 1.7-2.7 3-6 3s-6-1.3-6-3",
  thermometer: "M14 14.8V4a2 2 0 0 0-4 0v10.8a4 4 0 1 0 4 0zM12 9v8",
  star: "M12 3l2.8 5.8 6.2.9-4.5 4.4 1 6.2L12 17.4l-5.5 2.9 1-6.2L3 9.7l6.2-.9z",
  chart: "M3 3v18h18M7 15l4-4 3 3 5-6",
  network: "M12 3v6M12 15v6M5 12h14M12 9a3 3 0 1 0 0 6 3 3 0 0 0 0-6zM5 9v6M19 9v6",
  clipboard: "M9 4h6v3H9zM7 5H5v16h14V5h-2M9 12h6M9 16h4",
  crane: "M4 21V4h2l14 4M6 4v4h14M17 8v5M15 13h4v3h-4zM2 21h8",
  document: "M6 3h8l4 4v14H6zM14 3v4h4M9 12h6M9 16h6",
  headset: "M4 14v-2a8 8 0 0 1 16 0v2M4 14h3v6H4zM17 14h3v6h-3zM20 20c0 1-1 2-4 2h-3",
};

/** A decorative icon; the text next to it carries the meaning. */
export function Icon({ name, className = "h-6 w-6" }: { name: IconName; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={className} aria-hidden="true" focusable="false">
      <path d={paths[name] ?? paths.package} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
