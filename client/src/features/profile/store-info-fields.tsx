/**
 * The store's name, description, phone and address (SPEC §4, §5): the fields the setup wizard's
 * store step and the profile's Store card both edit, in either one's form.
 */
import { useWatch, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '../../../../common/constants.ts';
import { TextAreaField, TextField, type FieldForm } from '../../components/form/fields.tsx';

type StoreField = 'storeName' | 'storeDescription' | 'storePhone' | 'storeAddress';

export function StoreInfoFields<T extends FieldValues & Partial<Record<StoreField, string>>>({
  form,
}: {
  form: FieldForm<T>;
}) {
  const { t } = useTranslation();
  // react-hook-form cannot see that a generic form has these names; T's bound says it does.
  const name = (field: StoreField) => field as Path<T>;
  const description: unknown = useWatch({ control: form.control, name: name('storeDescription') });
  return (
    <div className="grid gap-4">
      <TextField
        form={form}
        name={name('storeName')}
        label={t('storeInfo.storeName')}
        autoComplete="organization"
        placeholder={t('storeInfo.storeNamePlaceholder')}
      />
      <TextAreaField
        form={form}
        name={name('storeDescription')}
        label={t('storeInfo.storeDescription')}
        description={t('storeInfo.counter', {
          count: typeof description === 'string' ? description.length : 0,
          max: LIMITS.storeDescriptionMax,
        })}
        rows={4}
        placeholder={t('storeInfo.storeDescriptionPlaceholder')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          form={form}
          name={name('storePhone')}
          kind="phone"
          label={t('storeInfo.storePhone')}
          placeholder={t('storeInfo.storePhonePlaceholder')}
        />
        <TextField
          form={form}
          name={name('storeAddress')}
          kind="address"
          label={t('storeInfo.storeAddress')}
          placeholder={t('storeInfo.storeAddressPlaceholder')}
        />
      </div>
    </div>
  );
}
