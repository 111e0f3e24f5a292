import { zodResolver } from '@hookform/resolvers/zod';
import { AlertCircle, Loader2 } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  transporterProfileInputSchema,
  type TransporterProfileInput,
  type TransporterProfileValues,
} from '../../../../common/schemas/delivery.ts';
import type { TransporterProfile } from '../../../../common/types.ts';
import { Button } from '../../components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { Switch } from '../../components/ui/switch.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { serverMessageOf, setServerFieldErrors } from '../../lib/form-errors.ts';
import { useSaveProfile } from './api.ts';
import { AreasQuickPicks } from './areas-quick-picks.tsx';
import { translateDeliveryMessage } from './delivery-messages.ts';

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

const control = 'h-11 md:h-10';

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
  /** After the first save: the board is where a new transporter goes next. */
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
  const { errors, isSubmitting } = form.formState;
  const areas = useWatch({ control: form.control, name: 'areasServed' });
  const errorOf = (field: Field) => translateDeliveryMessage(t, errors[field]?.message);

  async function submit() {
    setFailure(null);
    const creating = profile === null;
    try {
      // The fields as entered, rates as strings (SPEC §7); the server makes exact numbers.
      const saved = await save.mutateAsync(form.getValues());
      form.reset(valuesOf(saved));
    } catch (error) {
      setServerFieldErrors(error, FIELDS, form.setError);
      const message = serverMessageOf(t, error, t('common.error'), translateDeliveryMessage);
      setFailure(message);
      toast({ variant: 'destructive', title: t('transporter.toast.error'), description: message });
      return;
    }
    toast({
      title: creating ? t('transporter.toast.created') : t('transporter.toast.updated'),
      description: creating
        ? t('transporter.toast.createdText')
        : t('transporter.toast.updatedText'),
    });
    if (creating) onCreated?.();
  }

  const text = (field: Exclude<Field, 'isAvailable'>, options: { ltr?: boolean } = {}) => (
    <FormField
      label={t(`transporter.profile.${field}`)}
      htmlFor={`transporter-${field}`}
      error={errorOf(field)}
    >
      <Input
        className={`${control} ${options.ltr ? 'rtl:text-end' : ''}`}
        dir={options.ltr ? 'ltr' : 'auto'}
        placeholder={t(`transporter.profile.placeholders.${field}`)}
        {...form.register(field)}
      />
    </FormField>
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
            <FormField
              label={t('transporter.profile.vehicleYear')}
              htmlFor="transporter-vehicleYear"
              error={errorOf('vehicleYear')}
            >
              <Input
                className={`${control} rtl:text-end`}
                dir="ltr"
                inputMode="numeric"
                maxLength={4}
                placeholder={t('transporter.profile.placeholders.vehicleYear')}
                {...form.register('vehicleYear')}
              />
            </FormField>
            {text('licensePlate', { ltr: true })}
            <div className="sm:col-span-2">{text('capacity')}</div>
          </fieldset>

          <fieldset className="grid gap-4 sm:grid-cols-2">
            <legend className="mb-2 text-base font-semibold">
              {t('transporter.profile.rates')}
            </legend>
            {(['baseRate', 'ratePerKm'] as const).map((field) => (
              <FormField
                key={field}
                label={t(`transporter.profile.${field}`)}
                htmlFor={`transporter-${field}`}
                error={errorOf(field)}
              >
                <Input
                  className={`${control} rtl:text-end`}
                  dir="ltr"
                  inputMode="decimal"
                  placeholder={t(`transporter.profile.placeholders.${field}`)}
                  {...form.register(field)}
                />
              </FormField>
            ))}
          </fieldset>

          <fieldset className="grid gap-4">
            <legend className="mb-2 text-base font-semibold">
              {t('transporter.profile.work')}
            </legend>
            <div className="grid gap-2">
              <FormField
                label={t('transporter.profile.areasServed')}
                htmlFor="transporter-areasServed"
                error={errorOf('areasServed')}
              >
                <Textarea
                  dir="auto"
                  className="min-h-20"
                  placeholder={t('transporter.profile.placeholders.areasServed')}
                  {...form.register('areasServed')}
                />
              </FormField>
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
            {text('phoneNumber', { ltr: true })}
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
            <FormField
              label={t('transporter.profile.notes')}
              htmlFor="transporter-notes"
              error={errorOf('notes')}
            >
              <Textarea
                dir="auto"
                placeholder={t('transporter.profile.placeholders.notes')}
                {...form.register('notes')}
              />
            </FormField>
          </fieldset>

          <div className="flex justify-end">
            <Button type="submit" className={`${control} w-full sm:w-auto`} disabled={isSubmitting}>
              {isSubmitting && <Loader2 className="animate-spin" aria-hidden />}
              {isSubmitting
                ? t('transporter.profile.saving')
                : profile
                  ? t('transporter.profile.save')
                  : t('transporter.profile.create')}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
