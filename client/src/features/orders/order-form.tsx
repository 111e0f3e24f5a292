import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import {
  manualOrderInputSchema,
  type ManualOrderInput,
} from '../../../../common/schemas/back-office.ts';
import type { Customer } from '../../../../common/contracts/customers.ts';
import { SubmitButton } from '../../components/form/form-actions.tsx';
import { useFormSubmit } from '../../components/form/use-form-submit.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent } from '../../components/ui/card.tsx';
import { paths } from '../../../../common/routes.ts';
import { useCreateOrder, type ManualOrderPayload } from './api.ts';
import { CustomerPicker } from './customer-picker.tsx';
import { OrderExtraFields } from './order-extra-fields.tsx';
import { fieldErrorText } from '../../lib/validation.ts';
import { OrderLinesField } from './order-lines-field.tsx';

const DEFAULT_VALUES: ManualOrderInput = {
  customerId: 0,
  items: [{ productId: 0, quantity: 1 }],
  shippingAddress: '',
  paymentMethod: 'cash_on_delivery',
  note: '',
};

/** Top-level fields a 400 answer may name; they get the message under them. */
const SERVER_FIELDS = [
  'customerId',
  'shippingAddress',
  'shippingGovernorate',
  'paymentMethod',
  'note',
] as const;

/** Records an order made in a DM (SPEC §2 /orders, DESIGN.md): stock goes down as at checkout. */
export function OrderForm() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const createOrder = useCreateOrder();
  const [customer, setCustomer] = useState<Customer | null>(null);
  const form = useForm<ManualOrderInput, unknown, ManualOrderPayload>({
    resolver: zodResolver(manualOrderInputSchema),
    defaultValues: DEFAULT_VALUES,
  });
  const { errors, isSubmitting } = form.formState;

  function chooseCustomer(next: Customer | null, onChange: (id: number) => void) {
    const address = form.getValues('shippingAddress');
    // Prefill the address from the customer, unless the seller already typed another one.
    if (next?.address && (!address || address === customer?.address)) {
      form.setValue('shippingAddress', next.address, {
        shouldValidate: form.formState.isSubmitted,
      });
    }
    setCustomer(next);
    onChange(next?.id ?? 0);
  }

  const submit = useFormSubmit(form, {
    action: (values: ManualOrderPayload) =>
      createOrder.mutateAsync({ ...values, note: values.note || undefined }),
    fields: SERVER_FIELDS,
    errorTitle: t('orders.toast.recordFailed'),
    successToast: { title: t('orders.toast.recorded') },
    onSuccess: (order) => navigate(paths.orders.view(order.id)),
  });

  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} className="flex flex-col gap-6">
      <Card>
        <CardContent className="grid gap-6 pt-4 sm:pt-6">
          <Controller
            control={form.control}
            name="customerId"
            render={({ field }) => (
              <CustomerPicker
                id="order-customer"
                selected={customer}
                onSelect={(next) => chooseCustomer(next, field.onChange)}
                error={fieldErrorText(t, errors.customerId?.message)}
              />
            )}
          />
          <OrderLinesField control={form.control} setValue={form.setValue} errors={errors} />
          <OrderExtraFields form={form} />
        </CardContent>
      </Card>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button asChild variant="outline" className="h-11 md:h-10">
          <Link href={paths.orders.list}>{t('orders.form.cancel')}</Link>
        </Button>
        <SubmitButton pending={isSubmitting} className="h-11 md:h-10">
          {t('orders.form.submit')}
        </SubmitButton>
      </div>
    </form>
  );
}
