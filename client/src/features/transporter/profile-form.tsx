import { zodResolver } from '@hookform/resolvers/zod';
import { AlertCircle } from 'lucide-react';
import { useState, type ComponentProps } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  transporterProfileInputSchema,
  type TransporterProfileInput,
  type TransporterProfileValues,
} from '../../../../common/schemas/delivery.ts';
import type { TransporterProfile } from '../../../../common/contracts/transporters.ts';
import { TextAreaField, TextField } from '../../components/form/fields.tsx';
import { SubmitButton } from '../../components/form/form-actions.tsx';
import { useFormSubmit } from '../../components/form/use-form-submit.ts';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card.tsx';
import { Label } from '../../components/ui/label.tsx';
import { Switch } from '../../components/ui/switch.tsx';
import { useSaveProfile } from './api.ts';
import { AreasQuickPicks } from './areas-quick-picks.tsx';

const FIELDS = [
  'vehicleType',
  'vehicleModel',
  'vehicleYear',
  'licensePlate',
  'capacity',
  'baseRate',
  'ratePerKm',
  'areasServed',
  'phoneNumber',
  'isAvailable',
  'notes',
] as const;
type Field = (typeof FIELDS)[number];

function valuesOf(profile: TransporterProfile | null): TransporterProfileInput {
  return {
    vehicleType: profile?.vehicleType ?? '',
    vehicleModel: profile?.vehicleModel ?? '',
    vehicleYear: profile?.vehicleYear ?? '',
    licensePlate: profile?.licensePlate ?? '',
    capacity: profile?.capacity ?? '',
    // Two decimals, as every amount reads (SPEC §1): "7.00", not "7.000".
    baseRate: profile ? profile.baseRate.toFixed(2) : '',
    ratePerKm: profile ? profile.ratePerKm.toFixed(2) : '',
    areasServed: profile?.areasServed ?? '',
    phoneNumber: profile?.phoneNumber ?? '',
    isAvailable: profile?.isAvailable ?? true,
    notes: profile?.notes ?? '',
  };
}

/** The vehicle and rate profile (SPEC §3, §5); creates it the first time, then edits it. */
interface TransporterProfileFormProps {
  profile: TransporterProfile | null;
  /** After the first save: the verification card is where a new transporter goes next. */
  onCreated?: () => void;
}

export function TransporterProfileForm({ profile, onCreated }: TransporterProfileFormProps) {
  const { t } = useTranslation();
  const save = useSaveProfile(profile);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<TransporterProfileInput, unknown, TransporterProfileValues>({
    resolver: zodResolver(transporterProfileInputSchema),
    defaultValues: valuesOf(profile),
  });
  const areas = useWatch({ control: form.control, name: 'areasServed' });

  const creating = profile === null;
  const submitProfile = useFormSubmit(form, {
    action: (values: TransporterProfileInput) => save.mutateAsync(values),
    fields: FIELDS,
    errorTitle: t('transporter.toast.error'),
    successToast: {
      title: creating ? t('transporter.toast.created') : t('transporter.toast.updated'),
      // A new profile waits for verification before it can accept anything (issue 13).
      description: creating ? t('verification.profileCreated') : t('transporter.toast.updatedText'),
    },
    onSuccess: (saved) => {
      form.reset(valuesOf(saved));
      if (creating) onCreated?.();
    },
    // Said on the card too: the toast goes away, the reason should not.
    onError: (_error, message) => setFailure(message),
  });

  function submit() {
    setFailure(null);
    // The fields as entered, rates as strings (SPEC §7); the server makes exact numbers.
    return submitProfile(form.getValues());
  }

  /** A one-line field whose label and placeholder are read from its name. */
  const text = (
    field: Exclude<Field, 'isAvailable' | 'areasServed' | 'notes'>,
    input: Pick<ComponentProps<typeof TextField>, 'kind' | 'inputMode' | 'maxLength'> = {},
  ) => (
    <TextField
      key={field}
      form={form}
      name={field}
      label={t(`transporter.profile.${field}`)}
      placeholder={t(`transporter.profile.placeholders.${field}`)}
      {...input}
    />
  );

  return (
    <Card className="max-w-3xl">
      <CardHeader>
        <CardTitle as="h2">
          {profile ? t('transporter.profile.editTitle') : t('transporter.profile.createTitle')}
        </CardTitle>
        <CardDescription>{t('transporter.profile.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={form.handleSubmit(submit)} className="grid gap-6">
          {failure && (
            <div
              role="alert"
              className="flex items-start gap-3 rounded-md border border-destructive/40 bg-destructive-soft p-3 text-sm text-destructive"
            >
              <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden />
              <p>{failure}</p>
            </div>
          )}
          <fieldset className="grid gap-4 sm:grid-cols-2">
            <legend className="mb-2 text-base font-semibold">
              {t('transporter.profile.vehicle')}
            </legend>
            {text('vehicleType')}
            {text('vehicleModel')}
            {text('vehicleYear', { kind: 'code', inputMode: 'numeric', maxLength: 4 })}
            {text('licensePlate', { kind: 'code' })}
            <div className="sm:col-span-2">{text('capacity')}</div>
          </fieldset>

          <fieldset className="grid gap-4 sm:grid-cols-2">
            <legend className="mb-2 text-base font-semibold">
              {t('transporter.profile.rates')}
            </legend>
            {text('baseRate', { kind: 'code', inputMode: 'decimal' })}
            {text('ratePerKm', { kind: 'code', inputMode: 'decimal' })}
          </fieldset>

          <fieldset className="grid gap-4">
            <legend className="mb-2 text-base font-semibold">
              {t('transporter.profile.work')}
            </legend>
            <div className="grid gap-2">
              <TextAreaField
                form={form}
                name="areasServed"
                label={t('transporter.profile.areasServed')}
                inputClassName="min-h-20"
                placeholder={t('transporter.profile.placeholders.areasServed')}
              />
              <AreasQuickPicks
                value={areas ?? ''}
                onPick={(next) =>
                  form.setValue('areasServed', next, {
                    shouldDirty: true,
                    shouldValidate: form.formState.isSubmitted,
                  })
                }
              />
            </div>
            {text('phoneNumber', { kind: 'phone' })}
            <Controller
              control={form.control}
              name="isAvailable"
              render={({ field }) => (
                <div className="flex items-center justify-between gap-4 rounded-md border p-3">
                  <div className="grid gap-1">
                    <Label htmlFor="transporter-isAvailable">
                      {t('transporter.profile.isAvailable')}
                    </Label>
                    <p id="transporter-isAvailable-hint" className="text-sm text-muted-foreground">
                      {t('transporter.profile.isAvailableHint')}
                    </p>
                  </div>
                  <Switch
                    id="transporter-isAvailable"
                    aria-describedby="transporter-isAvailable-hint"
                    checked={field.value ?? true}
                    onCheckedChange={field.onChange}
                  />
                </div>
              )}
            />
            <TextAreaField
              form={form}
              name="notes"
              label={t('transporter.profile.notes')}
              placeholder={t('transporter.profile.placeholders.notes')}
            />
          </fieldset>

          <div className="flex justify-end">
            <SubmitButton
              pending={form.formState.isSubmitting}
              pendingLabel={t('transporter.profile.saving')}
              className="h-11 w-full sm:w-auto md:h-10"
            >
              {profile ? t('transporter.profile.save') : t('transporter.profile.create')}
            </SubmitButton>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
