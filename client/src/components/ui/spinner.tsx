import type * as React from 'react';
import { Loader2 } from 'lucide-react';

import { cn } from '../../lib/cn';

type SpinnerProps = React.ComponentProps<'span'> & {
  /** Announced to screen readers; pass the translated "Loading…". */
  label?: string;
  iconClassName?: string;
};

export function Spinner({ className, iconClassName, label = 'Loading…', ...props }: SpinnerProps) {
  return (
    <span
      role="status"
      className={cn('inline-flex items-center justify-center', className)}
      {...props}
    >
      <Loader2 className={cn('size-5 animate-spin', iconClassName)} aria-hidden />
      <span className="sr-only">{label}</span>
    </span>
  );
}
