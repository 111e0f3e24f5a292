import { zodResolver } from '@hookform/resolvers/zod';
import { PackageSearch, SearchX } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import type { z } from 'zod';
import { trackOrderSchema } from '../../../../common/schemas/marketplace.ts';
import { Field, TextField } from '../../components/form/fields.tsx';
import { SubmitButton } from '../../components/form/form-actions.tsx';
import { Card, CardContent } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { serverMessageOf } from '../../lib/form-errors.ts';
import { PhoneInput, withoutCountryCode } from '../../components/phone-input.tsx';
import { useTrackOrder } from './api.ts';
import { TrackedOrderView } from './tracked-order-view.tsx';
import { keyToSend } from './tracking-keys.ts';

type TrackInput = z.input<typeof trackOrderSchema>;
type TrackPayload = z.output<typeof trackOrderSchema>;

/**
 * /marketplace/orders/track: reference + phone (+ the buyer key of the confirmation's link);
 * opened from the confirmation, it looks at once.
 */
export function TrackOrder() {
  const { t } = useTranslation();
  const search = new URLSearchParams(useSearch());
  const given = {
    reference: search.get('reference')?.trim() ?? '',
    phone: withoutCountryCode(search.get('phone') ?? ''),
  };
  const link = { reference: given.reference, key: search.get('key')?.trim() ?? '' };
  const track = useTrackOrder();
  const form = useForm<TrackInput, unknown, TrackPayload>({
    resolver: zodResolver(trackOrderSchema),
    defaultValues: given,
  });
  const submit = form.handleSubmit((values) => {
    const key = keyToSend(values.reference, link);
    track.mutate(key ? { ...values, key } : values);
  });

  const autoSubmitted = useRef(false);
  useEffect(() => {
    if (autoSubmitted.current || !given.reference || !given.phone) return;
    autoSubmitted.current = true;
    void submit();
  }, [given.reference, given.phone, submit]);

  const notFound = track.error instanceof ApiError && track.error.status === 404;
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-6 sm:py-8">
      <div>
        <h1 className="text-2xl font-bold sm:text-3xl">{t('tracking.title')}</h1>
        <p className="text-muted-foreground">{t('tracking.subtitle')}</p>
      </div>
      <Card>
        <CardContent className="pt-4 sm:pt-6">
          <form
            noValidate
            onSubmit={(event) => void submit(event)}
            className="grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-start"
          >
            <TextField
              form={form}
              name="reference"
              kind="code"
              label={t('tracking.referenceLabel')}
              inputClassName="font-mono uppercase"
              autoCapitalize="characters"
              autoComplete="off"
              spellCheck={false}
              placeholder="HN-7K3QMZ"
            />
            <Field form={form} name="phone" label={t('tracking.phoneLabel')}>
              <PhoneInput />
            </Field>
            <SubmitButton
              pending={track.isPending}
              spinnerLabel={t('tracking.searching')}
              icon={<PackageSearch aria-hidden />}
              className="h-11 sm:mt-7 md:h-10"
            >
              {t('tracking.submit')}
            </SubmitButton>
          </form>
        </CardContent>
      </Card>
      <div aria-live="polite">
        {notFound && (
          <EmptyState
            role="alert"
            icon={SearchX}
            title={t('tracking.notFound')}
            description={t('tracking.notFoundText')}
          />
        )}
        {track.isError && !notFound && (
          <p role="alert" className="text-sm text-destructive">
            {serverMessageOf(t, track.error, t('common.error'))}
          </p>
        )}
        {track.data && !track.isPending && <TrackedOrderView order={track.data} />}
      </div>
    </div>
  );
}
