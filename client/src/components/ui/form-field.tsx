/** A labelled form control with its hint and its error message, wired for screen readers. */
import type * as React from 'react';
import { Slot } from 'radix-ui';

import { cn } from '../../lib/cn';
import { Label } from './label';

/** The id and aria wiring FormField puts on its control. */
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

export type FormFieldControlProps = ReturnType<typeof formFieldControlProps>;

type FormFieldProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  label: React.ReactNode;
  /** Id given to the control; the label points at it. */
  htmlFor: string;
  /** Already translated message, usually from react-hook-form's `errors.x?.message`. */
  error?: string;
  description?: string;
  /**
   * One element (Input, Textarea, …) that receives id, aria-invalid and aria-describedby; or, when
   * the focusable element sits deeper (a Select's trigger inside a Controller), a function that
   * is given those props to put on it.
   */
  children: React.ReactElement | ((control: FormFieldControlProps) => React.ReactNode);
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
  const control = formFieldControlProps(htmlFor, error, description);
  return (
    <div className={cn('grid gap-2', className)} {...props}>
      <Label htmlFor={htmlFor} className={cn(error && 'text-destructive')}>
        {label}
      </Label>
      {typeof children === 'function' ? (
        children(control)
      ) : (
        <Slot.Root {...control}>{children}</Slot.Root>
      )}
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
