/** The profile's Password card: the API's fields plus a confirmation that must match. */
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { issue } from '../../../../common/messages.ts';
import { changePasswordInputSchema } from '../../../../common/schemas/auth.ts';
import { TextField } from '../../components/form/fields.tsx';
import { SubmitButton } from '../../components/form/form-actions.tsx';
import { useFormSubmit } from '../../components/form/use-form-submit.ts';
import { ApiError } from '../../lib/api-client.ts';
import { useChangePassword } from '../auth/index.ts';
import { ProfileCard } from './profile-card.tsx';

const passwordFormSchema = changePasswordInputSchema
  .extend({ confirmPassword: z.string() })
  .refine((values) => values.newPassword === values.confirmPassword, {
    message: issue('account.password.mismatch'),
    path: ['confirmPassword'],
  });
type PasswordValues = z.infer<typeof passwordFormSchema>;
const EMPTY_PASSWORDS: PasswordValues = {
  currentPassword: '',
  newPassword: '',
  confirmPassword: '',
};

export function PasswordForm({ username }: { username: string }) {
  const { t } = useTranslation();
  const changePassword = useChangePassword();
  const form = useForm<PasswordValues>({
    resolver: zodResolver(passwordFormSchema),
    defaultValues: EMPTY_PASSWORDS,
  });
  const submit = useFormSubmit(form, {
    action: ({ currentPassword, newPassword }: PasswordValues) =>
      changePassword.mutateAsync({ currentPassword, newPassword }),
    fields: ['newPassword'],
    errorTitle: t('toast.passwordChangeFailed'),
    successToast: {
      title: t('toast.passwordChangedTitle'),
      description: t('toast.passwordChangedDescription'),
    },
    onSuccess: () => form.reset(EMPTY_PASSWORDS),
    // A 400 is about the passwords, shown under them: the new one when the server names it,
    // else the current one (a wrong or missing current password).
    onError: (error) => {
      if (!(error instanceof ApiError) || error.status !== 400) return false;
      if (!error.codes.newPassword) {
        const message = error.code ?? error.serverMessage;
        form.setError('currentPassword', { message }, { shouldFocus: true });
      }
      return true;
    },
  });

  return (
    <ProfileCard
      title={t('profile.password.title')}
      description={t('profile.password.description')}
    >
      <form noValidate onSubmit={form.handleSubmit(submit)} className="grid gap-4">
        {/* Lets password managers file the new password under the right account. */}
        <input
          type="text"
          name="username"
          value={username}
          autoComplete="username"
          readOnly
          hidden
        />
        <TextField
          form={form}
          name="currentPassword"
          kind="password"
          label={t('profile.password.current')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            form={form}
            name="newPassword"
            kind="new-password"
            label={t('profile.password.new')}
          />
          <TextField
            form={form}
            name="confirmPassword"
            kind="new-password"
            label={t('profile.password.confirm')}
          />
        </div>
        <div className="flex justify-end">
          <SubmitButton pending={form.formState.isSubmitting} className="h-11 w-full sm:w-auto">
            {t('profile.password.submit')}
          </SubmitButton>
        </div>
      </form>
    </ProfileCard>
  );
}
