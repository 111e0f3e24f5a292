import { useTranslation } from 'react-i18next';
import { PAYMENT_METHODS } from '../../../../common/enums.ts';
import type { ManualOrderInput } from '../../../../common/schemas/back-office.ts';
import {
  SelectField,
  TextAreaField,
  TextField,
  type FieldForm,
} from '../../components/form/fields.tsx';
import type { ManualOrderPayload } from './api.ts';
import { sortedGovernorates } from './order-labels.ts';

/** Shipping address, governorate (the 24, by ISO code), payment method and a note. */
export function OrderExtraFields({
  form,
}: {
  form: FieldForm<ManualOrderInput, ManualOrderPayload>;
}) {
  const { t, i18n } = useTranslation();
  const governorates = sortedGovernorates(i18n.resolvedLanguage ?? 'en');
  return (
    <div className="grid gap-4">
      <TextField
        form={form}
        name="shippingAddress"
        kind="address"
        label={t('orders.form.shippingAddress')}
        placeholder={t('orders.form.shippingAddressPlaceholder')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          form={form}
          name="shippingGovernorate"
          label={t('orders.form.governorate')}
          placeholder={t('orders.form.chooseGovernorate')}
          choices={governorates.map(({ code, name }) => ({ value: code, label: name }))}
        />
        <SelectField
          form={form}
          name="paymentMethod"
          label={t('orders.form.paymentMethod')}
          choices={PAYMENT_METHODS.map((method) => ({
            value: method,
            label: t(`orders.payment.${method}`),
          }))}
        />
      </div>
      <TextAreaField
        form={form}
        name="note"
        label={t('orders.form.note')}
        rows={3}
        placeholder={t('orders.form.notePlaceholder')}
      />
    </div>
  );
}
