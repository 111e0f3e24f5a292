/**
 * The profile's Account card: who the user is (read only) and the name and email they edit; the
 * current password appears once the email is edited, as the server asks for it then.
 */
import { useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { PublicUser } from '../../../../common/contracts/users.ts';
import { TextField, type FieldForm } from '../../components/form/fields.tsx';
import { ProfileCard } from './profile-card.tsx';
import { emailChanges, type ProfileValues } from './profile-form.tsx';

interface AccountDetailsCardProps {
  user: PublicUser;
  form: FieldForm<ProfileValues>;
}

export function AccountDetailsCard({ user, form }: AccountDetailsCardProps) {
  const { t } = useTranslation();
  const email = useWatch({ control: form.control, name: 'email' });
  const { defaultValues } = useFormState({ control: form.control });
  return (
    <ProfileCard title={t('profile.account.title')} description={t('profile.account.description')}>
      <dl className="grid gap-4 rounded-md bg-muted/50 p-3 text-sm sm:grid-cols-2">
        <div className="flex flex-col gap-1">
          <dt className="text-muted-foreground">{t('profile.account.username')}</dt>
          <dd className="font-medium break-all">{user.username}</dd>
        </div>
        <div className="flex flex-col gap-1">
          <dt className="text-muted-foreground">{t('profile.account.userType')}</dt>
          <dd className="font-medium">{t(`profile.userTypes.${user.userType}`)}</dd>
        </div>
      </dl>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField form={form} name="fullName" kind="name" label={t('profile.account.fullName')} />
        <TextField form={form} name="email" kind="email" label={t('profile.account.email')} />
        {emailChanges(email, defaultValues?.email) && (
          <TextField
            form={form}
            name="currentPassword"
            kind="password"
            label={t('profile.account.currentPassword')}
            description={t('profile.account.currentPasswordHint')}
            className="sm:col-start-2"
          />
        )}
      </div>
    </ProfileCard>
  );
}
