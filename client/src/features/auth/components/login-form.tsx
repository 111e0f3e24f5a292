import { zodResolver } from '@hookform/resolvers/zod';
import { LogIn } from 'lucide-react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { loginInputSchema, type LoginInput } from '../../../../../common/schemas/auth.ts';
import { Field, TextField } from '../../../components/form/fields.tsx';
import { FormAlert, SubmitButton } from '../../../components/form/form-actions.tsx';
import { useSubmitAction } from '../../../components/form/use-form-submit.ts';
import { toast } from '../../../components/ui/use-toast.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { serverMessageOf } from '../../../lib/form-errors.ts';
import { paths } from '../../../../../common/routes.ts';
import { useLogin } from '../api.ts';
import { PasswordInput } from './password-input.tsx';

type LoginFormProps = {
  /** Prefilled after a registration, so the new user only types the password. */
  defaultUsername?: string;
};

export function LoginForm({ defaultUsername = '' }: LoginFormProps) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const form = useForm({
    resolver: zodResolver(loginInputSchema),
    defaultValues: { username: defaultUsername, password: '' },
  });

  // Runs 100 ms after the answer, possibly once the redirect guard has already left this page.
  const login = useLogin({
    onSuccess: (user) => {
      toast({
        title: t('toast.loginSuccessTitle'),
        description: t('toast.loginSuccessDescription'),
      });
      // An operator's own area is /admin (issue 13); everyone else lands on SPEC §2's pages.
      const landing =
        user.userType === 'admin'
          ? paths.admin.overview
          : user.setupCompleted
            ? paths.dashboard
            : paths.setupWizard;
      navigate(landing, { replace: true });
    },
  });

  const { setFocus } = form;
  useEffect(() => {
    if (defaultUsername) setFocus('password');
  }, [defaultUsername, setFocus]);

  // No field to blame: a refusal is about the pair, said in the toast and under the form.
  const signIn = useSubmitAction({
    action: (values: LoginInput) => login.mutateAsync(values),
    errorTitle: t('toast.loginFailedTitle'),
    fallback: t('toast.loginFailedFallback'),
  });

  // A rate limit is not a wrong password: say what the server said instead.
  const inlineError =
    login.error instanceof ApiError && login.error.status === 429
      ? serverMessageOf(t, login.error, t('auth.loginError'))
      : t('auth.loginError');

  return (
    <form
      onSubmit={form.handleSubmit(signIn)}
      noValidate
      className="grid gap-4"
      aria-labelledby="login-heading"
    >
      <TextField
        form={form}
        name="username"
        kind="username"
        label={t('auth.login.username')}
        enterKeyHint="next"
      />
      <Field form={form} name="password" label={t('auth.login.password')}>
        <PasswordInput autoComplete="current-password" enterKeyHint="go" />
      </Field>
      {/* Under the field it is about, where a stuck user looks (issue 15). */}
      <Link
        href={paths.forgotPassword}
        className="-mt-2 inline-flex min-h-11 items-center justify-self-end rounded-sm px-1 text-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring md:min-h-0"
      >
        {t('passwordReset.forgotLink')}
      </Link>
      {login.isError && <FormAlert>{inlineError}</FormAlert>}
      <SubmitButton
        pending={login.isPending}
        spinnerLabel={t('auth.login.pending')}
        icon={<LogIn className="size-4 rtl:-scale-x-100" aria-hidden />}
        size="lg"
        className="w-full"
      >
        {t('auth.login.submit')}
      </SubmitButton>
    </form>
  );
}
