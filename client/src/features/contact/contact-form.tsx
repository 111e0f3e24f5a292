import { zodResolver } from '@hookform/resolvers/zod';
import { CircleCheck, Send } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FALLBACK_LANGUAGE, LANGUAGES } from '../../../../common/constants.ts';
import { CONTACT_LIMITS, CONTACT_TOPICS } from '../../../../common/schemas/contact.ts';
import { TextAreaField, TextField } from '../../components/form/fields.tsx';
import { FormAlert, SubmitButton } from '../../components/form/form-actions.tsx';
import { useFormSubmit } from '../../components/form/use-form-submit.ts';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../lib/cn.ts';
import { fieldErrorText } from '../../lib/validation.ts';
import { useCurrentUser } from '../auth/index.ts';
import { useSendContactMessage } from './api.ts';
import {
  contactFormSchema,
  type ContactFormInput,
  type ContactFormValues,
} from './contact-form-schema.ts';

const FIELDS = ['name', 'email', 'topic', 'message'] as const;
const controlClassName = 'h-11 md:h-10';
/** No topic chosen: the reader picks one, or is asked to. */
const EMPTY = { name: '', email: '', message: '' } satisfies Partial<ContactFormInput>;

/** The confirmation that replaces the form: focused, so a screen reader says it at once. */
function Sent({ onAnother }: { onAnother: () => void }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div
      role="status"
      className="flex flex-col items-start gap-3 rounded-lg border border-success/40 bg-success-soft p-5 sm:p-6"
    >
      <CircleCheck className="size-8 text-success" aria-hidden />
      <h3 ref={heading} tabIndex={-1} className="text-xl font-semibold outline-none">
        {t('contact.sent.title')}
      </h3>
      <p className="leading-7">{t('contact.sent.text')}</p>
      <Button variant="outline" className={controlClassName} onClick={onAnother}>
        {t('contact.sent.another')}
      </Button>
    </div>
  );
}

/**
 * The /contact form: name, email, topic, message, checked by the schema the API uses. A
 * signed-in reader finds their name and email filled in.
 */
export function ContactForm() {
  const { t, i18n } = useTranslation();
  const { user } = useCurrentUser();
  const sendMessage = useSendContactMessage();
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ContactFormInput, unknown, ContactFormValues>({
    resolver: zodResolver(contactFormSchema),
    defaultValues: EMPTY,
  });
  const { errors, isSubmitting } = form.formState;
  const messageLength = useWatch({ control: form.control, name: 'message' })?.length ?? 0;

  // The account may load after the form: fill it in then, unless the reader has started typing.
  useEffect(() => {
    if (!user || form.formState.isDirty) return;
    form.reset({ ...form.getValues(), name: user.fullName, email: user.email });
  }, [user, form]);

  const language =
    LANGUAGES.find((code) => code === i18n.resolvedLanguage?.slice(0, 2)) ?? FALLBACK_LANGUAGE;
  const send = useFormSubmit(form, {
    action: (values: ContactFormValues) => sendMessage.mutateAsync({ ...values, language }),
    fields: FIELDS,
    onSuccess: (_result, values) => {
      form.reset({ ...EMPTY, name: values.name, email: values.email });
      setSent(true);
    },
    // No toast: the page says it above the button, where the reader is looking.
    onError: (_error, message) => setFailure(message),
  });

  function submit(values: ContactFormValues) {
    setFailure(null);
    return send(values);
  }

  if (sent) return <Sent onAnother={() => setSent(false)} />;

  // The topics are radio cards, not one control: the fieldset carries their label and error.
  const topicError = fieldErrorText(t, errors.topic?.message);
  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          form={form}
          name="name"
          kind="name"
          label={t('contact.form.name')}
          aria-required
          maxLength={CONTACT_LIMITS.nameMax}
        />
        <TextField
          form={form}
          name="email"
          kind="email"
          label={t('contact.form.email')}
          aria-required
          maxLength={CONTACT_LIMITS.emailMax}
          placeholder={t('contact.form.emailPlaceholder')}
        />
      </div>
      <fieldset
        className="grid gap-2"
        aria-describedby={topicError ? 'contact-topic-error' : undefined}
      >
        <legend className={cn('mb-2 text-sm font-medium', topicError && 'text-destructive')}>
          {t('contact.form.topic')}
        </legend>
        <div className="grid grid-cols-2 gap-2 md:grid-cols-4">
          {CONTACT_TOPICS.map((topic) => (
            <label
              key={topic}
              className={cn(
                'flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-input bg-background px-3 py-2 text-sm',
                'hover:bg-accent/40 has-checked:border-primary has-checked:bg-primary/10',
                'has-focus-visible:ring-2 has-focus-visible:ring-ring has-focus-visible:ring-offset-2 has-focus-visible:ring-offset-background',
                topicError && 'border-destructive',
              )}
            >
              <input
                type="radio"
                value={topic}
                className="size-4 shrink-0 accent-primary outline-none"
                aria-invalid={topicError ? true : undefined}
                {...form.register('topic')}
              />
              {t(`contact.topics.${topic}`)}
            </label>
          ))}
        </div>
        {topicError && (
          <p id="contact-topic-error" role="alert" className="text-sm text-destructive">
            {topicError}
          </p>
        )}
      </fieldset>
      <TextAreaField
        form={form}
        name="message"
        label={t('contact.form.message')}
        description={t('contact.form.messageCount', {
          count: messageLength,
          max: CONTACT_LIMITS.messageMax,
        })}
        rows={6}
        aria-required
        maxLength={CONTACT_LIMITS.messageMax}
        placeholder={t('contact.form.messagePlaceholder')}
      />
      {failure && <FormAlert className="px-4 py-3">{failure}</FormAlert>}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted-foreground">{t('contact.form.privacy')}</p>
        <SubmitButton
          pending={isSubmitting}
          pendingLabel={t('contact.form.sending')}
          icon={<Send className="rtl:-scale-x-100" aria-hidden />}
          className={cn(controlClassName, 'sm:w-auto')}
        >
          {t('contact.form.send')}
        </SubmitButton>
      </div>
    </form>
  );
}
