import { useCallback, useEffect, useState, type FocusEvent, type RefObject } from "react";

// A menu panel that is a native popover opens from its button (popovertarget) in the HTML alone:
// before the scripts have run, or when they never do. The browser owns its state (the button, Esc,
// a tap outside); React only follows it through the popover's toggle event, so a menu opened
// before hydration stays open and the component knows it. Where the browser has no popover API,
// the button's click sets data-open instead (global.css hides the panel without it) and says so
// with the same event. The header's panels are part of the bar from lg up: one open when the
// screen widens to lg is closed, as it would otherwise stay in the top layer over the page.

/** Tailwind's lg breakpoint. */
const lgUp = "(min-width: 64rem)";

/** Open by the popover API or by data-open; :is() skips the pseudo-class where it is unknown. */
const isOpen = (panel: HTMLElement) => panel.matches(":is(:popover-open,[data-open])");

function toggleWithoutApi(panel: HTMLElement, force?: boolean) {
  panel.toggleAttribute("data-open", force);
  panel.dispatchEvent(new Event("toggle"));
}

export interface Popover {
  /** Whether the panel is open; undefined until the scripts have read it (so the server HTML claims nothing). */
  open: boolean | undefined;
  close: () => void;
  /** The button's onClick: the popover API needs none. */
  onButtonClick: () => void;
  /**
   * The onBlur of the element that holds the button and the panel: focus moved on past them (Tab
   * from the last link) closes the panel, which would otherwise cover what has the focus now. A
   * tap on the panel's empty space moves focus to nothing; that keeps it open.
   */
  onHostBlur: (event: FocusEvent<HTMLElement>) => void;
}

export function usePopover(panel: RefObject<HTMLElement>): Popover {
  const [open, setOpen] = useState<boolean>();
  useEffect(() => {
    const element = panel.current!;
    const follow = () => setOpen(isOpen(element));
    follow();
    element.addEventListener("toggle", follow);
    return () => element.removeEventListener("toggle", follow);
  }, [panel]);
  const close = useCallback(() => {
    const element = panel.current!;
    if (!isOpen(element)) return;
    if (element.hidePopover) element.hidePopover();
    else toggleWithoutApi(element, false);
  }, [panel]);
  useEffect(() => {
    const wide = matchMedia(lgUp);
    const onChange = () => wide.matches && close();
    wide.addEventListener("change", onChange);
    return () => wide.removeEventListener("change", onChange);
  }, [close]);
  const onButtonClick = () => {
    if (!panel.current!.hidePopover) toggleWithoutApi(panel.current!);
  };
  const onHostBlur = (event: FocusEvent<HTMLElement>) => {
    const to = event.relatedTarget as Node | null;
    if (to && !event.currentTarget.contains(to)) close();
  };
  return { open, close, onButtonClick, onHostBlur };
}
