import { zodResolver } from '@hookform/resolvers/zod';
import { ShoppingBag, Store, Truck, UserPlus, type LucideIcon } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { USER_TYPES, type UserType } from '../../../../../common/enums.ts';
import { MESSAGES } from '../../../../../common/messages.ts';
import { registerInputSchema, type RegisterInput } from '../../../../../common/schemas/auth.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { translateMessage } from '../../../lib/validation.ts';
import { useRegister } from '../api.ts';
import { translatedServerMessage } from './auth-error.ts';
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

const FIELDS = ['username', 'email', 'password', 'fullName', 'userType'] as const;

function isField(name: string): name is (typeof FIELDS)[number] {
  return (FIELDS as readonly string[]).includes(name);
}

export function RegisterForm({ defaultUserType = 'business', onRegistered }: RegisterFormProps) {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm({
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

  /** Puts the server's verdict under the field it is about, so the fix is obvious. */
  function showFieldErrors(error: ApiError) {
    if (error.status === 409) {
      if (error.serverMessage === MESSAGES.usernameTaken) {
        setError('username', { message: MESSAGES.usernameTaken }, { shouldFocus: true });
      } else if (error.serverMessage === MESSAGES.emailTaken) {
        setError('email', { message: MESSAGES.emailTaken }, { shouldFocus: true });
      }
    }
    for (const [field, message] of Object.entries(error.fieldErrors)) {
      if (isField(field)) setError(field, { message });
    }
  }

  const onSubmit = handleSubmit((values) => {
    registration.mutate(values, {
      onSuccess: (user) => {
        toast({
          title: t('toast.registerSuccessTitle'),
          description: t('toast.registerSuccessDescription'),
        });
        reset();
        onRegistered(user?.username ?? values.username);
      },
      onError: (error) => {
        if (error instanceof ApiError) showFieldErrors(error);
        toast({
          variant: 'destructive',
          title: t('toast.registerFailedTitle'),
          description: translatedServerMessage(t, error) ?? t('toast.registerFailedFallback'),
        });
      },
    });
  });

  const fieldError = (name: (typeof FIELDS)[number]) => translateMessage(t, errors[name]?.message);

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-labelledby="register-heading">
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm leading-snug font-medium">
          {t('auth.register.accountType')}
        </legend>
        <div className="grid gap-2">
          {USER_TYPES.map((type) => {
            const Icon = TYPE_ICONS[type];
            return (
              <label
                key={type}
                className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border bg-background p-3 transition-colors hover:bg-accent/50 has-[:checked]:border-primary has-[:checked]:bg-primary/5 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring has-[:focus-visible]:ring-offset-2 has-[:focus-visible]:ring-offset-background"
              >
                <input
                  type="radio"
                  value={type}
                  {...register('userType')}
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
        {errors.userType && (
          <p role="alert" className="text-sm text-destructive">
            {fieldError('userType')}
          </p>
        )}
      </fieldset>
      <FormField
        label={t('auth.register.fullName')}
        htmlFor="register-full-name"
        error={fieldError('fullName')}
      >
        <Input
          {...register('fullName')}
          className="h-11 md:h-10"
          autoComplete="name"
          enterKeyHint="next"
        />
      </FormField>
      <FormField
        label={t('auth.register.username')}
        htmlFor="register-username"
        error={fieldError('username')}
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
        label={t('auth.register.email')}
        htmlFor="register-email"
        error={fieldError('email')}
      >
        <Input
          {...register('email')}
          type="email"
          inputMode="email"
          dir="ltr"
          className="h-11 text-start md:h-10 rtl:text-end"
          autoComplete="email"
          spellCheck={false}
          enterKeyHint="next"
        />
      </FormField>
      <FormField
        label={t('auth.register.password')}
        htmlFor="register-password"
        error={fieldError('password')}
        description={t('auth.register.passwordHint')}
      >
        <PasswordInput {...register('password')} autoComplete="new-password" enterKeyHint="go" />
      </FormField>
      {registration.isError && (
        <p
          role="alert"
          className="rounded-md border border-destructive/30 bg-destructive-soft px-3 py-2 text-sm text-destructive"
        >
          {t('auth.registerError')}
        </p>
      )}
      <Button type="submit" size="lg" className="w-full" disabled={registration.isPending}>
        {registration.isPending ? (
          <Spinner label={t('auth.register.pending')} iconClassName="size-4" />
        ) : (
          <UserPlus className="size-4" aria-hidden />
        )}
        {t('auth.register.submit')}
      </Button>
    </form>
  );
}
