/** Pieces every wizard step shares: its heading, its button row and the button icons. */
import { ArrowLeft, ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { cn } from '../../lib/cn.ts';

export function StepHeading({ title, description }: { title: string; description?: string }) {
  return (
    <div className="mb-5 flex flex-col gap-1">
      <h2 className="text-lg font-semibold">{title}</h2>
      {description && <p className="text-sm text-muted-foreground">{description}</p>}
    </div>
  );
}

/** Previous at the inline start, forward actions at the end; stacked, forward first, on phones. */
export function StepActions({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div
      className={cn(
        'mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between',
        className,
      )}
    >
      {children}
    </div>
  );
}

/**
 * What a step's save fails with when the wizard has lost its user (signed out in another tab):
 * nothing is sent, and the step's toast says 'account.notFound' as its fallback.
 */
export const NO_USER = new Error('The setup wizard has no signed-in user.');

/** 44px tall everywhere: the wizard is mostly filled in on phones. */
export const stepButtonClassName = 'h-11 w-full sm:w-auto';

export function PreviousIcon() {
  return <ArrowLeft className="size-4 rtl:-scale-x-100" aria-hidden />;
}

/** The arrow of a forward button, or a spinner while its call runs. */
export function NextIcon({ pending }: { pending?: boolean }) {
  const { t } = useTranslation();
  return pending ? (
    <Spinner label={t('common.loading')} iconClassName="size-4" />
  ) : (
    <ArrowRight className="size-4 rtl:-scale-x-100" aria-hidden />
  );
}

/** A step's submit button: Next, with its arrow, or a spinner while the step saves. */
export function NextButton({ pending, disabled }: { pending: boolean; disabled?: boolean }) {
  const { t } = useTranslation();
  return (
    <Button type="submit" className={stepButtonClassName} disabled={pending || disabled}>
      {t('setup.next')}
      <NextIcon pending={pending} />
    </Button>
  );
}

/** A spinner in a button while its call runs, nothing otherwise. */
export function PendingSpinner({ pending }: { pending: boolean }) {
  const { t } = useTranslation();
  return pending ? <Spinner label={t('common.loading')} iconClassName="size-4" /> : null;
}
