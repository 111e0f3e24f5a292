/**
 * Complete a delivery with the buyer's 4-digit code (issue 14): the parcel counts as delivered
 * only when the code the buyer gives at the door matches. A wrong code is said in place with the
 * attempts left; after the last one the request locks until the store resolves it.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { Lock } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { DeliveryRequest } from '../../../../common/contracts/deliveries.ts';
import {
  deliveryStatusUpdateSchema,
  type DeliveryStatusUpdate,
} from '../../../../common/schemas/delivery.ts';
import { TextField } from '../../components/form/fields.tsx';
import { FormAlert } from '../../components/form/form-actions.tsx';
import { FormDialogFooter } from '../../components/form/form-dialog-footer.tsx';
import { useFormSubmit } from '../../components/form/use-form-submit.ts';
import { Button } from '../../components/ui/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useMoveDeliveryRequest } from './api.ts';

type CodeInput = z.input<typeof deliveryStatusUpdateSchema>;

/** The locked state: no field, the reason, and who unlocks it. */
export function CodeLockedNotice() {
  const { t } = useTranslation();
  return (
    <p
      role="status"
      className="flex items-start gap-2 rounded-md border border-warning/40 bg-warning-soft px-3 py-2 text-sm text-warning"
    >
      <Lock className="mt-0.5 size-4 shrink-0" aria-hidden />
      {t('transporter.board.code.locked')}
    </p>
  );
}

function CodeForm({ request, onDone }: { request: DeliveryRequest; onDone: () => void }) {
  const { t } = useTranslation();
  const move = useMoveDeliveryRequest();
  const [failure, setFailure] = useState<string | null>(null);
  const [locked, setLocked] = useState(false);
  const form = useForm<CodeInput, unknown, DeliveryStatusUpdate>({
    resolver: zodResolver(deliveryStatusUpdateSchema),
    defaultValues: { status: 'completed', code: '' },
  });
  const submit = useFormSubmit(form, {
    action: (values: DeliveryStatusUpdate) =>
      move.mutateAsync({ id: request.id, status: 'completed', code: values.code ?? '' }),
    successToast: { title: t('transporter.board.code.done') },
    onSuccess: onDone,
    // Wrong code, locked, or anything else: said once, in the dialog, above the emptied field.
    onError: (error, message) => {
      if (error instanceof ApiError && error.code === 'delivery.code.locked') setLocked(true);
      else setFailure(message);
      form.setValue('code', '');
      form.setFocus('code');
      return true;
    },
  });
  if (locked || request.codeLocked) {
    return (
      <div className="grid gap-4">
        <CodeLockedNotice />
        <DialogFooter>
          <DialogClose asChild>
            <Button type="button" variant="outline" className="h-11 md:h-10">
              {t('transporter.board.close')}
            </Button>
          </DialogClose>
        </DialogFooter>
      </div>
    );
  }
  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={(event) => {
        setFailure(null);
        void form.handleSubmit(submit)(event);
      }}
    >
      <TextField
        form={form}
        name="code"
        label={t('transporter.board.code.label')}
        description={t('transporter.board.code.attemptsLeft', {
          count: request.codeAttemptsLeft,
        })}
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]{4}"
        maxLength={4}
        dir="ltr"
        inputClassName="h-14 w-40 text-center font-mono text-2xl tracking-[0.5em] md:h-14"
      />
      {failure && <FormAlert>{failure}</FormAlert>}
      <FormDialogFooter
        cancelLabel={t('transporter.board.cancel')}
        pending={form.formState.isSubmitting}
        pendingLabel={t('transporter.board.sending')}
      >
        {t('transporter.board.code.submit')}
      </FormDialogFooter>
    </form>
  );
}

interface CompleteDeliveryDialogProps {
  request: DeliveryRequest;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The dialog behind "Complete Delivery"; the field starts empty at each opening. */
export function CompleteDeliveryDialog({
  request,
  open,
  onOpenChange,
}: CompleteDeliveryDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('common.close')}>
        <DialogHeader>
          <DialogTitle>{t('transporter.board.code.title')}</DialogTitle>
          <DialogDescription>{t('transporter.board.code.description')}</DialogDescription>
        </DialogHeader>
        {open && <CodeForm request={request} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}
