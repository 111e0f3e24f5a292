import { zodResolver } from '@hookform/resolvers/zod';
import { ShoppingBag, Store, Truck, UserPlus, type LucideIcon } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  REGISTRABLE_USER_TYPES,
  type RegistrableUserType as UserType,
} from '../../../../../common/enums.ts';
import { registerInputSchema, type RegisterInput } from '../../../../../common/schemas/auth.ts';
import { Field, TextField } from '../../../components/form/fields.tsx';
import { FormAlert, SubmitButton } from '../../../components/form/form-actions.tsx';
import { useFormSubmit } from '../../../components/form/use-form-submit.ts';
import { fieldErrorText } from '../../../lib/validation.ts';
import { useRegister } from '../api.ts';
import { PasswordInput } from './password-input.tsx';

const TYPE_ICONS: Record<UserType, LucideIcon> = {
  business: Store,
  customer: ShoppingBag,
  transporter: Truck,
};

type RegisterFormProps = {
  defaultUserType?: UserType;
  /** Called with the new username once the account exists (it is not signed in). */
  onRegistered: (username: string) => void;
};

/** In the order they are on screen: the first the server refuses gets the focus. */
const FIELDS = ['userType', 'fullName', 'username', 'email', 'password'] as const;

export function RegisterForm({ defaultUserType = 'business', onRegistered }: RegisterFormProps) {
  const { t } = useTranslation();
  const form = useForm({
    resolver: zodResolver(registerInputSchema),
    defaultValues: {
      fullName: '',
      username: '',
      email: '',
      password: '',
      userType: defaultUserType,
    } satisfies RegisterInput,
  });
  const registration = useRegister();
  const submit = useFormSubmit(form, {
    action: (values: RegisterInput) => registration.mutateAsync(values),
    // The server's verdict goes under the field it is about, so the fix is obvious.
    fields: FIELDS,
    errorTitle: t('toast.registerFailedTitle'),
    fallback: t('toast.registerFailedFallback'),
    successToast: {
      title: t('toast.registerSuccessTitle'),
      description: t('toast.registerSuccessDescription'),
    },
    onSuccess: (user, values) => {
      form.reset();
      onRegistered(user?.username ?? values.username);
    },
  });

  // The account types are radio cards, not one control: the fieldset carries their error.
  const userTypeError = fieldErrorText(t, form.formState.errors.userType?.message);

  return (
    <form
      onSubmit={form.handleSubmit(submit)}
      noValidate
      className="grid gap-4"
      aria-labelledby="register-heading"
    >
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm leading-snug font-medium">
          {t('auth.register.accountType')}
        </legend>
        <div className="grid gap-2">
          {REGISTRABLE_USER_TYPES.map((type) => {
            const Icon = TYPE_ICONS[type];
            return (
              <label
                key={type}
                className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border bg-background p-3 transition-colors hover:bg-accent/50 has-[:checked]:border-primary has-[:checked]:bg-primary/5 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring has-[:focus-visible]:ring-offset-2 has-[:focus-visible]:ring-offset-background"
              >
                <input
                  type="radio"
                  value={type}
                  {...form.register('userType')}
                  className="peer sr-only"
                  aria-labelledby={`register-type-${type}`}
                  aria-describedby={`register-type-${type}-hint`}
                />
                <span className="flex size-9 shrink-0 items-center justify-center rounded-md bg-muted text-muted-foreground peer-checked:bg-primary peer-checked:text-primary-foreground">
                  <Icon className="size-5" aria-hidden />
                </span>
                <span className="grid flex-1 gap-0.5">
                  <span id={`register-type-${type}`} className="text-sm font-semibold">
                    {t(`auth.register.types.${type}`)}
                  </span>
                  <span id={`register-type-${type}-hint`} className="text-xs text-muted-foreground">
                    {t(`auth.register.typeHints.${type}`)}
                  </span>
                </span>
                <span
                  aria-hidden
                  className="size-4 shrink-0 rounded-full border-2 border-input peer-checked:border-[5px] peer-checked:border-primary"
                />
              </label>
            );
          })}
        </div>
        {userTypeError && (
          <p role="alert" className="text-sm text-destructive">
            {userTypeError}
          </p>
        )}
      </fieldset>
      <TextField
        form={form}
        name="fullName"
        kind="name"
        label={t('auth.register.fullName')}
        enterKeyHint="next"
      />
      <TextField
        form={form}
        name="username"
        kind="username"
        label={t('auth.register.username')}
        enterKeyHint="next"
      />
      <TextField
        form={form}
        name="email"
        kind="email"
        label={t('auth.register.email')}
        enterKeyHint="next"
      />
      <Field
        form={form}
        name="password"
        label={t('auth.register.password')}
        description={t('auth.register.passwordHint')}
      >
        <PasswordInput autoComplete="new-password" enterKeyHint="go" />
      </Field>
      {registration.isError && <FormAlert>{t('auth.registerError')}</FormAlert>}
      <SubmitButton
        pending={registration.isPending}
        spinnerLabel={t('auth.register.pending')}
        icon={<UserPlus className="size-4" aria-hidden />}
        size="lg"
        className="w-full"
      >
        {t('auth.register.submit')}
      </SubmitButton>
    </form>
  );
}
