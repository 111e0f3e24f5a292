/**
 * "Dispute" with a note the operators read: the one dialog for a seller disputing a failed
 * delivery's payment and a cash hand-over. Each caller gives its schema (the same one field, its
 * own message code), the locale group of its texts and how to send.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { cashDisputeSchema } from '../../../common/schemas/cash.ts';
import type { deliveryDisputeSchema } from '../../../common/schemas/delivery.ts';
import { TextAreaField } from './form/fields.tsx';
import { FormDialogFooter } from './form/form-dialog-footer.tsx';
import { useFormSubmit } from './form/use-form-submit.ts';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from './ui/dialog.tsx';

interface NoteValues {
  note: string;
}

/** Locale groups holding title, note, noteHint, cancel, submit, sending, done and failed. */
export type DisputeTextsKey = 'delivery.seller.dispute' | 'sellerCash.dispute';

interface DisputeNoteDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  schema: typeof deliveryDisputeSchema | typeof cashDisputeSchema;
  texts: DisputeTextsKey;
  description: string;
  /** Sends the note as the schema left it (trimmed). */
  send: (note: string) => Promise<unknown>;
}

function DisputeNoteForm({ schema, texts, send, onOpenChange }: DisputeNoteDialogProps) {
  const { t } = useTranslation();
  const form = useForm<NoteValues>({
    // Both schemas take the same one field; only their message codes differ.
    resolver: zodResolver(schema) as Resolver<NoteValues>,
    defaultValues: { note: '' },
  });
  const submit = useFormSubmit(form, {
    action: (values: NoteValues) => send(values.note),
    fields: ['note'],
    errorTitle: t(`${texts}.failed`),
    successToast: { title: t(`${texts}.done`) },
    onSuccess: () => onOpenChange(false),
  });
  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} className="grid gap-4">
      <TextAreaField
        form={form}
        name="note"
        label={t(`${texts}.note`)}
        description={t(`${texts}.noteHint`)}
        inputClassName="min-h-24"
      />
      <FormDialogFooter
        cancelLabel={t(`${texts}.cancel`)}
        pending={form.formState.isSubmitting}
        pendingLabel={t(`${texts}.sending`)}
      >
        {t(`${texts}.submit`)}
      </FormDialogFooter>
    </form>
  );
}

export function DisputeNoteDialog(props: DisputeNoteDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent closeLabel={t('common.close')}>
        <DialogHeader>
          <DialogTitle>{t(`${props.texts}.title`)}</DialogTitle>
          <DialogDescription>{props.description}</DialogDescription>
        </DialogHeader>
        {/* Mounted only while open: a new dispute starts from an empty note. */}
        {props.open && <DisputeNoteForm {...props} />}
      </DialogContent>
    </Dialog>
  );
}
