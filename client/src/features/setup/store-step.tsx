/** Step 2: the store's name, description, phone and address, saved on the user (SPEC §4, §5). */
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { storeInfoInputSchema, type StoreInfoInput } from '../../../../common/schemas/auth.ts';
import type { PublicUser } from '../../../../common/contracts/users.ts';
import { Button } from '../../components/ui/button.tsx';
import { useFormSubmit } from '../../components/form/use-form-submit.ts';
import { translateCode } from '../../lib/validation.ts';
import { useUpdateUser } from '../auth/index.ts';
import { StoreInfoFields } from '../profile/index.ts';
import {
  NO_USER,
  NextButton,
  PreviousIcon,
  StepActions,
  StepHeading,
  stepButtonClassName,
} from './step-parts.tsx';

const FIELDS = ['storeName', 'storeDescription', 'storePhone', 'storeAddress'] as const;

export function storeValuesOf(user: PublicUser | null): StoreInfoInput {
  return {
    storeName: user?.storeName ?? '',
    storeDescription: user?.storeDescription ?? '',
    storePhone: user?.storePhone ?? '',
    storeAddress: user?.storeAddress ?? '',
  };
}

interface StoreStepProps {
  user: PublicUser | null;
  /** What was typed before leaving with Previous, so coming back loses nothing. */
  draft?: StoreInfoInput;
  /** Absent when the account step was skipped: there is nothing to go back to. */
  onPrevious?: (draft: StoreInfoInput) => void;
  onDone: () => void;
}

export function StoreStep({ user, draft, onPrevious, onDone }: StoreStepProps) {
  const { t } = useTranslation();
  const updateUser = useUpdateUser();
  const form = useForm<StoreInfoInput>({
    resolver: zodResolver(storeInfoInputSchema),
    defaultValues: draft ?? storeValuesOf(user),
  });

  const submit = useFormSubmit(form, {
    // Without a user (signed out in another tab) nothing is sent, and the toast says why.
    action: (values: StoreInfoInput) =>
      user ? updateUser.mutateAsync({ id: user.id, ...values }) : Promise.reject(NO_USER),
    fields: FIELDS,
    errorTitle: t('toast.storeSaveFailed'),
    fallback: user ? undefined : translateCode(t, 'account.notFound'),
    successToast: { title: t('toast.storeSaved') },
    onSuccess: onDone,
  });

  return (
    <form noValidate onSubmit={form.handleSubmit(submit)}>
      <StepHeading title={t('setup.store.title')} description={t('setup.store.description')} />
      <StoreInfoFields form={form} />
      <StepActions className={onPrevious ? undefined : 'sm:justify-end'}>
        {onPrevious && (
          <Button
            type="button"
            variant="outline"
            className={stepButtonClassName}
            disabled={form.formState.isSubmitting}
            onClick={() => onPrevious(form.getValues())}
          >
            <PreviousIcon />
            {t('setup.previous')}
          </Button>
        )}
        <NextButton pending={form.formState.isSubmitting} />
      </StepActions>
    </form>
  );
}
