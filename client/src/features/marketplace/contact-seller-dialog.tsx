import { zodResolver } from '@hookform/resolvers/zod';
import { MessageCircle } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { ContactSellerInput } from '../../../../common/schemas/marketplace.ts';
import type { PublicUser } from '../../../../common/contracts/users.ts';
import { TextAreaField, TextField } from '../../components/form/fields.tsx';
import { FormDialogFooter } from '../../components/form/form-dialog-footer.tsx';
import { useFormSubmit } from '../../components/form/use-form-submit.ts';
import { Button } from '../../components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../components/ui/dialog.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { cn } from '../../lib/cn.ts';
import { isolate } from '../../lib/format.ts';
import { paths } from '../../../../common/routes.ts';
import { toast } from '../../components/ui/use-toast.ts';
import { useCurrentUser } from '../auth/index.ts';
import { useContactSeller } from './api.ts';
import { GuestConversationSent, type SentLink } from './guest-conversation-sent.tsx';
import { rememberGuestConversation } from './guest-links.ts';
import {
  buyerContactSchema,
  guestContactSchema,
  type ContactSellerValues,
} from './contact-seller-schema.ts';

const FIELDS = ['name', 'email', 'phone', 'content'] as const;

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
  /** A guest's message: their private link to the conversation, shown in place of the form. */
  onGuestLink: (link: SentLink) => void;
}

function ContactForm({ storeId, user, onDone, onGuestLink }: ContactFormProps) {
  const { t } = useTranslation();
  const send = useContactSeller(storeId);
  const asBuyer = user?.userType === 'customer';
  const form = useForm<ContactSellerInput, unknown, ContactSellerValues>({
    resolver: zodResolver(asBuyer ? buyerContactSchema : guestContactSchema),
    // Someone signed in with another account type is known by name and email already.
    defaultValues: { content: '', name: user?.fullName ?? '', email: user?.email ?? '', phone: '' },
  });

  const submit = useFormSubmit(form, {
    action: (values: ContactSellerValues) => send.mutateAsync(payloadOf(values, asBuyer)),
    fields: FIELDS,
    errorTitle: t('marketplace.contact.failed'),
    onSuccess: (answer, values) => {
      // A guest's link is the only way back to the store's reply: the dialog shows it instead of
      // closing, and this browser remembers it for the store's page. A guest the store already
      // knows (same phone or email as a customer) gets no link: the panel says how the store
      // will answer instead.
      if (!asBuyer) {
        if (answer.conversationToken) rememberGuestConversation(storeId, answer.conversationToken);
        onGuestLink({ token: answer.conversationToken, email: values.email || null });
        return;
      }
      toast({
        title: t('marketplace.contact.sent'),
        description: t('marketplace.contact.sentText'),
      });
      onDone();
    },
    onError: (error) => {
      // The server files "an email or a phone" under `contact`; the form shows it by the email.
      const contact = error instanceof ApiError ? error.codes.contact : undefined;
      if (contact) form.setError('email', { type: 'server', message: contact });
    },
  });

  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} className="grid gap-4">
      {!asBuyer && (
        <>
          <TextField
            form={form}
            name="name"
            kind="name"
            label={t('marketplace.contact.name')}
            aria-required
          />
          <TextField
            form={form}
            name="email"
            kind="email"
            label={t('marketplace.contact.email')}
            placeholder={t('marketplace.contact.emailPlaceholder')}
          />
          <TextField
            form={form}
            name="phone"
            kind="phone"
            label={t('marketplace.contact.phone')}
            description={t('marketplace.contact.contactHint')}
            placeholder="+216 22 123 456"
          />
        </>
      )}
      <TextAreaField
        form={form}
        name="content"
        label={t('marketplace.contact.message')}
        rows={5}
        aria-required
        maxLength={2000}
        placeholder={t('marketplace.contact.messagePlaceholder')}
      />
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
      <FormDialogFooter
        cancelLabel={t('marketplace.contact.cancel')}
        pending={form.formState.isSubmitting}
        pendingLabel={t('marketplace.contact.sending')}
      >
        {t('marketplace.contact.send')}
      </FormDialogFooter>
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
  const [sent, setSent] = useState<SentLink | null>(null);
  const openChange = (next: boolean) => {
    setOpen(next);
    // The form starts empty at each opening, the link shown only once after sending.
    if (!next) setSent(null);
  };
  return (
    <Dialog open={open} onOpenChange={openChange}>
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
        {open &&
          (sent ? (
            <GuestConversationSent link={sent} onClose={() => openChange(false)} />
          ) : (
            <ContactForm
              storeId={storeId}
              user={user}
              onDone={() => openChange(false)}
              onGuestLink={setSent}
            />
          ))}
      </DialogContent>
    </Dialog>
  );
}
