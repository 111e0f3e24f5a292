import type * as React from 'react';

import { cn } from '../../lib/cn';

/** Shared look of text-like controls; 16px text below md stops iOS from zooming on focus. */
export const fieldClassName = [
  'w-full min-w-0 rounded-md border border-input bg-background px-3 py-2 text-base shadow-sm md:text-sm',
  'placeholder:text-muted-foreground transition-colors outline-none',
  'focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
  'disabled:cursor-not-allowed disabled:opacity-50',
  'aria-invalid:border-destructive aria-invalid:focus-visible:ring-destructive',
];

export function Input({ className, type = 'text', ...props }: React.ComponentProps<'input'>) {
  return (
    <input
      type={type}
      className={cn(
        fieldClassName,
        'h-10',
        'file:me-3 file:border-0 file:bg-transparent file:text-sm file:font-medium file:text-foreground',
        className,
      )}
      {...props}
    />
  );
}
