/**
 * Where focus goes when an operator's dialog closes. The decision dialogs open from buttons that
 * are not Radix triggers (several decisions share one dialog), so Radix has nothing to give focus
 * back to and drops it on <body>: a keyboard or screen-reader user is thrown to the top of the
 * page after each Cancel, Escape or decision. This hook remembers the control that had focus when
 * the dialog opened and returns focus to it, or, when the decision has taken that button away
 * (a verified transporter has no Verify button), to the page's heading.
 */
import { useLayoutEffect, useRef } from 'react';

/** The page's own heading, made focusable from script only. */
function pageHeading(): HTMLElement | null {
  const heading = document.querySelector<HTMLElement>('main h1') ?? document.querySelector('h1');
  if (heading && !heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  return heading;
}

/** For DialogContent's onCloseAutoFocus: `open` is the dialog's state. */
export function useFocusBack(open: boolean): (event: Event) => void {
  const opener = useRef<HTMLElement | null>(null);
  // A layout effect runs before Radix's focus scope takes focus into the dialog.
  useLayoutEffect(() => {
    if (!open) return;
    const active = document.activeElement;
    opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
  }, [open]);
  return (event) => {
    event.preventDefault();
    const target = opener.current?.isConnected ? opener.current : pageHeading();
    target?.focus();
    if (target && target === opener.current) headingWhenRemoved(target);
  };
}

/** How long a refetch may take to remove the opener (a report card once it is dealt with). */
const WATCH_MS = 5_000;

/**
 * The refetch after a decision may remove the button a moment later (the dealt-with report leaves
 * the queue): focus would fall to <body>, so it goes to the page's heading then.
 */
function headingWhenRemoved(target: HTMLElement) {
  const observer = new MutationObserver(() => {
    if (target.isConnected) return;
    observer.disconnect();
    const active = document.activeElement;
    if (!active || active === document.body) pageHeading()?.focus();
  });
  observer.observe(document.body, { childList: true, subtree: true });
  setTimeout(() => observer.disconnect(), WATCH_MS);
}
