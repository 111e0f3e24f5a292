/**
 * "Forgot password?" (issue 15): the address to send the link to. The server answers the same
 * words whether or not an account uses it, and this page shows those words and nothing more, so
 * it never tells who has an account.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, KeyRound, MailCheck, Send } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import {
  passwordResetRequestSchema,
  type PasswordResetRequestInput,
} from '../../../../../common/schemas/auth.ts';
import { paths } from '../../../../../common/routes.ts';
import { TextField } from '../../../components/form/fields.tsx';
import { FormAlert, SubmitButton } from '../../../components/form/form-actions.tsx';
import { useFormSubmit } from '../../../components/form/use-form-submit.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { translateCode } from '../../../lib/validation.ts';
import { usePasswordResetRequest } from '../api.ts';
import { StatusCard } from '../../../components/status-card.tsx';

function BackToSignIn({ variant }: { variant: 'link' | 'outline' }) {
  const { t } = useTranslation();
  return (
    <Button asChild variant={variant} className="h-11 w-full md:h-10">
      <Link href={paths.auth({ tab: 'login' })}>
        <ArrowLeft className="rtl:-scale-x-100" aria-hidden />
        {t('passwordReset.backToSignIn')}
      </Link>
    </Button>
  );
}

export function ForgotPasswordForm() {
  const { t } = useTranslation();
  const request = usePasswordResetRequest();
  const form = useForm<PasswordResetRequestInput>({
    resolver: zodResolver(passwordResetRequestSchema),
    defaultValues: { email: '' },
  });
  // A failure is said in the form, never also in a toast: under the field when the server named
  // it, else above the button (too many requests: the server's words, which say to wait).
  const [failure, setFailure] = useState<string | null>(null);
  const submit = useFormSubmit(form, {
    action: (values: PasswordResetRequestInput) => {
      setFailure(null);
      return request.mutateAsync(values);
    },
    fields: ['email'],
    onError: (error, message) => {
      setFailure(error instanceof ApiError && error.codes.email ? null : message);
      return true;
    },
  });

  if (request.isSuccess) {
    const answer = request.data;
    return (
      <StatusCard
        icon={MailCheck}
        tone="success"
        title={t('passwordReset.request.sentTitle')}
        description={<p role="status">{translateCode(t, answer?.code) ?? answer?.message}</p>}
      >
        <p className="text-center text-sm text-muted-foreground">
          {t('passwordReset.request.sentHint')}
        </p>
        <BackToSignIn variant="outline" />
      </StatusCard>
    );
  }

  return (
    <StatusCard
      icon={KeyRound}
      title={t('passwordReset.request.title')}
      description={<p>{t('passwordReset.request.description')}</p>}
    >
      <form
        noValidate
        onSubmit={form.handleSubmit(submit)}
        className="grid gap-4"
        aria-label={t('passwordReset.request.title')}
      >
        <TextField
          form={form}
          name="email"
          kind="email"
          label={t('passwordReset.request.email')}
          enterKeyHint="send"
          autoFocus
        />
        {failure && <FormAlert>{failure}</FormAlert>}
        <SubmitButton
          pending={request.isPending}
          pendingLabel={t('passwordReset.request.pending')}
          icon={<Send className="size-4 rtl:-scale-x-100" aria-hidden />}
          size="lg"
          className="w-full"
        >
          {t('passwordReset.request.submit')}
        </SubmitButton>
      </form>
      <BackToSignIn variant="link" />
    </StatusCard>
  );
}
