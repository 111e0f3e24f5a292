import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  deliveryRequestInputSchema,
  tunisianDate,
  type DeliveryRequestInput,
  type DeliveryRequestValues,
} from '../../../../common/schemas/delivery.ts';
import type { OrderDetail } from '../../../../common/contracts/orders.ts';
import { TextAreaField, TextField } from '../../components/form/fields.tsx';
import { FormDialogFooter } from '../../components/form/form-dialog-footer.tsx';
import { useFormSubmit } from '../../components/form/use-form-submit.ts';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog.tsx';
import { useCurrentUser } from '../auth/index.ts';
import { useRequestDelivery } from './delivery-api.ts';
import { governorateName } from './order-labels.ts';

const FIELDS = [
  'pickupAddress',
  'deliveryAddress',
  'packageDetails',
  'requestedDeliveryDate',
  'paymentAmount',
] as const;

/** The order's address with its governorate in the reader's language, unless already named. */
export function dropAddressOf(order: OrderDetail, language: string): string {
  const address = order.shippingAddress?.trim() ?? '';
  if (!order.shippingGovernorate) return address;
  const name = governorateName(order.shippingGovernorate, language);
  if (!address) return name;
  return address.toLowerCase().includes(name.toLowerCase()) ? address : `${address}, ${name}`;
}

/** "2 × Olive oil 1L, 1 × Laurel soap": what the parcel holds, from the order's lines. */
export function packageDetailsOf(order: OrderDetail): string {
  return order.lines.map((line) => `${line.quantity} × ${line.productName}`).join(', ');
}

interface RequestDeliveryFormProps {
  order: OrderDetail;
  onDone: () => void;
}

function RequestDeliveryForm({ order, onDone }: RequestDeliveryFormProps) {
  const { t, i18n } = useTranslation();
  const { user } = useCurrentUser();
  const request = useRequestDelivery(order.id);
  const form = useForm<DeliveryRequestInput, unknown, DeliveryRequestValues>({
    resolver: zodResolver(deliveryRequestInputSchema),
    defaultValues: {
      orderId: order.id,
      pickupAddress: user?.storeAddress ?? '',
      deliveryAddress: dropAddressOf(order, i18n.resolvedLanguage ?? 'en'),
      packageDetails: packageDetailsOf(order),
      requestedDeliveryDate: '',
      paymentAmount: '',
    },
  });

  const submit = useFormSubmit(form, {
    // The fields as entered, the amount as a string (SPEC §7): the server makes the exact number.
    action: () => request.mutateAsync(form.getValues()),
    fields: FIELDS,
    errorTitle: t('delivery.seller.requestFailed'),
    successToast: {
      title: t('delivery.seller.requested'),
      description: t('delivery.seller.requestedText'),
    },
    onSuccess: onDone,
  });

  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} className="grid gap-4">
      {(['pickupAddress', 'deliveryAddress', 'packageDetails'] as const).map((name) => (
        <TextAreaField
          key={name}
          form={form}
          name={name}
          label={t(`delivery.form.${name}`)}
          inputClassName="min-h-16"
        />
      ))}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          form={form}
          name="requestedDeliveryDate"
          label={t('delivery.form.requestedDate')}
          description={t('delivery.form.optional')}
          type="date"
          min={tunisianDate()}
        />
        <TextField
          form={form}
          name="paymentAmount"
          kind="code"
          label={t('delivery.form.paymentAmount')}
          inputMode="decimal"
          placeholder={t('delivery.form.amountPlaceholder')}
        />
      </div>
      <FormDialogFooter
        cancelLabel={t('delivery.form.cancel')}
        pending={form.formState.isSubmitting}
        pendingLabel={t('delivery.form.sending')}
      >
        {t('delivery.form.submit')}
      </FormDialogFooter>
    </form>
  );
}

interface RequestDeliveryDialogProps {
  order: OrderDetail;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Request delivery: the form opens prefilled from the store and the order. */
export function RequestDeliveryDialog({ order, open, onOpenChange }: RequestDeliveryDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('common.close')} className="max-h-[90dvh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{t('delivery.form.title')}</DialogTitle>
          <DialogDescription>{t('delivery.form.description')}</DialogDescription>
        </DialogHeader>
        {open && <RequestDeliveryForm order={order} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}
