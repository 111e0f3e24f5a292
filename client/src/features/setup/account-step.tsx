/** Step 1: create the seller's account, then sign in with it at once (DESIGN.md). */
import { zodResolver } from '@hookform/resolvers/zod';
import { CircleCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  setupAccountInputSchema,
  type SetupAccountInput,
} from '../../../../common/schemas/auth.ts';
import type { PublicUser } from '../../../../common/types.ts';
import { Button } from '../../components/ui/button.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { useLogin, useRegister } from '../auth/api.ts';
import { translateMessage } from '../../lib/validation.ts';
import { serverMessageOf, setServerFieldErrors } from '../../lib/form-errors.ts';
import { isolate } from '../../lib/format.ts';
import { NextIcon, StepActions, StepHeading, stepButtonClassName } from './step-parts.tsx';

const FIELDS = ['fullName', 'username', 'email', 'password'] as const;

interface AccountStepProps {
  /** Set once the account exists and is signed in: the step then only shows who it is. */
  user: PublicUser | null;
  onDone: () => void;
}

export function AccountStep({ user, onDone }: AccountStepProps) {
  const { t } = useTranslation();
  if (user) {
    return (
      <div>
        <StepHeading title={t('setup.account.readyTitle')} />
        <p className="flex items-center gap-2 text-sm">
          <CircleCheck className="size-5 shrink-0 text-primary" aria-hidden />
          {t('setup.account.signedInAs', {
            name: isolate(user.fullName),
            username: isolate(user.username),
          })}
        </p>
        <StepActions className="sm:justify-end">
          <Button type="button" className={stepButtonClassName} onClick={onDone}>
            {t('setup.next')}
            <NextIcon />
          </Button>
        </StepActions>
      </div>
    );
  }
  return <AccountForm onDone={onDone} />;
}

function AccountForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const register = useRegister();
  const login = useLogin();
  // After a register that worked but a sign-in that did not, Next only retries the sign-in.
  const [registeredUsername, setRegisteredUsername] = useState<string | null>(null);
  const form = useForm<SetupAccountInput>({
    resolver: zodResolver(setupAccountInputSchema),
    defaultValues: { fullName: '', username: '', email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  async function submit(values: SetupAccountInput) {
    if (registeredUsername !== values.username) {
      try {
        await register.mutateAsync(values);
        setRegisteredUsername(values.username);
      } catch (error) {
        setServerFieldErrors(error, FIELDS, form.setError);
        toast({
          variant: 'destructive',
          title: t('toast.registerFailedTitle'),
          description: serverMessageOf(t, error, t('toast.registerFailedFallback')),
        });
        return;
      }
    }
    try {
      await login.mutateAsync({ username: values.username, password: values.password });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: t('toast.loginFailedTitle'),
        description: serverMessageOf(t, error, t('toast.loginFailedFallback')),
      });
      return;
    }
    toast({ title: t('toast.accountCreated') });
    onDone();
  }

  const errorOf = (field: (typeof FIELDS)[number]) => translateMessage(t, errors[field]?.message);

  return (
    <form noValidate onSubmit={form.handleSubmit(submit)}>
      <StepHeading title={t('setup.account.title')} description={t('setup.account.description')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label={t('setup.account.fullName')}
          htmlFor="setup-full-name"
          error={errorOf('fullName')}
          className="sm:col-span-2"
        >
          <Input
            className="h-11 md:h-10"
            autoComplete="name"
            dir="auto"
            {...form.register('fullName')}
          />
        </FormField>
        <FormField
          label={t('setup.account.username')}
          htmlFor="setup-username"
          error={errorOf('username')}
        >
          <Input
            className="h-11 md:h-10"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            dir="auto"
            {...form.register('username')}
          />
        </FormField>
        <FormField label={t('setup.account.email')} htmlFor="setup-email" error={errorOf('email')}>
          <Input
            className="h-11 md:h-10"
            type="email"
            inputMode="email"
            autoComplete="email"
            dir="auto"
            {...form.register('email')}
          />
        </FormField>
        <FormField
          label={t('setup.account.password')}
          htmlFor="setup-password"
          error={errorOf('password')}
          description={t('setup.account.passwordHint')}
          className="sm:col-span-2"
        >
          <Input
            className="h-11 md:h-10"
            type="password"
            autoComplete="new-password"
            {...form.register('password')}
          />
        </FormField>
      </div>
      <StepActions className="sm:justify-end">
        <Button type="submit" className={stepButtonClassName} disabled={isSubmitting}>
          {t('setup.next')}
          <NextIcon pending={isSubmitting} />
        </Button>
      </StepActions>
    </form>
  );
}
