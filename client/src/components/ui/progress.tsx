import type * as React from 'react';
import { Progress as ProgressPrimitive } from 'radix-ui';

import { cn } from '../../lib/cn';

type ProgressProps = Omit<React.ComponentProps<typeof ProgressPrimitive.Root>, 'max'> & {
  /** Percentage, 0 to 100; out-of-range values are clamped. */
  value?: number | null;
};

/* The indicator grows in width from the inline start, so it fills right-to-left in rtl for free. */
export function Progress({ className, value, ...props }: ProgressProps) {
  const percent = value == null ? null : Math.min(100, Math.max(0, value));
  return (
    <ProgressPrimitive.Root
      value={percent}
      max={100}
      className={cn('relative h-2 w-full overflow-hidden rounded-full bg-primary/20', className)}
      {...props}
    >
      <ProgressPrimitive.Indicator
        className="h-full bg-primary transition-[width] duration-300 ease-out"
        style={{ width: `${percent ?? 0}%` }}
      />
    </ProgressPrimitive.Root>
  );
}
