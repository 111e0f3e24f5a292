/**
 * The ends of a form that every form drew by hand: its submit button (a spinner in place of the
 * icon while sending, the button off meanwhile), a dialog's Cancel + submit row, and the red
 * `role=alert` line a form shows a failure in.
 */
import { Loader2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';
import { Button, type ButtonProps } from '../ui/button.tsx';
import { Spinner } from '../ui/spinner.tsx';

type SubmitButtonProps = Omit<ButtonProps, 'type' | 'asChild'> & {
  /** True while the form sends: the button is off and spins. */
  pending: boolean;
  /** The text while sending ('Saving…'). */
  pendingLabel?: string;
  /** Without a pendingLabel the label stays, and this is said instead ('Loading…' by default). */
  spinnerLabel?: string;
  /** Shown before the label when not sending. */
  icon?: ReactNode;
};

export function SubmitButton({
  pending,
  pendingLabel,
  spinnerLabel,
  icon,
  disabled,
  children,
  ...props
}: SubmitButtonProps) {
  const { t } = useTranslation();
  const spinner = pendingLabel ? (
    <Loader2 className="animate-spin" aria-hidden />
  ) : (
    <Spinner label={spinnerLabel ?? t('common.loading')} iconClassName="size-4" />
  );
  return (
    <Button type="submit" disabled={pending || disabled} {...props}>
      {pending ? spinner : icon}
      {pending && pendingLabel ? pendingLabel : children}
    </Button>
  );
}

/** A failure the form shows in place, above or below its fields. */
export function FormAlert({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <p
      role="alert"
      className={cn(
        'rounded-md border border-destructive/40 bg-destructive-soft px-3 py-2 text-sm text-destructive',
        className,
      )}
    >
      {children}
    </p>
  );
}
