import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2, MessageCircle } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { ContactSellerInput } from '../../../../common/schemas/marketplace.ts';
import type { PublicUser } from '../../../../common/types.ts';
import { Button } from '../../components/ui/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../components/ui/dialog.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { ApiError } from '../../lib/api-client.ts';
import { cn } from '../../lib/cn.ts';
import { serverMessageOf, setServerFieldErrors } from '../../lib/form-errors.ts';
import { isolate } from '../../lib/format.ts';
import { paths } from '../../lib/paths.ts';
import { useCurrentUser } from '../auth/api.ts';
import { useContactSeller } from './api.ts';
import {
  buyerContactSchema,
  guestContactSchema,
  translateContactMessage,
  type ContactSellerValues,
} from './contact-messages.ts';

const FIELDS = ['content', 'name', 'email', 'phone'] as const;
const controlClassName = 'h-11 md:h-10';

/** Only what was filled in is sent: an empty email or phone means "not given". */
function payloadOf(values: ContactSellerValues, asBuyer: boolean): ContactSellerInput {
  if (asBuyer) return { content: values.content };
  return {
    content: values.content,
    name: values.name,
    ...(values.email ? { email: values.email } : {}),
    ...(values.phone ? { phone: values.phone } : {}),
  };
}

interface ContactFormProps {
  storeId: number;
  user: PublicUser | null;
  onDone: () => void;
}

function ContactForm({ storeId, user, onDone }: ContactFormProps) {
  const { t } = useTranslation();
  const send = useContactSeller(storeId);
  const asBuyer = user?.userType === 'customer';
  const form = useForm<ContactSellerInput, unknown, ContactSellerValues>({
    resolver: zodResolver(asBuyer ? buyerContactSchema : guestContactSchema),
    // Someone signed in with another account type is known by name and email already.
    defaultValues: { content: '', name: user?.fullName ?? '', email: user?.email ?? '', phone: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const errorOf = (field: (typeof FIELDS)[number]) =>
    translateContactMessage(t, errors[field]?.message);

  async function submit(values: ContactSellerValues) {
    try {
      await send.mutateAsync(payloadOf(values, asBuyer));
    } catch (error) {
      setServerFieldErrors(error, FIELDS, form.setError);
      // The server files "an email or a phone" under `contact`; the form shows it by the email.
      const contact = error instanceof ApiError ? error.fieldErrors.contact : undefined;
      if (contact) form.setError('email', { type: 'server', message: contact });
      toast({
        variant: 'destructive',
        title: t('marketplace.contact.failed'),
        description: serverMessageOf(t, error, t('common.error'), translateContactMessage),
      });
      return;
    }
    toast({ title: t('marketplace.contact.sent'), description: t('marketplace.contact.sentText') });
    onDone();
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} className="grid gap-4">
      {!asBuyer && (
        <>
          <FormField
            label={t('marketplace.contact.name')}
            htmlFor="contact-name"
            error={errorOf('name')}
          >
            <Input
              className={controlClassName}
              dir="auto"
              autoComplete="name"
              aria-required
              {...form.register('name')}
            />
          </FormField>
          <FormField
            label={t('marketplace.contact.email')}
            htmlFor="contact-email"
            error={errorOf('email')}
          >
            <Input
              className={cn(controlClassName, 'rtl:text-end')}
              type="email"
              dir="ltr"
              autoComplete="email"
              placeholder={t('marketplace.contact.emailPlaceholder')}
              {...form.register('email')}
            />
          </FormField>
          <FormField
            label={t('marketplace.contact.phone')}
            htmlFor="contact-phone"
            error={errorOf('phone')}
            description={t('marketplace.contact.contactHint')}
          >
            <Input
              className={cn(controlClassName, 'rtl:text-end')}
              type="tel"
              inputMode="tel"
              dir="ltr"
              autoComplete="tel"
              placeholder="+216 22 123 456"
              {...form.register('phone')}
            />
          </FormField>
        </>
      )}
      <FormField
        label={t('marketplace.contact.message')}
        htmlFor="contact-content"
        error={errorOf('content')}
      >
        <Textarea
          dir="auto"
          rows={5}
          aria-required
          maxLength={2000}
          placeholder={t('marketplace.contact.messagePlaceholder')}
          {...form.register('content')}
        />
      </FormField>
      {asBuyer && (
        <p className="text-sm text-muted-foreground">
          {t('marketplace.contact.buyerHint')}{' '}
          <Link
            href={paths.dashboard}
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            {t('marketplace.contact.buyerHintLink')}
          </Link>
        </p>
      )}
      <DialogFooter className="pt-2">
        <DialogClose asChild>
          <Button type="button" variant="outline" className={controlClassName}>
            {t('marketplace.contact.cancel')}
          </Button>
        </DialogClose>
        <Button type="submit" className={controlClassName} disabled={isSubmitting}>
          {isSubmitting && <Loader2 className="animate-spin" aria-hidden />}
          {isSubmitting ? t('marketplace.contact.sending') : t('marketplace.contact.send')}
        </Button>
      </DialogFooter>
    </form>
  );
}

interface ContactSellerDialogProps {
  storeId: number;
  storeName: string;
  className?: string;
  variant?: 'default' | 'outline' | 'secondary';
}

/** Contact Seller: the button and its dialog. The form starts empty at each opening. */
export function ContactSellerDialog({
  storeId,
  storeName,
  className,
  variant = 'outline',
}: ContactSellerDialogProps) {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant={variant} className={cn('h-11 md:h-10', className)}>
          <MessageCircle aria-hidden />
          {t('marketplace.contact.button')}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={t('common.close')}>
        <DialogHeader>
          <DialogTitle>{t('marketplace.contact.title', { store: isolate(storeName) })}</DialogTitle>
          <DialogDescription>
            {user?.userType === 'customer'
              ? t('marketplace.contact.buyerDescription')
              : t('marketplace.contact.guestDescription')}
          </DialogDescription>
        </DialogHeader>
        {open && <ContactForm storeId={storeId} user={user} onDone={() => setOpen(false)} />}
      </DialogContent>
    </Dialog>
  );
}
