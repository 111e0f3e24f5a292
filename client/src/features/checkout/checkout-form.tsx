import { zodResolver } from '@hookform/resolvers/zod';
import { Banknote } from 'lucide-react';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { checkoutInputSchema } from '../../../../common/schemas/marketplace.ts';
import type { CheckoutResult } from '../../../../common/contracts/checkout.ts';
import { Field, SelectField, TextAreaField, TextField } from '../../components/form/fields.tsx';
import { SubmitButton } from '../../components/form/form-actions.tsx';
import { useFormSubmit } from '../../components/form/use-form-submit.ts';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { formatMoney, isolate } from '../../lib/format.ts';
import { cartTotal, groupByStore, type CartLine } from '../cart/index.ts';
import {
  useDeliveryQuotes,
  useRefreshStoresDeliveryTerms,
  type DeliveryQuotes,
} from '../delivery-terms/index.ts';
import { sortedGovernorates } from '../orders/index.ts';
import { useCheckout } from './api.ts';
import { DeliveryFeesAlert } from './delivery-fees-alert.tsx';
import {
  applyCartFixes,
  conflictProblemsOf,
  planCheckoutConflict,
  type CartNotice,
} from './checkout-conflict.ts';
import { PhoneInput } from '../../components/phone-input.tsx';

/** The buyer's part of the checkout schema: the cart's lines are added when sending. */
const detailsSchema = checkoutInputSchema.omit({ items: true });
type DetailsInput = z.input<typeof detailsSchema>;
type DetailsPayload = z.output<typeof detailsSchema>;

const FIELDS = ['name', 'phone', 'governorate', 'address', 'email', 'note'] as const;

interface CheckoutFormProps {
  lines: readonly CartLine[];
  /** Prefill from the signed-in buyer's account. */
  defaults?: Partial<DetailsInput>;
  onConflict: (notices: CartNotice[]) => void;
  /** With the email the confirmation was sent to ('' for none). */
  onPlaced: (result: CheckoutResult, email: string) => void;
  /** Told when the buyer picks a governorate: the summary's fees follow it. */
  onGovernorateChange?: (governorate: string | null) => void;
}

/** Each store's fee as the buyer sees it; the server refuses the order if one has moved since. */
export function deliveryFeesOf(quotes: DeliveryQuotes): { storeId: number; fee: number }[] {
  const fees: { storeId: number; fee: number }[] = [];
  for (const [storeId, quote] of quotes.byStore) {
    if (quote && !quote.fromOnly) fees.push({ storeId, fee: quote.fee });
  }
  return fees;
}

/** Name, phone, governorate, address and a note; cash on delivery; one order per store. */
export function CheckoutForm({
  lines,
  defaults,
  onConflict,
  onPlaced,
  onGovernorateChange,
}: CheckoutFormProps) {
  const { t, i18n } = useTranslation();
  const checkout = useCheckout();
  const refreshTerms = useRefreshStoresDeliveryTerms();
  const governorates = sortedGovernorates(i18n.resolvedLanguage ?? 'en');
  const form = useForm<DetailsInput, unknown, DetailsPayload>({
    resolver: zodResolver(detailsSchema),
    defaultValues: {
      name: '',
      phone: '',
      governorate: '',
      address: '',
      email: '',
      note: '',
      ...defaults,
    },
  });
  const watched = useWatch({ control: form.control, name: 'governorate' });
  const governorate = typeof watched === 'string' && watched ? watched : null;
  useEffect(() => onGovernorateChange?.(governorate), [governorate, onGovernorateChange]);
  const groups = groupByStore(lines);
  const delivery = useDeliveryQuotes(
    groups.map((group) => ({
      storeId: group.storeId,
      subtotal: cartTotal(group.lines),
    })),
    governorate,
  );

  // A fee the buyer cannot see (the request failed, or a store is missing from the answer): no order.
  const missingStores = delivery.isError
    ? []
    : groups
        .filter((group) => delivery.byStore.get(group.storeId) === null)
        .map((group) => group.storeName);
  const feesUnknown = !delivery.isPending && (delivery.isError || !delivery.complete);

  // `lines` is the cart of the render the submit started from: what was sent, whatever follows.
  const place = useFormSubmit(form, {
    action: (values: DetailsPayload) =>
      checkout.mutateAsync({
        ...values,
        items: lines.map(({ productId, quantity, price }) => ({ productId, quantity, price })),
        deliveryFees: deliveryFeesOf(delivery),
      }),
    fields: FIELDS,
    errorTitle: t('checkout.failed'),
    onSuccess: (result, values) => onPlaced(result, values.email),
    // A 409: stock or prices moved meanwhile. The cart is fixed and the notices say how; only a
    // conflict with nothing to say falls through to the toast.
    onError: (error) => {
      const problems = conflictProblemsOf(error);
      if (!problems) return false;
      const plan = planCheckoutConflict(lines, problems);
      applyCartFixes(plan.fixes);
      if (problems.some((problem) => problem.reason === 'fee_changed')) void refreshTerms();
      onConflict(plan.notices);
      return plan.notices.length > 0;
    },
  });

  function submit(values: DetailsPayload) {
    if (!lines.length || feesUnknown) return;
    onConflict([]);
    return place(values);
  }

  const pending = form.formState.isSubmitting || checkout.isPending;
  const language = i18n.resolvedLanguage ?? 'en';

  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} className="flex flex-col gap-6">
      <Card>
        <CardHeader>
          <CardTitle as="h2">{t('checkout.deliveryTitle')}</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4">
          <TextField form={form} name="name" kind="name" label={t('checkout.name')} requiredMark />
          <Field
            form={form}
            name="phone"
            label={t('checkout.phone')}
            requiredMark
            description={t('checkout.phoneHint')}
          >
            <PhoneInput />
          </Field>
          <SelectField
            form={form}
            name="governorate"
            label={t('checkout.governorate')}
            requiredMark
            placeholder={t('checkout.chooseGovernorate')}
            choices={governorates.map(({ code, name }) => ({ value: code, label: name }))}
            contentClassName="max-h-72"
          />
          <TextField
            form={form}
            name="address"
            kind="address"
            label={t('checkout.address')}
            requiredMark
            placeholder={t('checkout.addressPlaceholder')}
          />
          {/* Optional (issue 15): the confirmation and each status change are emailed there. */}
          <TextField
            form={form}
            name="email"
            kind="email"
            label={t('checkout.email')}
            description={t('checkout.emailHint')}
          />
          <TextAreaField
            form={form}
            name="note"
            label={t('checkout.note')}
            rows={3}
            maxLength={500}
            placeholder={t('checkout.notePlaceholder')}
          />
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle as="h2">{t('checkout.paymentTitle')}</CardTitle>
        </CardHeader>
        <CardContent>
          <div className="flex items-start gap-3 rounded-lg border-2 border-primary bg-primary/5 p-4">
            <Banknote className="mt-0.5 size-6 shrink-0 text-primary" aria-hidden />
            <div>
              <p className="font-semibold">{t('checkout.cod')}</p>
              <p className="text-sm text-muted-foreground">{t('checkout.codText')}</p>
            </div>
          </div>
        </CardContent>
      </Card>

      {feesUnknown && (
        <DeliveryFeesAlert
          failed={delivery.isError}
          missingStores={missingStores}
          retrying={delivery.isFetching}
          onRetry={() => void refreshTerms()}
        />
      )}
      <SubmitButton
        pending={pending}
        // The fees are read before the buyer may send: the order is placed with the fees shown.
        disabled={delivery.isPending || feesUnknown}
        pendingLabel={t('checkout.placing')}
        size="lg"
        className="h-12 w-full text-base"
      >
        {t('checkout.placeOrder', {
          total: isolate(
            delivery.fromOnly
              ? t('deliveryTerms.from', {
                  amount: isolate(formatMoney(delivery.grandTotal, language)),
                })
              : formatMoney(delivery.grandTotal, language),
          ),
        })}
      </SubmitButton>
    </form>
  );
}
