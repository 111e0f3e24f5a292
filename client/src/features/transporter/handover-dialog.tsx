/**
 * "I handed over…" (issue 14): the transporter declares the cash handed to a store, everything not
 * yet declared unless they type less. The store then confirms or disputes it. Checked with the
 * route's own schema; the amount left as offered is sent as no amount (the server takes all that
 * is left to declare, to the millime).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { CashBalance } from '../../../../common/contracts/cash.ts';
import { cashHandoverInputSchema } from '../../../../common/schemas/cash.ts';
import { TextField } from '../../components/form/fields.tsx';
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
import { amountInputValue } from '../../lib/amount-input.ts';
import { isolate } from '../../lib/format.ts';
import { useFormat } from '../../lib/use-format.ts';
import { useDeclareHandover } from './api.ts';

type HandoverInput = z.input<typeof cashHandoverInputSchema>;
type HandoverValues = z.output<typeof cashHandoverInputSchema>;

function HandoverForm({ balance, onDone }: { balance: CashBalance; onDone: () => void }) {
  const { t, i18n } = useTranslation();
  const { money } = useFormat();
  const declare = useDeclareHandover();
  const [failure, setFailure] = useState<string | null>(null);
  // As the transporter would type it: "7,50" in French and Arabic.
  const offered = amountInputValue(balance.toDeclare, i18n.resolvedLanguage ?? 'en');
  const form = useForm<HandoverInput, unknown, HandoverValues>({
    resolver: zodResolver(cashHandoverInputSchema),
    defaultValues: { storeId: balance.counterpart.id, amount: offered },
  });
  const submit = useFormSubmit(form, {
    action: (values: HandoverValues) =>
      declare.mutateAsync({
        storeId: values.storeId,
        ...(values.amount === undefined || values.amount === balance.toDeclare
          ? {}
          : { amount: String(values.amount) }),
      }),
    fields: ['amount'],
    successToast: { title: t('transporter.cash.declared') },
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
      <TextField
        form={form}
        name="amount"
        label={t('transporter.cash.amount')}
        description={t('transporter.cash.toDeclareHint', {
          amount: isolate(money(balance.toDeclare)),
        })}
        inputMode="decimal"
        dir="ltr"
      />
      {failure && <FormAlert>{failure}</FormAlert>}
      <FormDialogFooter
        cancelLabel={t('transporter.board.cancel')}
        pending={form.formState.isSubmitting}
        pendingLabel={t('transporter.board.sending')}
      >
        {t('transporter.cash.declare')}
      </FormDialogFooter>
    </form>
  );
}

interface HandoverDialogProps {
  balance: CashBalance;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function HandoverDialog({ balance, open, onOpenChange }: HandoverDialogProps) {
  const { t } = useTranslation();
  const store = balance.counterpart.name ?? t('delivery.card.unknownStore');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('common.close')}>
        <DialogHeader>
          <DialogTitle>{t('transporter.cash.dialogTitle', { store: isolate(store) })}</DialogTitle>
          <DialogDescription>{t('transporter.cash.dialogText')}</DialogDescription>
        </DialogHeader>
        {open && <HandoverForm balance={balance} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}
