import { Direction } from 'radix-ui';

import { UI } from '../../../../common/constants.ts';
import {
  Toast,
  ToastClose,
  ToastDescription,
  ToastProvider,
  ToastTitle,
  ToastViewport,
} from './toast';
import { useToast } from './use-toast';

type ToasterProps = {
  /** Defaults to the surrounding Direction.Provider (ltr when there is none). */
  dir?: 'ltr' | 'rtl';
  /** Screen-reader label of each toast's close button. */
  closeLabel?: string;
  /** Screen-reader name of the notification region; `{hotkey}` becomes F8. */
  viewportLabel?: string;
};

/** Mount once, inside Direction.Provider, to render what `toast()` shows. */
export function Toaster({ dir, closeLabel, viewportLabel }: ToasterProps) {
  const { toasts, dismiss } = useToast();
  const direction = Direction.useDirection(dir);

  return (
    <ToastProvider
      duration={UI.toastDurationMs}
      swipeThreshold={UI.toastSwipeThresholdPx}
      // Swipe towards the inline end, where the toast would leave the screen.
      swipeDirection={direction === 'rtl' ? 'left' : 'right'}
      label={viewportLabel}
    >
      {toasts.map(({ id, title, description, variant, open }) => (
        <Toast
          key={id}
          variant={variant}
          open={open}
          onOpenChange={(isOpen) => {
            if (!isOpen) dismiss(id);
          }}
        >
          <div className="grid gap-1">
            <ToastTitle>{title}</ToastTitle>
            {description && <ToastDescription>{description}</ToastDescription>}
          </div>
          <ToastClose label={closeLabel} />
        </Toast>
      ))}
      <ToastViewport dir={direction} />
    </ToastProvider>
  );
}
