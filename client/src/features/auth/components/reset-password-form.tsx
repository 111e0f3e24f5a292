/**
 * The emailed link's page (issue 15): a new password for the account of the token. The token
 * rides in the URL's #fragment, which no server log or Referer sees; the page keeps it in state
 * and takes it out of the address bar at once, so it is not left in the history or a screenshot.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2, KeyRound, LinkIcon, LogIn, Save } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { z } from 'zod';
import { issue } from '../../../../../common/messages.ts';
import { paths } from '../../../../../common/routes.ts';
import { passwordResetSchema } from '../../../../../common/schemas/auth.ts';
import { Field } from '../../../components/form/fields.tsx';
import { FormAlert, SubmitButton } from '../../../components/form/form-actions.tsx';
import { useFormSubmit } from '../../../components/form/use-form-submit.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { translateCode } from '../../../lib/validation.ts';
import { usePasswordReset } from '../api.ts';
import { PasswordInput } from './password-input.tsx';
import { StatusCard } from '../../../components/status-card.tsx';

/** The token of `#token=…`, or null when the link has none. */
export function resetTokenOf(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token');
  return token?.trim() ? token.trim() : null;
}

/**
 * The token of the page's own URL, read once; the fragment is then replaced away (the path and
 * query stay), after the first render so a strict-mode double render still reads it.
 */
export function useResetTokenFromHash(): string | null {
  const [token] = useState(() => resetTokenOf(window.location.hash));
  useEffect(() => {
    if (!window.location.hash) return;
    const { pathname, search } = window.location;
    window.history.replaceState(window.history.state, '', `${pathname}${search}`);
  }, []);
  return token;
}

const resetFormSchema = passwordResetSchema
  .omit({ token: true })
  .extend({ confirmPassword: z.string() })
  .refine((values) => values.password === values.confirmPassword, {
    message: issue('account.password.mismatch'),
    path: ['confirmPassword'],
  });
type ResetValues = z.infer<typeof resetFormSchema>;

/** The link is unknown, used or expired (or the URL has no token): ask for a new one. */
function InvalidLink() {
  const { t } = useTranslation();
  return (
    <StatusCard
      icon={LinkIcon}
      tone="destructive"
      title={t('passwordReset.reset.invalidTitle')}
      description={<p role="alert">{translateCode(t, 'passwordReset.token.invalid')}</p>}
    >
      <Button asChild className="h-11 w-full md:h-10">
        <Link href={paths.forgotPassword}>{t('passwordReset.reset.askNew')}</Link>
      </Button>
    </StatusCard>
  );
}

export function ResetPasswordForm({ token }: { token: string | null }) {
  const { t } = useTranslation();
  const reset = usePasswordReset();
  const [invalid, setInvalid] = useState(false);
  // Any other failure is said in the form (above the button), never also in a toast.
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ResetValues>({
    resolver: zodResolver(resetFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const submit = useFormSubmit(form, {
    action: ({ password }: ResetValues) => {
      setFailure(null);
      return reset.mutateAsync({ token: token ?? '', password });
    },
    fields: ['password'],
    // A dead token is the page's state: the form would only fail again.
    onError: (error, message) => {
      const apiError = error instanceof ApiError ? error : null;
      if (
        apiError?.status === 400 &&
        (apiError.code === 'passwordReset.token.invalid' || apiError.codes.token)
      ) {
        setInvalid(true);
        return true;
      }
      setFailure(apiError?.codes.password ? null : message);
      return true;
    },
  });

  if (!token || invalid) return <InvalidLink />;

  if (reset.isSuccess) {
    return (
      <StatusCard
        icon={CheckCircle2}
        tone="success"
        title={t('passwordReset.reset.doneTitle')}
        description={<p role="status">{t('passwordReset.reset.doneText')}</p>}
      >
        <Button asChild className="h-11 w-full md:h-10">
          <Link href={paths.auth({ tab: 'login' })}>
            <LogIn className="rtl:-scale-x-100" aria-hidden />
            {t('passwordReset.reset.signIn')}
          </Link>
        </Button>
      </StatusCard>
    );
  }

  return (
    <StatusCard
      icon={KeyRound}
      title={t('passwordReset.reset.title')}
      description={<p>{t('passwordReset.reset.description')}</p>}
    >
      <form
        noValidate
        onSubmit={form.handleSubmit(submit)}
        className="grid gap-4"
        aria-label={t('passwordReset.reset.title')}
      >
        <Field
          form={form}
          name="password"
          label={t('passwordReset.reset.password')}
          description={t('auth.register.passwordHint')}
        >
          <PasswordInput autoComplete="new-password" enterKeyHint="next" autoFocus />
        </Field>
        <Field form={form} name="confirmPassword" label={t('passwordReset.reset.confirm')}>
          <PasswordInput autoComplete="new-password" enterKeyHint="go" />
        </Field>
        {failure && <FormAlert>{failure}</FormAlert>}
        <SubmitButton
          pending={reset.isPending}
          pendingLabel={t('passwordReset.reset.pending')}
          icon={<Save className="size-4" aria-hidden />}
          size="lg"
          className="w-full"
        >
          {t('passwordReset.reset.submit')}
        </SubmitButton>
      </form>
    </StatusCard>
  );
}
