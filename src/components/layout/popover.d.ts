import "react";

// The native popover API, which @types/react 18 does not declare. React 18 passes unknown
// lowercase attributes through to the DOM as they are (a camelCase popoverTarget would reach the
// server HTML but draw a warning in the browser), so they are declared in lowercase.
// The type parameters must match @types/react's for the interfaces to merge, used or not.
/* eslint-disable @typescript-eslint/no-unused-vars */
declare module "react" {
  interface HTMLAttributes<T> {
    popover?: "" | "auto" | "manual";
  }
  interface ButtonHTMLAttributes<T> {
    popovertarget?: string;
  }
}
