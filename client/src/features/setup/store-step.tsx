/** Step 2: the store's name, description, phone and address, saved on the user (SPEC §4, §5). */
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '../../../../common/constants.ts';
import { MESSAGES } from '../../../../common/messages.ts';
import { storeInfoInputSchema, type StoreInfoInput } from '../../../../common/schemas/auth.ts';
import type { PublicUser } from '../../../../common/types.ts';
import { Button } from '../../components/ui/button.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { translateMessage } from '../../lib/validation.ts';
import { useUpdateUser } from '../auth/api.ts';
import { serverMessageOf, setServerFieldErrors } from '../../lib/form-errors.ts';
import {
  NextIcon,
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
  const { errors, isSubmitting } = form.formState;
  const description = useWatch({ control: form.control, name: 'storeDescription' }) ?? '';

  async function submit(values: StoreInfoInput) {
    if (!user) {
      toast({
        variant: 'destructive',
        title: t('toast.storeSaveFailed'),
        description: translateMessage(t, MESSAGES.userNotFound),
      });
      return;
    }
    try {
      await updateUser.mutateAsync({ id: user.id, ...values });
    } catch (error) {
      setServerFieldErrors(error, FIELDS, form.setError);
      toast({
        variant: 'destructive',
        title: t('toast.storeSaveFailed'),
        description: serverMessageOf(t, error, t('common.error')),
      });
      return;
    }
    toast({ title: t('toast.storeSaved') });
    onDone();
  }

  const errorOf = (field: (typeof FIELDS)[number]) => translateMessage(t, errors[field]?.message);

  return (
    <form noValidate onSubmit={form.handleSubmit(submit)}>
      <StepHeading title={t('setup.store.title')} description={t('setup.store.description')} />
      <div className="grid gap-4">
        <FormField
          label={t('setup.store.storeName')}
          htmlFor="setup-store-name"
          error={errorOf('storeName')}
        >
          <Input
            className="h-11 md:h-10"
            autoComplete="organization"
            placeholder={t('setup.store.storeNamePlaceholder')}
            dir="auto"
            {...form.register('storeName')}
          />
        </FormField>
        <FormField
          label={t('setup.store.storeDescription')}
          htmlFor="setup-store-description"
          error={errorOf('storeDescription')}
          description={t('setup.store.counter', {
            count: description.length,
            max: LIMITS.storeDescriptionMax,
          })}
        >
          <Textarea
            rows={4}
            placeholder={t('setup.store.storeDescriptionPlaceholder')}
            dir="auto"
            {...form.register('storeDescription')}
          />
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            label={t('setup.store.storePhone')}
            htmlFor="setup-store-phone"
            error={errorOf('storePhone')}
          >
            <Input
              className="h-11 rtl:text-end md:h-10"
              type="tel"
              inputMode="tel"
              dir="ltr"
              autoComplete="tel"
              placeholder={t('setup.store.storePhonePlaceholder')}
              {...form.register('storePhone')}
            />
          </FormField>
          <FormField
            label={t('setup.store.storeAddress')}
            htmlFor="setup-store-address"
            error={errorOf('storeAddress')}
          >
            <Input
              className="h-11 md:h-10"
              autoComplete="street-address"
              placeholder={t('setup.store.storeAddressPlaceholder')}
              dir="auto"
              {...form.register('storeAddress')}
            />
          </FormField>
        </div>
      </div>
      <StepActions className={onPrevious ? undefined : 'sm:justify-end'}>
        {onPrevious && (
          <Button
            type="button"
            variant="outline"
            className={stepButtonClassName}
            disabled={isSubmitting}
            onClick={() => onPrevious(form.getValues())}
          >
            <PreviousIcon />
            {t('setup.previous')}
          </Button>
        )}
        <Button type="submit" className={stepButtonClassName} disabled={isSubmitting}>
          {t('setup.next')}
          <NextIcon pending={isSubmitting} />
        </Button>
      </StepActions>
    </form>
  );
}
