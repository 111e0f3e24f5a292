import type * as React from 'react';

import { cn } from '../../lib/cn';

export function Card({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      className={cn('rounded-lg border bg-card text-card-foreground shadow-sm', className)}
      {...props}
    />
  );
}

export function CardHeader({ className, ...props }: React.ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-1.5 p-4 sm:p-6', className)} {...props} />;
}

type CardTitleProps = React.ComponentProps<'div'> & {
  /** Render as a heading where the card title is one in the page outline. */
  as?: 'div' | 'h1' | 'h2' | 'h3' | 'h4';
};

/* No letter-spacing utilities here or in titles: tracking breaks the joining of Arabic letters. */
export function CardTitle({ as: Component = 'div', className, ...props }: CardTitleProps) {
  return <Component className={cn('text-lg leading-snug font-semibold', className)} {...props} />;
}

export function CardDescription({ className, ...props }: React.ComponentProps<'div'>) {
  return <div className={cn('text-sm text-muted-foreground', className)} {...props} />;
}

export function CardContent({ className, ...props }: React.ComponentProps<'div'>) {
  return <div className={cn('p-4 pt-0 sm:p-6 sm:pt-0', className)} {...props} />;
}

export function CardFooter({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div className={cn('flex items-center gap-2 p-4 pt-0 sm:p-6 sm:pt-0', className)} {...props} />
  );
}
