import type * as React from 'react';
import { Toast as ToastPrimitive } from 'radix-ui';
import { cva, type VariantProps } from 'class-variance-authority';
import { X } from 'lucide-react';

import { cn } from '../../lib/cn';

export const ToastProvider = ToastPrimitive.Provider;

/*
 * Phones: across the top, under the safe area, clear of the bottom navigation bar.
 * From md (the app's 768px mobile breakpoint) up: a column in the bottom inline-end corner.
 */
export function ToastViewport({
  className,
  ...props
}: React.ComponentProps<typeof ToastPrimitive.Viewport>) {
  return (
    <ToastPrimitive.Viewport
      className={cn(
        // On phones, toasts drop in just below the 4rem header so they never cover its menu,
        // language and account buttons; on wider screens they sit in the bottom corner.
        'pointer-events-none fixed inset-x-0 top-16 z-[100] m-0 flex max-h-dvh w-full list-none flex-col gap-2 p-4 pt-2 outline-none',
        'md:start-auto md:end-0 md:top-auto md:bottom-0 md:max-w-[420px] md:pt-4',
        className,
      )}
      {...props}
    />
  );
}

export const toastVariants = cva(
  [
    'group pointer-events-auto relative flex w-full items-start gap-3 overflow-hidden rounded-lg border p-4 pe-12 shadow-lg',
    'data-[state=open]:animate-toast-in-top md:data-[state=open]:animate-toast-in-bottom',
    'data-[state=closed]:animate-fade-out',
    'data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=move]:transition-none',
    'data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform',
    'data-[swipe=end]:animate-toast-swipe-out',
  ],
  {
    variants: {
      variant: {
        default: 'border-border bg-popover text-popover-foreground',
        destructive: 'destructive border-destructive bg-destructive text-destructive-foreground',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

export function Toast({
  className,
  variant,
  ...props
}: React.ComponentProps<typeof ToastPrimitive.Root> & VariantProps<typeof toastVariants>) {
  return <ToastPrimitive.Root className={cn(toastVariants({ variant }), className)} {...props} />;
}

export function ToastTitle({
  className,
  ...props
}: React.ComponentProps<typeof ToastPrimitive.Title>) {
  return (
    <ToastPrimitive.Title
      className={cn('text-sm leading-snug font-semibold', className)}
      {...props}
    />
  );
}

export function ToastDescription({
  className,
  ...props
}: React.ComponentProps<typeof ToastPrimitive.Description>) {
  return <ToastPrimitive.Description className={cn('text-sm opacity-90', className)} {...props} />;
}

type ToastCloseProps = React.ComponentProps<typeof ToastPrimitive.Close> & {
  /** Screen-reader label; pass the translated word. */
  label?: string;
};

export function ToastClose({ className, label = 'Close', ...props }: ToastCloseProps) {
  return (
    <ToastPrimitive.Close
      className={cn(
        'absolute end-1 top-1 inline-flex size-10 items-center justify-center rounded-md opacity-70 transition-opacity hover:opacity-100',
        'outline-none focus-visible:opacity-100 focus-visible:ring-2 focus-visible:ring-ring',
        'group-[.destructive]:focus-visible:ring-destructive-foreground',
        className,
      )}
      {...props}
    >
      <X className="size-4" aria-hidden />
      <span className="sr-only">{label}</span>
    </ToastPrimitive.Close>
  );
}
