/**
 * The store's delivery terms as a seller edits them: flat fee, free delivery from an amount, the
 * usual days, and fees for particular governorates. The setup wizard's store step saves them
 * with its own Next; the profile has them as a card with its own Save.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { Plus, Trash2 } from 'lucide-react';
import { useEffect } from 'react';
import { useFieldArray, useForm, useWatch, type Path, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { DeliveryTerms } from '../../../../common/delivery-fee.ts';
import {
  deliveryTermsInputSchema,
  type DeliveryTermsValues,
} from '../../../../common/schemas/delivery.ts';
import { GOVERNORATE_CODES } from '../../../../common/tunisia.ts';
import { SelectField, TextField } from '../../components/form/fields.tsx';
import { Button } from '../../components/ui/button.tsx';
import { useFormSubmit } from '../../components/form/use-form-submit.ts';
import { sortedGovernorates } from '../orders/index.ts';
import { useSaveDeliveryTerms } from './api.ts';
import { amountInputValue } from '../../lib/amount-input.ts';

/** What the inputs hold: text, as typed ("7,5"); the shared schema reads it. */
export interface DeliveryTermsFormValues {
  fee: string;
  freeThreshold: string;
  daysMin: string;
  daysMax: string;
  governorateFees: { governorate: string; fee: string }[];
}

/** A new store's starting point, as the server's defaults: free delivery in 1 to 3 days. */
const NEW_STORE: DeliveryTermsFormValues = {
  fee: '0',
  freeThreshold: '',
  daysMin: '1',
  daysMax: '3',
  governorateFees: [],
};

/** The saved amounts as the seller would type them: "7,50" in French and Arabic. */
export function deliveryTermsFormValues(
  terms: DeliveryTerms | undefined,
  language: string,
): DeliveryTermsFormValues {
  if (!terms) return NEW_STORE;
  return {
    fee: amountInputValue(terms.fee, language),
    freeThreshold:
      terms.freeThreshold === null ? '' : amountInputValue(terms.freeThreshold, language),
    daysMin: String(terms.daysMin),
    daysMax: String(terms.daysMax),
    governorateFees: terms.governorateFees.map((entry) => ({
      governorate: entry.governorate,
      fee: amountInputValue(entry.fee, language),
    })),
  };
}

/** The form over the saved terms: it takes them in when they arrive, unless the seller has typed. */
export function useDeliveryTermsForm(saved: DeliveryTerms | undefined) {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const form = useForm<DeliveryTermsFormValues, unknown, DeliveryTermsValues>({
    // The schema also takes numbers (the API's callers); the inputs only ever hold text of them.
    resolver: zodResolver(deliveryTermsInputSchema) as Resolver<
      DeliveryTermsFormValues,
      unknown,
      DeliveryTermsValues
    >,
    defaultValues: deliveryTermsFormValues(saved, language),
  });
  // Once per answer (react-hook-form's `values` option re-resets while a sibling form validates).
  const { reset, formState } = form;
  const typed = formState.isDirty;
  useEffect(() => {
    if (saved && !typed) reset(deliveryTermsFormValues(saved, language));
    // Only a new answer resets; typing does not bring the saved terms back.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `typed` is read, not watched
  }, [saved, reset, language]);
  return form;
}

export type DeliveryTermsForm = ReturnType<typeof useDeliveryTermsForm>;

/** The names a 400 of PUT /api/store/delivery-terms may put messages under. */
function serverFields(rows: number): Path<DeliveryTermsFormValues>[] {
  const fields: Path<DeliveryTermsFormValues>[] = ['fee', 'freeThreshold', 'daysMin', 'daysMax'];
  for (let index = 0; index < rows; index += 1) {
    fields.push(`governorateFees.${index}.governorate`, `governorateFees.${index}.fee`);
  }
  return fields;
}

/** Sends the terms through the one form pattern; resolves true once saved. */
export function useDeliveryTermsSubmit(
  form: DeliveryTermsForm,
  options: { onSaved?: () => void; successToast?: boolean } = {},
) {
  const { t, i18n } = useTranslation();
  const save = useSaveDeliveryTerms();
  const rows = form.getValues('governorateFees').length;
  return useFormSubmit(form, {
    action: (values: DeliveryTermsValues) => save.mutateAsync(values),
    fields: serverFields(rows),
    errorTitle: t('deliveryTerms.saveFailed'),
    successToast: options.successToast ? { title: t('deliveryTerms.saved') } : undefined,
    onSuccess: (saved) => {
      form.reset(deliveryTermsFormValues(saved, i18n.resolvedLanguage ?? 'en'));
      options.onSaved?.();
    },
  });
}

/** Money inputs: text with a decimal keypad, so "7,5" can be typed as French and Arabic write it. */
const amountProps = { kind: 'code', type: 'text', inputMode: 'decimal' } as const;
const daysProps = { kind: 'code', type: 'text', inputMode: 'numeric' } as const;

export function DeliveryTermsFields({
  form,
  headed = true,
}: {
  form: DeliveryTermsForm;
  /** False inside a card that already says what the fields are: the legend is then for screen readers. */
  headed?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const governorates = sortedGovernorates(i18n.resolvedLanguage ?? 'en');
  const { fields, append, remove } = useFieldArray({
    control: form.control,
    name: 'governorateFees',
  });
  const rows = useWatch({ control: form.control, name: 'governorateFees' });
  const flatFee = useWatch({ control: form.control, name: 'fee' });
  const used = new Set(rows.map((row) => row.governorate));
  const nextFree = governorates.find((g) => !used.has(g.code));

  return (
    <fieldset className="grid gap-4">
      <legend className={headed ? 'mb-1 text-base font-semibold' : 'sr-only'}>
        {t('deliveryTerms.form.title')}
      </legend>
      {headed && (
        <p className="-mt-2 text-sm text-muted-foreground">{t('deliveryTerms.form.description')}</p>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          form={form}
          name="fee"
          label={t('deliveryTerms.form.fee')}
          description={t('deliveryTerms.form.feeHint')}
          {...amountProps}
        />
        <TextField
          form={form}
          name="freeThreshold"
          label={t('deliveryTerms.form.freeThreshold')}
          description={t('deliveryTerms.form.freeThresholdHint')}
          {...amountProps}
        />
        <TextField
          form={form}
          name="daysMin"
          label={t('deliveryTerms.form.daysMin')}
          {...daysProps}
        />
        <TextField
          form={form}
          name="daysMax"
          label={t('deliveryTerms.form.daysMax')}
          {...daysProps}
        />
      </div>

      <div className="grid gap-3">
        <div>
          <h3 className="text-sm font-semibold">{t('deliveryTerms.form.byGovernorate')}</h3>
          <p className="text-sm text-muted-foreground">
            {t('deliveryTerms.form.byGovernorateHint')}
          </p>
        </div>
        {fields.length > 0 && (
          <ul className="grid gap-3">
            {fields.map((field, index) => (
              <li
                key={field.id}
                className="grid grid-cols-[1fr_auto] items-start gap-x-2 gap-y-3 rounded-lg border p-3 sm:grid-cols-[1fr_9rem_auto] sm:border-0 sm:p-0"
              >
                <SelectField
                  form={form}
                  name={`governorateFees.${index}.governorate`}
                  label={t('deliveryTerms.form.governorate')}
                  placeholder={t('checkout.chooseGovernorate')}
                  choices={governorates.map(({ code, name }) => ({
                    value: code,
                    label: name,
                    // One fee per governorate: the others' choices are taken.
                    disabled: used.has(code) && rows[index]?.governorate !== code,
                  }))}
                  contentClassName="max-h-72"
                  className="col-start-1"
                />
                <TextField
                  form={form}
                  name={`governorateFees.${index}.fee`}
                  label={t('deliveryTerms.form.governorateFee')}
                  className="col-start-1 sm:col-start-2 sm:row-start-1"
                  {...amountProps}
                />
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  className="col-start-2 row-start-1 mt-6 size-11 text-muted-foreground hover:text-destructive sm:col-start-3 md:size-10"
                  aria-label={t('deliveryTerms.form.remove', {
                    name:
                      governorates.find((g) => g.code === rows[index]?.governorate)?.name ??
                      t('deliveryTerms.form.governorate'),
                  })}
                  onClick={() => remove(index)}
                >
                  <Trash2 aria-hidden />
                </Button>
              </li>
            ))}
          </ul>
        )}
        {fields.length < GOVERNORATE_CODES.length && (
          <Button
            type="button"
            variant="outline"
            className="h-11 w-full sm:w-auto sm:justify-self-start md:h-10"
            onClick={() =>
              append(
                { governorate: nextFree?.code ?? '', fee: flatFee || '' },
                { shouldFocus: false },
              )
            }
          >
            <Plus aria-hidden />
            {t('deliveryTerms.form.add')}
          </Button>
        )}
      </div>
    </fieldset>
  );
}
