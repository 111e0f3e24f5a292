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
import type { PublicUser } from '../../../../common/contracts/users.ts';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/form/fields.tsx';
import { useFormSubmit } from '../../components/form/use-form-submit.ts';
import { useLogin, useRegister } from '../auth/index.ts';
import { isolate } from '../../lib/format.ts';
import {
  NextButton,
  NextIcon,
  StepActions,
  StepHeading,
  stepButtonClassName,
} from './step-parts.tsx';

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

  const createAccount = useFormSubmit(form, {
    action: (values: SetupAccountInput) => register.mutateAsync(values),
    fields: FIELDS,
    errorTitle: t('toast.registerFailedTitle'),
    fallback: t('toast.registerFailedFallback'),
    onSuccess: (_user, values) => setRegisteredUsername(values.username),
  });
  const signIn = useFormSubmit(form, {
    action: ({ username, password }: SetupAccountInput) =>
      login.mutateAsync({ username, password }),
    errorTitle: t('toast.loginFailedTitle'),
    fallback: t('toast.loginFailedFallback'),
    successToast: { title: t('toast.accountCreated') },
    onSuccess: onDone,
  });

  async function submit(values: SetupAccountInput) {
    if (registeredUsername !== values.username && !(await createAccount(values))) return;
    await signIn(values);
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(submit)}>
      <StepHeading title={t('setup.account.title')} description={t('setup.account.description')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          form={form}
          name="fullName"
          kind="name"
          label={t('setup.account.fullName')}
          className="sm:col-span-2"
        />
        <TextField
          form={form}
          name="username"
          kind="username"
          label={t('setup.account.username')}
        />
        <TextField form={form} name="email" kind="email" label={t('setup.account.email')} />
        <TextField
          form={form}
          name="password"
          kind="new-password"
          label={t('setup.account.password')}
          description={t('setup.account.passwordHint')}
          className="sm:col-span-2"
        />
      </div>
      <StepActions className="sm:justify-end">
        <NextButton pending={form.formState.isSubmitting} />
      </StepActions>
    </form>
  );
}
