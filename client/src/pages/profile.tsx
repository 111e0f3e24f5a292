import { zodResolver } from '@hookform/resolvers/zod';
import { ExternalLink } from 'lucide-react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { z } from 'zod';
import { LIMITS } from '../../../common/constants.ts';
import { MESSAGES } from '../../../common/messages.ts';
import {
  changePasswordInputSchema,
  userUpdateInputSchema,
  type UserUpdateInput,
} from '../../../common/schemas/auth.ts';
import type { PublicUser } from '../../../common/types.ts';
import { Button } from '../components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../components/ui/card.tsx';
import { FormField } from '../components/ui/form-field.tsx';
import { Input } from '../components/ui/input.tsx';
import { Spinner } from '../components/ui/spinner.tsx';
import { Textarea } from '../components/ui/textarea.tsx';
import { toast } from '../components/ui/use-toast.ts';
import { useChangePassword, useCurrentUser, useUpdateUser } from '../features/auth/api.ts';
import { serverMessageOf, setServerFieldErrors } from '../lib/form-errors.ts';
import { ApiError } from '../lib/api-client.ts';
import { paths } from '../lib/paths.ts';
import { translateMessage } from '../lib/validation.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';

const PROFILE_FIELDS = [
  'fullName',
  'email',
  'storeName',
  'storeDescription',
  'storePhone',
  'storeAddress',
] as const;
type ProfileField = (typeof PROFILE_FIELDS)[number];
type ProfileValues = Pick<UserUpdateInput, ProfileField>;

/** 44px controls on phones, the usual 40px from md up. */
const controlClassName = 'h-11 md:h-10';
const buttonClassName = 'h-11 w-full sm:w-auto';

/** The form's starting values; only sellers have store fields to edit. */
function profileValuesOf(user: PublicUser): ProfileValues {
  const account = { fullName: user.fullName, email: user.email };
  if (user.userType !== 'business') return account;
  return {
    ...account,
    storeName: user.storeName ?? '',
    storeDescription: user.storeDescription ?? '',
    storePhone: user.storePhone ?? '',
    storeAddress: user.storeAddress ?? '',
  };
}

/** /profile: the signed-in user's account, store and password. */
export default function ProfilePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('titles.profile'));
  const { user } = useCurrentUser();
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-6 sm:py-8">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold sm:text-3xl">{t('profile.title')}</h1>
        <p className="text-sm text-muted-foreground">
          {/* Only a seller has a store to speak of. */}
          {user && user.userType !== 'business'
            ? t('profile.subtitleNoStore')
            : t('profile.subtitle')}
        </p>
      </div>
      {user ? (
        <>
          <ProfileForm key={user.id} user={user} />
          <PasswordForm username={user.username} />
        </>
      ) : (
        <div className="flex min-h-48 items-center justify-center">
          <Spinner className="size-8 text-primary" label={t('common.loading')} />
        </div>
      )}
    </div>
  );
}

function ProfileForm({ user }: { user: PublicUser }) {
  const { t } = useTranslation();
  const updateUser = useUpdateUser();
  const isSeller = user.userType === 'business';
  const form = useForm<ProfileValues>({
    resolver: zodResolver(userUpdateInputSchema),
    defaultValues: profileValuesOf(user),
  });
  const { errors, dirtyFields, isDirty, isSubmitting } = form.formState;
  const description = useWatch({ control: form.control, name: 'storeDescription' }) ?? '';

  async function submit(values: ProfileValues) {
    // Only what the user changed is sent, so a save never overwrites fields it did not touch.
    const changes: ProfileValues = {};
    for (const field of PROFILE_FIELDS) {
      if (dirtyFields[field] && values[field] !== undefined) changes[field] = values[field];
    }
    if (Object.keys(changes).length === 0) return;
    try {
      const updated = await updateUser.mutateAsync({ id: user.id, ...changes });
      form.reset(profileValuesOf(updated));
    } catch (error) {
      setServerFieldErrors(error, PROFILE_FIELDS, form.setError);
      toast({
        variant: 'destructive',
        title: t('toast.updateFailedTitle'),
        description: serverMessageOf(t, error, t('toast.updateFailedFallback')),
      });
      return;
    }
    toast({
      title: t('toast.profileUpdatedTitle'),
      description: t('toast.profileUpdatedDescription'),
    });
  }

  const errorOf = (field: ProfileField) => translateMessage(t, errors[field]?.message);

  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} className="flex flex-col gap-6">
      <Card>
        <CardHeader>
          <CardTitle as="h2">{t('profile.account.title')}</CardTitle>
          <CardDescription>{t('profile.account.description')}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
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
            <FormField
              label={t('profile.account.fullName')}
              htmlFor="profile-full-name"
              error={errorOf('fullName')}
            >
              <Input
                className={controlClassName}
                autoComplete="name"
                dir="auto"
                {...form.register('fullName')}
              />
            </FormField>
            <FormField
              label={t('profile.account.email')}
              htmlFor="profile-email"
              error={errorOf('email')}
            >
              <Input
                className={controlClassName}
                type="email"
                inputMode="email"
                autoComplete="email"
                dir="auto"
                {...form.register('email')}
              />
            </FormField>
          </div>
        </CardContent>
      </Card>

      {isSeller && (
        <Card>
          <CardHeader>
            <CardTitle as="h2">{t('profile.store.title')}</CardTitle>
            <CardDescription>{t('profile.store.description')}</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4">
            <FormField
              label={t('profile.store.storeName')}
              htmlFor="profile-store-name"
              error={errorOf('storeName')}
            >
              <Input
                className={controlClassName}
                autoComplete="organization"
                dir="auto"
                {...form.register('storeName')}
              />
            </FormField>
            <FormField
              label={t('profile.store.storeDescription')}
              htmlFor="profile-store-description"
              error={errorOf('storeDescription')}
              description={t('profile.store.counter', {
                count: description.length,
                max: LIMITS.storeDescriptionMax,
              })}
            >
              <Textarea rows={4} dir="auto" {...form.register('storeDescription')} />
            </FormField>
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField
                label={t('profile.store.storePhone')}
                htmlFor="profile-store-phone"
                error={errorOf('storePhone')}
              >
                <Input
                  className={`${controlClassName} rtl:text-end`}
                  type="tel"
                  inputMode="tel"
                  dir="ltr"
                  autoComplete="tel"
                  placeholder={t('profile.store.storePhonePlaceholder')}
                  {...form.register('storePhone')}
                />
              </FormField>
              <FormField
                label={t('profile.store.storeAddress')}
                htmlFor="profile-store-address"
                error={errorOf('storeAddress')}
              >
                <Input
                  className={controlClassName}
                  autoComplete="street-address"
                  dir="auto"
                  {...form.register('storeAddress')}
                />
              </FormField>
            </div>
            <Link
              href={paths.marketplace.store(user.id)}
              className="inline-flex min-h-11 items-center gap-1.5 self-start text-sm font-medium text-primary underline-offset-4 hover:underline md:min-h-0"
            >
              {t('profile.store.view')}
              <ExternalLink className="size-4" aria-hidden />
            </Link>
          </CardContent>
        </Card>
      )}

      <div className="flex justify-end">
        <Button type="submit" className={buttonClassName} disabled={!isDirty || isSubmitting}>
          {isSubmitting && <Spinner label={t('common.loading')} iconClassName="size-4" />}
          {t('profile.save')}
        </Button>
      </div>
    </form>
  );
}

/** The password change form: the API's fields plus a confirmation that must match. */
const passwordFormSchema = changePasswordInputSchema
  .extend({ confirmPassword: z.string() })
  .refine((values) => values.newPassword === values.confirmPassword, {
    message: MESSAGES.passwordsDiffer,
    path: ['confirmPassword'],
  });
type PasswordValues = z.infer<typeof passwordFormSchema>;
const EMPTY_PASSWORDS: PasswordValues = {
  currentPassword: '',
  newPassword: '',
  confirmPassword: '',
};

function PasswordForm({ username }: { username: string }) {
  const { t } = useTranslation();
  const changePassword = useChangePassword();
  const form = useForm<PasswordValues>({
    resolver: zodResolver(passwordFormSchema),
    defaultValues: EMPTY_PASSWORDS,
  });
  const { errors, isSubmitting } = form.formState;

  async function submit({ currentPassword, newPassword }: PasswordValues) {
    try {
      await changePassword.mutateAsync({ currentPassword, newPassword });
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) {
        const { newPassword: newPasswordError } = error.fieldErrors;
        if (newPasswordError) form.setError('newPassword', { message: newPasswordError });
        else form.setError('currentPassword', { message: error.serverMessage });
        return;
      }
      toast({
        variant: 'destructive',
        title: t('toast.passwordChangeFailed'),
        description: serverMessageOf(t, error, t('common.error')),
      });
      return;
    }
    form.reset(EMPTY_PASSWORDS);
    toast({
      title: t('toast.passwordChangedTitle'),
      description: t('toast.passwordChangedDescription'),
    });
  }

  const errorOf = (field: keyof PasswordValues) => translateMessage(t, errors[field]?.message);

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t('profile.password.title')}</CardTitle>
        <CardDescription>{t('profile.password.description')}</CardDescription>
      </CardHeader>
      <CardContent>
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
          <FormField
            label={t('profile.password.current')}
            htmlFor="profile-current-password"
            error={errorOf('currentPassword')}
          >
            <Input
              className={controlClassName}
              type="password"
              autoComplete="current-password"
              {...form.register('currentPassword')}
            />
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField
              label={t('profile.password.new')}
              htmlFor="profile-new-password"
              error={errorOf('newPassword')}
            >
              <Input
                className={controlClassName}
                type="password"
                autoComplete="new-password"
                {...form.register('newPassword')}
              />
            </FormField>
            <FormField
              label={t('profile.password.confirm')}
              htmlFor="profile-confirm-password"
              error={errorOf('confirmPassword')}
            >
              <Input
                className={controlClassName}
                type="password"
                autoComplete="new-password"
                {...form.register('confirmPassword')}
              />
            </FormField>
          </div>
          <div className="flex justify-end">
            <Button type="submit" className={buttonClassName} disabled={isSubmitting}>
              {isSubmitting && <Spinner label={t('common.loading')} iconClassName="size-4" />}
              {t('profile.password.submit')}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
