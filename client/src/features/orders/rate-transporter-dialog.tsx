/**
 * The seller rates the transporter once a delivery is over (completed or failed): 1 to 5 stars
 * and an optional comment. The stars are a native radio group (arrow keys move, each star has
 * its own name for screen readers); the given rating then shows on the card instead.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { Star } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { SellerDelivery } from '../../../../common/contracts/deliveries.ts';
import {
  transporterRatingInputSchema,
  type TransporterRatingInput,
} from '../../../../common/schemas/delivery.ts';
import { TextAreaField } from '../../components/form/fields.tsx';
import { FormDialogFooter } from '../../components/form/form-dialog-footer.tsx';
import { useFormSubmit } from '../../components/form/use-form-submit.ts';
import { Button } from '../../components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog.tsx';
import { cn } from '../../lib/cn.ts';
import { isolate } from '../../lib/format.ts';
import { fieldErrorText } from '../../lib/validation.ts';
import { useRateTransporter, type TransporterRatingValues } from './delivery-api.ts';

const STARS = [1, 2, 3, 4, 5] as const;

/** Five stars, the first `stars` filled: how a given rating reads. */
export function StarRow({ stars, className }: { stars: number; className?: string }) {
  return (
    <span className={cn('flex items-center gap-0.5', className)} aria-hidden>
      {STARS.map((n) => (
        <Star
          key={n}
          className={cn(
            'size-4',
            n <= stars ? 'fill-warning text-warning' : 'text-muted-foreground',
          )}
        />
      ))}
    </span>
  );
}

function RatingForm({
  orderId,
  requestId,
  onDone,
}: {
  orderId: number;
  requestId: number;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const rate = useRateTransporter(orderId);
  const form = useForm<TransporterRatingInput, unknown, TransporterRatingValues>({
    resolver: zodResolver(transporterRatingInputSchema),
    defaultValues: { stars: 0, comment: '' },
  });
  const submit = useFormSubmit(form, {
    action: (values: TransporterRatingValues) =>
      rate.mutateAsync({ id: requestId, rating: values }),
    fields: ['stars', 'comment'],
    errorTitle: t('delivery.seller.rating.failed'),
    successToast: { title: t('delivery.seller.rating.done') },
    onSuccess: onDone,
  });
  const starsError = fieldErrorText(t, form.formState.errors.stars?.message);
  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} className="grid gap-4">
      <Controller
        control={form.control}
        name="stars"
        render={({ field }) => (
          <fieldset
            className="grid gap-2"
            aria-describedby={starsError ? 'rating-stars-error' : undefined}
          >
            <legend className="mb-2 text-sm font-medium">
              {t('delivery.seller.rating.stars')}
            </legend>
            <div className="flex gap-1">
              {STARS.map((n) => (
                <label
                  key={n}
                  className="cursor-pointer rounded-md p-1 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
                >
                  <input
                    type="radio"
                    name={field.name}
                    value={n}
                    checked={field.value === n}
                    onChange={() => field.onChange(n)}
                    onBlur={field.onBlur}
                    ref={n === 1 ? field.ref : undefined}
                    className="sr-only"
                  />
                  <Star
                    className={cn(
                      'size-9',
                      n <= field.value ? 'fill-warning text-warning' : 'text-muted-foreground',
                    )}
                    aria-hidden
                  />
                  <span className="sr-only">
                    {t('delivery.seller.rating.starLabel', { count: n })}
                  </span>
                </label>
              ))}
            </div>
            {starsError && (
              <p id="rating-stars-error" className="text-sm text-destructive">
                {starsError}
              </p>
            )}
          </fieldset>
        )}
      />
      <TextAreaField
        form={form}
        name="comment"
        label={t('delivery.seller.rating.comment')}
        description={t('delivery.seller.rating.optional')}
        inputClassName="min-h-20"
      />
      <FormDialogFooter
        cancelLabel={t('delivery.seller.rating.cancel')}
        pending={form.formState.isSubmitting}
        pendingLabel={t('delivery.seller.rating.sending')}
      >
        {t('delivery.seller.rating.submit')}
      </FormDialogFooter>
    </form>
  );
}

/** The rating given, or (when rating is allowed) the button that opens the dialog. */
export function TransporterRating({
  orderId,
  delivery,
  canRate,
}: {
  orderId: number;
  delivery: SellerDelivery;
  canRate: boolean;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const given = delivery.rating;
  if (given) {
    return (
      <div className="flex flex-col gap-1 text-sm" data-testid="given-rating">
        <p className="flex items-center gap-2">
          <span className="text-muted-foreground">{t('delivery.seller.rating.yours')}</span>
          <StarRow stars={given.stars} />
          <span className="sr-only">
            {t('delivery.seller.rating.starLabel', { count: given.stars })}
          </span>
        </p>
        {given.comment && (
          <p className="whitespace-pre-line break-words">
            <bdi dir="auto">{given.comment}</bdi>
          </p>
        )}
      </div>
    );
  }
  if (!canRate) return null;
  return (
    <>
      <Button
        variant="outline"
        className="h-11 w-full sm:w-fit md:h-10"
        onClick={() => setOpen(true)}
      >
        <Star aria-hidden />
        {t('delivery.seller.rating.button')}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent closeLabel={t('common.close')}>
          <DialogHeader>
            <DialogTitle>{t('delivery.seller.rating.title')}</DialogTitle>
            <DialogDescription>
              {t('delivery.seller.rating.description', {
                name: isolate(delivery.transporter?.fullName ?? ''),
              })}
            </DialogDescription>
          </DialogHeader>
          {open && (
            <RatingForm orderId={orderId} requestId={delivery.id} onDone={() => setOpen(false)} />
          )}
        </DialogContent>
      </Dialog>
    </>
  );
}
