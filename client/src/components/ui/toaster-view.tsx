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
import type { ToasterProps } from './toaster.tsx';
import { useToast } from './use-toast';

/** The toasts with Radix's toast: loaded by toaster.tsx with the first toast. */
export default function ToasterView({ dir, closeLabel, viewportLabel }: ToasterProps) {
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
