/** Step 3: add products now or later; either way the store's setup is done (SPEC §2). */
import { PackagePlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { PublicUser } from '../../../../common/contracts/users.ts';
import { Button } from '../../components/ui/button.tsx';
import { useSubmitAction } from '../../components/form/use-form-submit.ts';
import { paths } from '../../../../common/routes.ts';
import { translateCode } from '../../lib/validation.ts';
import { useUpdateUser } from '../auth/index.ts';
import {
  NO_USER,
  PendingSpinner,
  PreviousIcon,
  StepActions,
  StepHeading,
  stepButtonClassName,
} from './step-parts.tsx';

type Choice = 'skip' | 'add';

interface ProductsStepProps {
  user: PublicUser | null;
  onPrevious: () => void;
  /** Skip for now: the wizard moves on to its complete step. */
  onSkipped: () => void;
}

export function ProductsStep({ user, onPrevious, onSkipped }: ProductsStepProps) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const updateUser = useUpdateUser();
  const [pending, setPending] = useState<Choice | null>(null);

  const finishSetup = useSubmitAction({
    action: (_choice: Choice) =>
      user
        ? updateUser.mutateAsync({ id: user.id, setupCompleted: true })
        : Promise.reject(NO_USER),
    errorTitle: t('toast.setupFinishFailed'),
    fallback: user ? undefined : translateCode(t, 'account.notFound'),
    onSuccess: (_user, choice) => {
      if (choice === 'add') navigate(paths.products.create);
      else onSkipped();
    },
  });

  async function finish(choice: Choice) {
    setPending(choice);
    await finishSetup(choice);
    setPending(null);
  }

  return (
    <div>
      <StepHeading title={t('setup.products.title')} />
      <div className="flex flex-col items-start gap-4 rounded-lg border border-dashed p-4 sm:flex-row sm:p-6">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
          <PackagePlus className="size-6" aria-hidden />
        </span>
        <div className="flex flex-col gap-2 text-sm">
          <p>{t('setup.products.description')}</p>
          <p className="text-muted-foreground">{t('setup.products.later')}</p>
        </div>
      </div>
      <StepActions>
        <Button
          type="button"
          variant="outline"
          className={stepButtonClassName}
          disabled={pending !== null}
          onClick={onPrevious}
        >
          <PreviousIcon />
          {t('setup.previous')}
        </Button>
        <div className="flex flex-col-reverse gap-3 sm:flex-row">
          <Button
            type="button"
            variant="secondary"
            className={stepButtonClassName}
            disabled={pending !== null}
            onClick={() => void finish('skip')}
          >
            <PendingSpinner pending={pending === 'skip'} />
            {t('setup.products.skip')}
          </Button>
          <Button
            type="button"
            className={stepButtonClassName}
            disabled={pending !== null}
            onClick={() => void finish('add')}
          >
            <PendingSpinner pending={pending === 'add'} />
            {t('setup.products.add')}
          </Button>
        </div>
      </StepActions>
    </div>
  );
}
