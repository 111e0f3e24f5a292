/**
 * The profile's "WhatsApp messages" card (sellers, issue 15): the words of each message the order
 * page prefills for the buyer, with chips that insert a placeholder where the cursor is, a live
 * preview with an example order, and Reset to default. An empty box means the default (shown as its
 * placeholder and in the preview), and a text equal to the default is saved as null, so it follows
 * the reader's language and later improvements of the default. The form holds only what the seller
 * wrote, so a language switch changes the defaults on screen without touching unsaved edits.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { PencilLine, RotateCcw } from 'lucide-react';
import { useEffect, useId } from 'react';
import { useForm, useWatch, type Resolver, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { WhatsappTemplates } from '../../../../common/contracts/whatsapp.ts';
import {
  WHATSAPP_PLACEHOLDERS,
  WHATSAPP_TEMPLATE_KINDS,
  type WhatsappPlaceholder,
  type WhatsappTemplateKind,
} from '../../../../common/enums.ts';
import { paths } from '../../../../common/routes.ts';
import {
  fillTemplate,
  WHATSAPP_TEMPLATE_MAX,
  whatsappTemplatesInputSchema,
  type WhatsappTemplatesInput,
} from '../../../../common/schemas/whatsapp.ts';
import { TextAreaField } from '../../components/form/fields.tsx';
import { SubmitButton } from '../../components/form/form-actions.tsx';
import { useFormSubmit } from '../../components/form/use-form-submit.ts';
import { Button } from '../../components/ui/button.tsx';
import { LoadingBlock } from '../../components/loading-block.tsx';
import { formatMoney } from '../../lib/format.ts';
import { defaultWhatsappTemplate } from '../../lib/whatsapp.ts';
import { useCurrentUser } from '../auth/index.ts';
import { useSaveWhatsappTemplates, useWhatsappTemplates } from '../whatsapp/index.ts';
import { ProfileCard } from './profile-card.tsx';

type Values = Record<WhatsappTemplateKind, string>;
type TemplatesForm = UseFormReturn<Values, unknown, WhatsappTemplatesInput>;

const FIELDS = [...WHATSAPP_TEMPLATE_KINDS];

/** The seller's own words per template; empty where they keep the default. */
function valuesOf(templates: WhatsappTemplates | undefined) {
  return Object.fromEntries(
    WHATSAPP_TEMPLATE_KINDS.map((kind) => [kind, templates?.[kind] ?? '']),
  ) as Values;
}

/** Puts `text` in place of the textarea's selection, the caret after it. */
function insertAt(form: TemplatesForm, kind: WhatsappTemplateKind, fieldId: string, text: string) {
  const area = document.getElementById(fieldId) as HTMLTextAreaElement | null;
  const value = form.getValues(kind);
  const start = area?.selectionStart ?? value.length;
  const end = area?.selectionEnd ?? value.length;
  form.setValue(kind, value.slice(0, start) + text + value.slice(end), {
    shouldDirty: true,
    shouldValidate: form.formState.isSubmitted,
  });
  if (!area) return;
  area.focus();
  // After React wrote the new value into the box.
  requestAnimationFrame(() => area.setSelectionRange(start + text.length, start + text.length));
}

function TemplateField({
  form,
  kind,
  example,
}: {
  form: TemplatesForm;
  kind: WhatsappTemplateKind;
  example: Record<WhatsappPlaceholder, string>;
}) {
  const { t } = useTranslation();
  const id = useId();
  const fieldId = `${id}-text`;
  const value = useWatch({ control: form.control, name: kind });
  const fallback = defaultWhatsappTemplate(t, kind);
  return (
    <fieldset className="flex min-w-0 flex-col gap-2 rounded-lg border p-3 sm:p-4">
      <legend className="px-1 text-sm font-semibold">{t(`whatsapp.kinds.${kind}`)}</legend>
      <TextAreaField
        form={form}
        name={kind}
        id={fieldId}
        label={
          <span className="sr-only">
            {t('whatsapp.templates.textOf', { kind: t(`whatsapp.kinds.${kind}`) })}
          </span>
        }
        rows={4}
        placeholder={fallback}
        maxLength={WHATSAPP_TEMPLATE_MAX}
        // The whole text in view where the browser can grow the box to it (rows elsewhere).
        inputClassName="field-sizing-content min-h-24"
      />
      <div
        className="flex flex-wrap items-center gap-1.5"
        role="group"
        aria-label={t('whatsapp.templates.insert')}
      >
        <span className="text-xs text-muted-foreground" aria-hidden>
          {t('whatsapp.templates.insert')}
        </span>
        {WHATSAPP_PLACEHOLDERS.map((placeholder) => (
          <button
            key={placeholder}
            type="button"
            onClick={() => insertAt(form, kind, fieldId, `{${placeholder}}`)}
            title={t(`whatsapp.placeholders.${placeholder}`)}
            className="min-h-8 rounded-full border bg-muted/50 px-2.5 font-mono text-xs hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            dir="ltr"
          >
            {`{${placeholder}}`}
            {/* The name starts with the visible text (WCAG 2.5.3: "click {name}" works). */}
            <span className="sr-only"> – {t(`whatsapp.placeholders.${placeholder}`)}</span>
          </button>
        ))}
      </div>
      <div className="grid gap-1">
        <p className="text-xs font-medium text-muted-foreground">
          {t('whatsapp.templates.preview')}
        </p>
        <p
          dir="auto"
          aria-live="polite"
          data-testid={`whatsapp-preview-${kind}`}
          className="rounded-2xl rounded-ss-sm bg-[#dcf8c6] px-3 py-2 text-sm whitespace-pre-wrap wrap-anywhere text-[#111b21] dark:bg-[#005c4b] dark:text-[#e9edef]"
        >
          {fillTemplate(value.trim() || fallback, example)}
        </p>
      </div>
      {value.trim() === '' ? (
        // Editing the default starts from its words rather than from an empty box.
        <Button
          type="button"
          variant="ghost"
          size="sm"
          className="h-10 w-fit text-muted-foreground"
          onClick={() => form.setValue(kind, fallback, { shouldDirty: true })}
        >
          <PencilLine aria-hidden />
          {t('whatsapp.templates.editDefault')}
        </Button>
      ) : (
        <Button
          type="button"
          variant="ghost"
          size="sm"
          className="h-10 w-fit text-muted-foreground"
          onClick={() => form.setValue(kind, '', { shouldDirty: true, shouldValidate: true })}
        >
          <RotateCcw aria-hidden />
          {t('whatsapp.templates.reset')}
        </Button>
      )}
    </fieldset>
  );
}

export function WhatsappTemplatesCard() {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const { user } = useCurrentUser();
  const templates = useWhatsappTemplates();
  const save = useSaveWhatsappTemplates();
  const fallback = (kind: WhatsappTemplateKind) => defaultWhatsappTemplate(t, kind);
  const form = useForm<Values, unknown, WhatsappTemplatesInput>({
    // The form always holds the four texts; the schema also takes a partial or null input.
    resolver: zodResolver(whatsappTemplatesInputSchema) as Resolver<
      Values,
      unknown,
      WhatsappTemplatesInput
    >,
    defaultValues: valuesOf(undefined),
  });

  // The saved words once they arrive (and after a save); never on a language switch.
  const saved = templates.data;
  useEffect(() => {
    if (saved) form.reset(valuesOf(saved));
  }, [saved, form]);

  const example: Record<WhatsappPlaceholder, string> = {
    name: t('whatsapp.example.name'),
    reference: 'HN-7K2Q9',
    store: user?.storeName ?? t('whatsapp.example.store'),
    total: formatMoney(86.5, language),
    transporter: t('whatsapp.example.transporter'),
    tracking: `${window.location.origin}${paths.marketplace.track({ reference: 'HN-7K2Q9', phone: '+21620123456' })}`,
  };

  const submit = useFormSubmit(form, {
    // The default's own words are saved as "the default" (null), in whatever language.
    action: (input: WhatsappTemplatesInput) =>
      save.mutateAsync(
        Object.fromEntries(
          WHATSAPP_TEMPLATE_KINDS.map((kind) => {
            const text = input[kind] ?? null;
            return [kind, text === null || text === fallback(kind).trim() ? null : text];
          }),
        ) as WhatsappTemplatesInput,
      ),
    fields: FIELDS,
    errorTitle: t('whatsapp.templates.saveFailed'),
    successToast: { title: t('whatsapp.templates.saved') },
  });

  return (
    <ProfileCard
      title={t('whatsapp.templates.title')}
      description={t('whatsapp.templates.description')}
    >
      {templates.isPending ? (
        <LoadingBlock rowClassName="h-32" />
      ) : templates.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {t('common.error')}
        </p>
      ) : (
        <form
          noValidate
          onSubmit={form.handleSubmit(submit)}
          className="grid gap-4"
          aria-label={t('whatsapp.templates.title')}
        >
          {WHATSAPP_TEMPLATE_KINDS.map((kind) => (
            <TemplateField key={kind} form={form} kind={kind} example={example} />
          ))}
          <div className="flex justify-end">
            <SubmitButton
              pending={form.formState.isSubmitting}
              disabled={!form.formState.isDirty}
              className="h-11 w-full sm:w-auto"
            >
              {t('whatsapp.templates.save')}
            </SubmitButton>
          </div>
        </form>
      )}
    </ProfileCard>
  );
}
