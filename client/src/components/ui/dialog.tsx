import type * as React from 'react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { X } from 'lucide-react';

import { cn } from '../../lib/cn';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;
export const DialogPortal = DialogPrimitive.Portal;

/** Shared by dialog and alert-dialog so both dim the page the same way. */
export const overlayClassName =
  'fixed inset-0 z-50 bg-black/50 data-[state=open]:animate-fade-in data-[state=closed]:animate-fade-out';

/*
 * Centred with inset-0 + margin:auto rather than translate(-50%), so there is nothing to mirror in
 * rtl. On phones it spans the width minus 1rem each side and scrolls when taller than the screen.
 */
export const modalContentClassName = cn(
  'fixed inset-0 z-50 m-auto h-fit max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg overflow-y-auto',
  'grid gap-4 rounded-lg border bg-background p-4 text-start shadow-lg sm:p-6',
  'outline-none data-[state=open]:animate-pop-in data-[state=closed]:animate-pop-out',
);

export function DialogOverlay({
  className,
  ...props
}: React.ComponentProps<typeof DialogPrimitive.Overlay>) {
  return <DialogPrimitive.Overlay className={cn(overlayClassName, className)} {...props} />;
}

type DialogContentProps = React.ComponentProps<typeof DialogPrimitive.Content> & {
  /** Screen-reader label of the corner close button; pass the translated word. */
  closeLabel?: string;
  showCloseButton?: boolean;
};

export function DialogContent({
  className,
  children,
  closeLabel = 'Close',
  showCloseButton = true,
  ...props
}: DialogContentProps) {
  return (
    <DialogPortal>
      <DialogOverlay />
      <DialogPrimitive.Content className={cn(modalContentClassName, className)} {...props}>
        {children}
        {showCloseButton && (
          <DialogPrimitive.Close
            className={cn(
              'absolute end-2 top-2 inline-flex size-10 items-center justify-center rounded-md text-muted-foreground',
              'transition-colors hover:bg-accent hover:text-accent-foreground md:end-3 md:top-3 md:size-8',
              'outline-none focus-visible:ring-2 focus-visible:ring-ring',
            )}
          >
            <X className="size-4" aria-hidden />
            <span className="sr-only">{closeLabel}</span>
          </DialogPrimitive.Close>
        )}
      </DialogPrimitive.Content>
    </DialogPortal>
  );
}

export function DialogHeader({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      className={cn('flex flex-col gap-1.5 pe-8 text-center sm:text-start', className)}
      {...props}
    />
  );
}

export function DialogFooter({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)}
      {...props}
    />
  );
}

export function DialogTitle({
  className,
  ...props
}: React.ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title
      className={cn('text-lg leading-snug font-semibold', className)}
      {...props}
    />
  );
}

export function DialogDescription({
  className,
  ...props
}: React.ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description
      className={cn('text-sm text-muted-foreground', className)}
      {...props}
    />
  );
}
