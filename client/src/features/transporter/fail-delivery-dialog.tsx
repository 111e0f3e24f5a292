/**
 * Mark a delivery as failed (issue 14): why (buyer absent, refused, wrong address, other) and an
 * optional note for the store. The order goes back to the store as returned; checked with the
 * route's own schema.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { DeliveryRequest } from '../../../../common/contracts/deliveries.ts';
import { DELIVERY_FAILURE_REASONS } from '../../../../common/enums.ts';
import { deliveryStatusUpdateSchema } from '../../../../common/schemas/delivery.ts';
import { RadioCardsField, TextAreaField } from '../../components/form/fields.tsx';
import { FormAlert } from '../../components/form/form-actions.tsx';
import { FormDialogFooter } from '../../components/form/form-dialog-footer.tsx';
import { useFormSubmit } from '../../components/form/use-form-submit.ts';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useMoveDeliveryRequest } from './api.ts';

/**
 * The route's own fields and messages, with the reason required as failing requires it: the form
 * never sends a failure without one.
 */
const failSchema = z.object({
  reason: deliveryStatusUpdateSchema.shape.reason.unwrap(),
  note: deliveryStatusUpdateSchema.shape.note,
});
type FailInput = z.input<typeof failSchema>;
type FailValues = z.output<typeof failSchema>;

/** The longest note the server keeps. */
const NOTE_MAX = 500;

function FailForm({ request, onDone }: { request: DeliveryRequest; onDone: () => void }) {
  const { t } = useTranslation();
  const move = useMoveDeliveryRequest();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<FailInput, unknown, FailValues>({
    resolver: zodResolver(failSchema),
    defaultValues: { note: '' },
  });
  const submit = useFormSubmit(form, {
    action: (values: FailValues) =>
      move.mutateAsync({
        id: request.id,
        status: 'failed',
        reason: values.reason,
        note: values.note,
      }),
    fields: ['reason', 'note'],
    successToast: { title: t('transporter.board.fail.done') },
    onSuccess: onDone,
    // A refused field is said under it; anything else in the dialog.
    onError: (error, message) => {
      if (!(error instanceof ApiError && Object.keys(error.codes).length > 0)) setFailure(message);
      return true;
    },
  });
  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={(event) => {
        setFailure(null);
        void form.handleSubmit(submit)(event);
      }}
    >
      <RadioCardsField
        form={form}
        name="reason"
        legend={t('transporter.board.fail.reason')}
        choices={DELIVERY_FAILURE_REASONS.map((value) => ({
          value,
          label: t(`delivery.failureReasons.${value}`),
        }))}
      />
      <TextAreaField
        form={form}
        name="note"
        label={t('transporter.board.fail.note')}
        rows={3}
        maxLength={NOTE_MAX}
        placeholder={t('transporter.board.fail.notePlaceholder')}
      />
      {failure && <FormAlert>{failure}</FormAlert>}
      <FormDialogFooter
        cancelLabel={t('transporter.board.cancel')}
        pending={form.formState.isSubmitting}
        pendingLabel={t('transporter.board.sending')}
      >
        {t('transporter.board.fail.submit')}
      </FormDialogFooter>
    </form>
  );
}

interface FailDeliveryDialogProps {
  request: DeliveryRequest;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The dialog behind "Mark as failed"; the form starts empty at each opening. */
export function FailDeliveryDialog({ request, open, onOpenChange }: FailDeliveryDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('common.close')}>
        <DialogHeader>
          <DialogTitle>{t('transporter.board.fail.title')}</DialogTitle>
          <DialogDescription>{t('transporter.board.fail.description')}</DialogDescription>
        </DialogHeader>
        {open && <FailForm request={request} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}
