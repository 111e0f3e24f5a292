import { Controller, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PAYMENT_METHODS } from '../../../../common/enums.ts';
import type { ManualOrderInput } from '../../../../common/schemas/back-office.ts';
import { FormField, formFieldControlProps } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '../../components/ui/select.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import type { ManualOrderPayload } from './api.ts';
import { translateOrderMessage } from './order-form-messages.ts';
import { sortedGovernorates } from './order-labels.ts';

interface OrderExtraFieldsProps {
  control: Control<ManualOrderInput, unknown, ManualOrderPayload>;
  register: UseFormRegister<ManualOrderInput>;
  errors: FieldErrors<ManualOrderInput>;
}

function SelectError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
      {message}
    </p>
  );
}

/** Shipping address, governorate (the 24, by ISO code), payment method and a note. */
export function OrderExtraFields({ control, register, errors }: OrderExtraFieldsProps) {
  const { t, i18n } = useTranslation();
  const governorates = sortedGovernorates(i18n.resolvedLanguage ?? 'en');
  const addressError = translateOrderMessage(t, errors.shippingAddress?.message);
  const governorateError = translateOrderMessage(t, errors.shippingGovernorate?.message);
  const paymentError = translateOrderMessage(t, errors.paymentMethod?.message);
  const noteError = translateOrderMessage(t, errors.note?.message);

  return (
    <div className="grid gap-4">
      <FormField
        label={t('orders.form.shippingAddress')}
        htmlFor="order-shipping-address"
        error={addressError}
      >
        <Input
          className="h-11 md:h-10"
          dir="auto"
          autoComplete="street-address"
          placeholder={t('orders.form.shippingAddressPlaceholder')}
          {...register('shippingAddress')}
        />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-2">
          <Label htmlFor="order-governorate">{t('orders.form.governorate')}</Label>
          <Controller
            control={control}
            name="shippingGovernorate"
            render={({ field }) => (
              <Select value={field.value} onValueChange={field.onChange}>
                <SelectTrigger
                  className="h-11 md:h-10"
                  ref={field.ref}
                  onBlur={field.onBlur}
                  {...formFieldControlProps('order-governorate', governorateError)}
                >
                  <SelectValue placeholder={t('orders.form.chooseGovernorate')} />
                </SelectTrigger>
                <SelectContent>
                  {governorates.map((governorate) => (
                    <SelectItem key={governorate.code} value={governorate.code}>
                      {governorate.name}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          />
          <SelectError id="order-governorate" message={governorateError} />
        </div>
        <div className="grid gap-2">
          <Label htmlFor="order-payment">{t('orders.form.paymentMethod')}</Label>
          <Controller
            control={control}
            name="paymentMethod"
            render={({ field }) => (
              <Select value={field.value} onValueChange={field.onChange}>
                <SelectTrigger
                  className="h-11 md:h-10"
                  ref={field.ref}
                  onBlur={field.onBlur}
                  {...formFieldControlProps('order-payment', paymentError)}
                >
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {PAYMENT_METHODS.map((method) => (
                    <SelectItem key={method} value={method}>
                      {t(`orders.payment.${method}`)}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          />
          <SelectError id="order-payment" message={paymentError} />
        </div>
      </div>
      <FormField label={t('orders.form.note')} htmlFor="order-note" error={noteError}>
        <Textarea
          rows={3}
          dir="auto"
          placeholder={t('orders.form.notePlaceholder')}
          {...register('note')}
        />
      </FormField>
    </div>
  );
}
