import { zodResolver } from '@hookform/resolvers/zod';
import { LogIn } from 'lucide-react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { loginInputSchema } from '../../../../../common/schemas/auth.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import { translateMessage } from '../../../lib/validation.ts';
import { useLogin } from '../api.ts';
import { translatedServerMessage } from './auth-error.ts';
import { PasswordInput } from './password-input.tsx';

type LoginFormProps = {
  /** Prefilled after a registration, so the new user only types the password. */
  defaultUsername?: string;
};

export function LoginForm({ defaultUsername = '' }: LoginFormProps) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors },
  } = useForm({
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
      navigate(user.setupCompleted ? paths.dashboard : paths.setupWizard, { replace: true });
    },
  });

  useEffect(() => {
    if (defaultUsername) setFocus('password');
  }, [defaultUsername, setFocus]);

  const onSubmit = handleSubmit((values) => {
    login.mutate(values, {
      onError: (error) => {
        toast({
          variant: 'destructive',
          title: t('toast.loginFailedTitle'),
          description: translatedServerMessage(t, error) ?? t('toast.loginFailedFallback'),
        });
      },
    });
  });

  // A rate limit is not a wrong password: say what the server said instead.
  const inlineError =
    login.error instanceof ApiError && login.error.status === 429
      ? translatedServerMessage(t, login.error)
      : t('auth.loginError');

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-labelledby="login-heading">
      <FormField
        label={t('auth.login.username')}
        htmlFor="login-username"
        error={translateMessage(t, errors.username?.message)}
      >
        <Input
          {...register('username')}
          className="h-11 md:h-10"
          autoComplete="username"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          enterKeyHint="next"
        />
      </FormField>
      <FormField
        label={t('auth.login.password')}
        htmlFor="login-password"
        error={translateMessage(t, errors.password?.message)}
      >
        <PasswordInput
          {...register('password')}
          autoComplete="current-password"
          enterKeyHint="go"
        />
      </FormField>
      {login.isError && (
        <p
          role="alert"
          className="rounded-md border border-destructive/30 bg-destructive-soft px-3 py-2 text-sm text-destructive"
        >
          {inlineError}
        </p>
      )}
      <Button type="submit" size="lg" className="w-full" disabled={login.isPending}>
        {login.isPending ? (
          <Spinner label={t('auth.login.pending')} iconClassName="size-4" />
        ) : (
          <LogIn className="size-4 rtl:-scale-x-100" aria-hidden />
        )}
        {t('auth.login.submit')}
      </Button>
    </form>
  );
}
