/**
 * The store's name, description, pictures, phones, governorate and address (SPEC §4, §5): the
 * fields the setup wizard's store step and the profile's Store card both edit, in either one's
 * form. The logo and cover upload as soon as they are picked; the form sends their ids.
 */
import { useCallback } from 'react';
import { Controller, useWatch, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '../../../../common/constants.ts';
import type { MediaImage } from '../../../../common/media.ts';
import {
  Field,
  SelectField,
  TextAreaField,
  TextField,
  type FieldForm,
} from '../../components/form/fields.tsx';
import { PhoneInput } from '../../components/phone-input.tsx';
import { SinglePhotoField } from '../media/index.ts';
import { sortedGovernorates } from '../orders/index.ts';

type StoreTextField = 'storeName' | 'storeDescription' | 'storePhone' | 'storeAddress';
type StoreChoiceField = 'storeGovernorate' | 'storeWhatsapp' | 'storeLogoId' | 'storeCoverId';
type StoreField = StoreTextField | StoreChoiceField;

export type StoreFieldValues = Partial<Record<StoreTextField, string>> &
  Partial<Record<StoreChoiceField, string | null>>;

interface StoreInfoFieldsProps<T extends FieldValues> {
  form: FieldForm<T>;
  /** The pictures saved today, shown until the seller changes them. */
  logo: MediaImage | null;
  cover: MediaImage | null;
  /** Told when a picture starts or stops uploading: the form waits meanwhile. */
  onUploading?: (field: 'storeLogoId' | 'storeCoverId', busy: boolean) => void;
}

export function StoreInfoFields<T extends FieldValues & StoreFieldValues>({
  form,
  logo,
  cover,
  onUploading,
}: StoreInfoFieldsProps<T>) {
  const { t, i18n } = useTranslation();
  // react-hook-form cannot see that a generic form has these names; T's bound says it does.
  const name = (field: StoreField) => field as Path<T>;
  const description: unknown = useWatch({ control: form.control, name: name('storeDescription') });
  const governorates = sortedGovernorates(i18n.resolvedLanguage ?? 'en');
  const logoBusy = useCallback(
    (busy: boolean) => onUploading?.('storeLogoId', busy),
    [onUploading],
  );
  const coverBusy = useCallback(
    (busy: boolean) => onUploading?.('storeCoverId', busy),
    [onUploading],
  );
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
      <Controller
        control={form.control}
        name={name('storeLogoId')}
        render={({ field, fieldState }) => (
          <SinglePhotoField
            label={t('storeInfo.logo')}
            hint={t('storeInfo.logoHint')}
            current={logo}
            shape="square"
            onChange={field.onChange}
            onBusyChange={logoBusy}
            error={fieldState.error?.message}
            testId="store-logo"
          />
        )}
      />
      <Controller
        control={form.control}
        name={name('storeCoverId')}
        render={({ field, fieldState }) => (
          <SinglePhotoField
            label={t('storeInfo.cover')}
            hint={t('storeInfo.coverHint')}
            current={cover}
            shape="wide"
            onChange={field.onChange}
            onBusyChange={coverBusy}
            error={fieldState.error?.message}
            testId="store-cover"
          />
        )}
      />
      {/* Top-aligned: the WhatsApp hint makes its column taller than the phone's. */}
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <TextField
          form={form}
          name={name('storePhone')}
          kind="phone"
          label={t('storeInfo.storePhone')}
          placeholder={t('storeInfo.storePhonePlaceholder')}
        />
        <Field
          form={form}
          name={name('storeWhatsapp')}
          label={t('storeInfo.whatsapp')}
          description={t('storeInfo.whatsappHint')}
        >
          <PhoneInput aria-required={false} autoComplete="off" />
        </Field>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          form={form}
          name={name('storeGovernorate')}
          label={t('storeInfo.governorate')}
          placeholder={t('storeInfo.chooseGovernorate')}
          choices={governorates.map(({ code, name }) => ({ value: code, label: name }))}
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
