import { lazy, Suspense, useState } from 'react';
import { useToast } from './use-toast';

export type ToasterProps = {
  /** Defaults to the surrounding Direction.Provider (ltr when there is none). */
  dir?: 'ltr' | 'rtl';
  /** Screen-reader label of each toast's close button. */
  closeLabel?: string;
  /** Screen-reader name of the notification region; `{hotkey}` becomes F8. */
  viewportLabel?: string;
};

// Radix's toast (swipe, focus, its live region) is not needed before there is a toast to show.
const ToasterView = lazy(() => import('./toaster-view.tsx'));

/** Mount once, inside Direction.Provider, to render what `toast()` shows. */
export function Toaster(props: ToasterProps) {
  const { toasts } = useToast();
  const [needed, setNeeded] = useState(false);
  // Once there, it stays: the next toasts and the closing animations need it mounted.
  if (toasts.length > 0 && !needed) setNeeded(true);
  if (!needed && toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ToasterView {...props} />
    </Suspense>
  );
}
