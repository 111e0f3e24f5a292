import { zodResolver } from '@hookform/resolvers/zod';
import { PackageSearch, SearchX } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import type { z } from 'zod';
import { trackOrderSchema } from '../../../../common/schemas/marketplace.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { serverMessageOf } from '../../lib/form-errors.ts';
import { translateCheckoutMessage } from '../checkout/checkout-messages.ts';
import { PhoneInput, withoutCountryCode } from '../checkout/phone-input.tsx';
import { useTrackOrder } from './api.ts';
import { TrackedOrderView } from './tracked-order-view.tsx';

type TrackInput = z.input<typeof trackOrderSchema>;
type TrackPayload = z.output<typeof trackOrderSchema>;

/** /marketplace/orders/track: reference + phone; opened from the confirmation, it looks at once. */
export function TrackOrder() {
  const { t } = useTranslation();
  const search = new URLSearchParams(useSearch());
  const given = {
    reference: search.get('reference')?.trim() ?? '',
    phone: withoutCountryCode(search.get('phone') ?? ''),
  };
  const track = useTrackOrder();
  const form = useForm<TrackInput, unknown, TrackPayload>({
    resolver: zodResolver(trackOrderSchema),
    defaultValues: given,
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) => track.mutate(values));

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
            <FormField
              label={t('tracking.referenceLabel')}
              htmlFor="track-reference"
              error={translateCheckoutMessage(t, errors.reference?.message)}
            >
              <Input
                className="h-11 font-mono uppercase md:h-10"
                dir="ltr"
                autoCapitalize="characters"
                autoComplete="off"
                spellCheck={false}
                placeholder="HN-7K3QMZ"
                {...form.register('reference')}
              />
            </FormField>
            <FormField
              label={t('tracking.phoneLabel')}
              htmlFor="track-phone"
              error={translateCheckoutMessage(t, errors.phone?.message)}
            >
              <PhoneInput {...form.register('phone')} />
            </FormField>
            <Button type="submit" className="h-11 sm:mt-7 md:h-10" disabled={track.isPending}>
              {track.isPending ? (
                <Spinner label={t('tracking.searching')} iconClassName="size-4" />
              ) : (
                <PackageSearch aria-hidden />
              )}
              {t('tracking.submit')}
            </Button>
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
            {serverMessageOf(t, track.error, t('common.error'), translateCheckoutMessage)}
          </p>
        )}
        {track.data && !track.isPending && <TrackedOrderView order={track.data} />}
      </div>
    </div>
  );
}
