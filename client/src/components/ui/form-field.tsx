import type * as React from 'react';
import { Slot } from 'radix-ui';

import { cn } from '../../lib/cn';
import { Label } from './label';

/**
 * The id and aria wiring FormField puts on its control. Use it directly when the focusable element
 * is not FormField's direct child, e.g. a SelectTrigger inside a Select.
 */
export function formFieldControlProps(htmlFor: string, error?: string, description?: string) {
  const describedBy = [description && `${htmlFor}-description`, error && `${htmlFor}-error`]
    .filter(Boolean)
    .join(' ');
  return {
    id: htmlFor,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
  };
}

type FormFieldProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  label: React.ReactNode;
  /** Id given to the control; the label points at it. */
  htmlFor: string;
  /** Already translated message, usually from react-hook-form's `errors.x?.message`. */
  error?: string;
  description?: string;
  /** One element (Input, Textarea, …) that receives id, aria-invalid and aria-describedby. */
  children: React.ReactElement;
};

export function FormField({
  label,
  htmlFor,
  error,
  description,
  children,
  className,
  ...props
}: FormFieldProps) {
  return (
    <div className={cn('grid gap-2', className)} {...props}>
      <Label htmlFor={htmlFor} className={cn(error && 'text-destructive')}>
        {label}
      </Label>
      <Slot.Root {...formFieldControlProps(htmlFor, error, description)}>{children}</Slot.Root>
      {description && (
        <p id={`${htmlFor}-description`} className="text-sm text-muted-foreground">
          {description}
        </p>
      )}
      {error && (
        <p id={`${htmlFor}-error`} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
