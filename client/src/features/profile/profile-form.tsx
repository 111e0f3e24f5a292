/** The account and store details of /profile: one form over two cards, one Save for both. */
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { PublicUser } from '../../../../common/contracts/users.ts';
import { issue } from '../../../../common/messages.ts';
import { userUpdateInputSchema, type UserUpdateInput } from '../../../../common/schemas/auth.ts';
import { SubmitButton } from '../../components/form/form-actions.tsx';
import { useFormSubmit } from '../../components/form/use-form-submit.ts';
import { withoutCountryCode } from '../../components/phone-input.tsx';
import { useUpdateUser } from '../auth/index.ts';
import { useBusyFlags } from '../media/index.ts';
import { AccountDetailsCard } from './account-details-card.tsx';
import { emailPreferencesQueries } from './email-preferences-api.ts';
import { StoreDetailsCard } from './store-details-card.tsx';

export const PROFILE_FIELDS = [
  'fullName',
  'email',
  'storeName',
  'storeDescription',
  'storePhone',
  'storeAddress',
  'storeGovernorate',
  'storeWhatsapp',
  'storeLogoId',
  'storeCoverId',
] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];
/** The fields, and the current password a new email needs (sent only with one). */
export type ProfileValues = Pick<UserUpdateInput, ProfileField | 'currentPassword'>;

/**
 * Whether the form's email is another than the saved one (the form's starting value, which
 * follows each save): the server then asks for the current password, and so does the form.
 */
export function emailChanges(email: string | undefined, saved: string | undefined): boolean {
  return email !== undefined && email.trim() !== saved;
}

/** The form's starting values; only sellers have store fields to edit. */
function profileValuesOf(user: PublicUser): ProfileValues {
  const account = { fullName: user.fullName, email: user.email, currentPassword: '' };
  if (user.userType !== 'business') return account;
  return {
    ...account,
    storeName: user.storeName ?? '',
    storeDescription: user.storeDescription ?? '',
    storePhone: user.storePhone ?? '',
    storeAddress: user.storeAddress ?? '',
    storeGovernorate: user.storeGovernorate,
    storeWhatsapp: withoutCountryCode(user.storeWhatsapp ?? ''),
    storeLogoId: user.storeLogo?.id ?? null,
    storeCoverId: user.storeCover?.id ?? null,
  };
}

/**
 * Only what the user changed, so a save never overwrites fields it did not touch; the current
 * password goes along with a new email only.
 */
function changesOf(
  values: ProfileValues,
  dirty: Partial<Record<ProfileField, boolean>>,
): ProfileValues | null {
  const changes: ProfileValues = {};
  for (const field of PROFILE_FIELDS) {
    // Assigned by name: TypeScript cannot pair each field with its own type in a loop.
    if (dirty[field] && values[field] !== undefined)
      Object.assign(changes, { [field]: values[field] });
  }
  if (changes.email !== undefined) changes.currentPassword = values.currentPassword;
  return Object.keys(changes).length ? changes : null;
}

export function ProfileForm({ user }: { user: PublicUser }) {
  const { t } = useTranslation();
  const updateUser = useUpdateUser();
  const queryClient = useQueryClient();
  const form = useForm<ProfileValues>({
    resolver: zodResolver(userUpdateInputSchema),
    defaultValues: profileValuesOf(user),
  });
  const { dirtyFields, isDirty, isSubmitting } = form.formState;
  const uploads = useBusyFlags();
  const save = useFormSubmit(form, {
    action: (changes: ProfileValues) => updateUser.mutateAsync({ id: user.id, ...changes }),
    fields: [...PROFILE_FIELDS, 'currentPassword'],
    errorTitle: t('toast.updateFailedTitle'),
    fallback: t('toast.updateFailedFallback'),
    successToast: {
      title: t('toast.profileUpdatedTitle'),
      description: t('toast.profileUpdatedDescription'),
    },
    onSuccess: (updated, changes) => {
      form.reset(profileValuesOf(updated));
      // Email opt-outs are kept by address: the preferences card shows the new one's.
      if (changes.email !== undefined)
        void queryClient.invalidateQueries({ queryKey: emailPreferencesQueries.mine().queryKey });
    },
  });

  async function submit(values: ProfileValues) {
    // Asked here as the server would: one round trip less, and the field is focused.
    if (
      emailChanges(values.email, form.formState.defaultValues?.email) &&
      !values.currentPassword
    ) {
      form.setError(
        'currentPassword',
        { message: issue('account.currentPassword.required') },
        { shouldFocus: true },
      );
      return;
    }
    const changes = changesOf(values, dirtyFields);
    if (changes) await save(changes);
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} className="flex flex-col gap-6">
      <AccountDetailsCard user={user} form={form} />
      {user.userType === 'business' && (
        <StoreDetailsCard user={user} form={form} onUploading={uploads.setBusy} />
      )}
      {uploads.busy && (
        <p role="status" className="text-sm text-muted-foreground sm:text-end">
          {t('photos.waitUploads')}
        </p>
      )}
      <div className="flex justify-end">
        <SubmitButton
          pending={isSubmitting}
          disabled={!isDirty || uploads.busy}
          className="h-11 w-full sm:w-auto"
        >
          {t('profile.save')}
        </SubmitButton>
      </div>
    </form>
  );
}
