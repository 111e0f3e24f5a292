import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2 } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  deliveryRequestInputSchema,
  tunisianDate,
  type DeliveryRequestInput,
  type DeliveryRequestValues,
} from '../../../../common/schemas/delivery.ts';
import type { OrderDetail } from '../../../../common/types.ts';
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
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { serverMessageOf, setServerFieldErrors } from '../../lib/form-errors.ts';
import { useCurrentUser } from '../auth/api.ts';
import { translateDeliveryMessage } from '../transporter/delivery-messages.ts';
import { useRequestDelivery } from './delivery-api.ts';
import { governorateName } from './order-labels.ts';

const FIELDS = [
  'pickupAddress',
  'deliveryAddress',
  'packageDetails',
  'requestedDeliveryDate',
  'paymentAmount',
] as const;
type Field = (typeof FIELDS)[number];

const control = 'h-11 md:h-10';

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
  const { errors, isSubmitting } = form.formState;
  const errorOf = (field: Field) => translateDeliveryMessage(t, errors[field]?.message);

  async function submit() {
    try {
      await request.mutateAsync(form.getValues());
    } catch (error) {
      setServerFieldErrors(error, FIELDS, form.setError);
      toast({
        variant: 'destructive',
        title: t('delivery.seller.requestFailed'),
        description: serverMessageOf(t, error, t('common.error'), translateDeliveryMessage),
      });
      return;
    }
    toast({
      title: t('delivery.seller.requested'),
      description: t('delivery.seller.requestedText'),
    });
    onDone();
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} className="grid gap-4">
      <FormField
        label={t('delivery.form.pickupAddress')}
        htmlFor="delivery-pickup"
        error={errorOf('pickupAddress')}
      >
        <Textarea dir="auto" className="min-h-16" {...form.register('pickupAddress')} />
      </FormField>
      <FormField
        label={t('delivery.form.deliveryAddress')}
        htmlFor="delivery-drop"
        error={errorOf('deliveryAddress')}
      >
        <Textarea dir="auto" className="min-h-16" {...form.register('deliveryAddress')} />
      </FormField>
      <FormField
        label={t('delivery.form.packageDetails')}
        htmlFor="delivery-package"
        error={errorOf('packageDetails')}
      >
        <Textarea dir="auto" className="min-h-16" {...form.register('packageDetails')} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label={t('delivery.form.requestedDate')}
          htmlFor="delivery-date"
          error={errorOf('requestedDeliveryDate')}
          description={t('delivery.form.optional')}
        >
          <Input
            type="date"
            className={control}
            min={tunisianDate()}
            {...form.register('requestedDeliveryDate')}
          />
        </FormField>
        <FormField
          label={t('delivery.form.paymentAmount')}
          htmlFor="delivery-amount"
          error={errorOf('paymentAmount')}
        >
          <Input
            className={`${control} rtl:text-end`}
            dir="ltr"
            inputMode="decimal"
            placeholder={t('delivery.form.amountPlaceholder')}
            {...form.register('paymentAmount')}
          />
        </FormField>
      </div>
      <DialogFooter className="pt-2">
        <DialogClose asChild>
          <Button type="button" variant="outline" className={control}>
            {t('delivery.form.cancel')}
          </Button>
        </DialogClose>
        <Button type="submit" className={control} disabled={isSubmitting}>
          {isSubmitting && <Loader2 className="animate-spin" aria-hidden />}
          {isSubmitting ? t('delivery.form.sending') : t('delivery.form.submit')}
        </Button>
      </DialogFooter>
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
