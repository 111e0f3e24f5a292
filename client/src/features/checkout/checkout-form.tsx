import { zodResolver } from '@hookform/resolvers/zod';
import { Banknote } from 'lucide-react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { checkoutInputSchema } from '../../../../common/schemas/marketplace.ts';
import type { CheckoutResult } from '../../../../common/types.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { FormField, formFieldControlProps } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '../../components/ui/select.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { ApiError } from '../../lib/api-client.ts';
import { serverMessageOf } from '../../lib/form-errors.ts';
import { formatMoney, isolate } from '../../lib/format.ts';
import { cartTotal, type CartLine } from '../cart/cart-store.ts';
import { sortedGovernorates } from '../orders/order-labels.ts';
import { useCheckout } from './api.ts';
import {
  applyCartFixes,
  conflictProblemsOf,
  planCheckoutConflict,
  type CartNotice,
} from './checkout-conflict.ts';
import { translateCheckoutMessage } from './checkout-messages.ts';
import { PhoneInput } from './phone-input.tsx';

/** The buyer's part of the checkout schema: the cart's lines are added when sending. */
const detailsSchema = checkoutInputSchema.omit({ items: true });
type DetailsInput = z.input<typeof detailsSchema>;
type DetailsPayload = z.output<typeof detailsSchema>;

const FIELDS = ['name', 'phone', 'governorate', 'address', 'note'] as const;
const controlClassName = 'h-11 md:h-10';

interface CheckoutFormProps {
  lines: readonly CartLine[];
  /** Prefill from the signed-in buyer's account. */
  defaults?: Partial<DetailsInput>;
  onConflict: (notices: CartNotice[]) => void;
  onPlaced: (result: CheckoutResult) => void;
}

function Required() {
  return (
    <span aria-hidden className="text-destructive">
      *
    </span>
  );
}

/** Name, phone, governorate, address and a note; cash on delivery; one order per store. */
export function CheckoutForm({ lines, defaults, onConflict, onPlaced }: CheckoutFormProps) {
  const { t, i18n } = useTranslation();
  const checkout = useCheckout();
  const governorates = sortedGovernorates(i18n.resolvedLanguage ?? 'en');
  const form = useForm<DetailsInput, unknown, DetailsPayload>({
    resolver: zodResolver(detailsSchema),
    defaultValues: { name: '', phone: '', governorate: '', address: '', note: '', ...defaults },
  });
  const { errors } = form.formState;
  const errorOf = (field: (typeof FIELDS)[number]) =>
    translateCheckoutMessage(t, errors[field]?.message);

  async function submit(values: DetailsPayload) {
    const sent = [...lines];
    if (!sent.length) return;
    onConflict([]);
    try {
      const result = await checkout.mutateAsync({
        ...values,
        items: sent.map(({ productId, quantity, price }) => ({ productId, quantity, price })),
      });
      onPlaced(result);
    } catch (error) {
      const problems = conflictProblemsOf(error);
      if (problems) {
        const plan = planCheckoutConflict(sent, problems);
        applyCartFixes(plan.fixes);
        onConflict(plan.notices);
        if (plan.notices.length) return;
      }
      if (error instanceof ApiError && error.status === 400) {
        for (const field of FIELDS) {
          const message = error.fieldErrors[field];
          if (message) form.setError(field, { type: 'server', message });
        }
      }
      toast({
        variant: 'destructive',
        title: t('checkout.failed'),
        description: serverMessageOf(t, error, t('common.error'), translateCheckoutMessage),
      });
    }
  }

  const pending = form.formState.isSubmitting || checkout.isPending;
  const governorateError = errorOf('governorate');

  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} className="flex flex-col gap-6">
      <Card>
        <CardHeader>
          <CardTitle as="h2">{t('checkout.deliveryTitle')}</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4">
          <FormField
            label={
              <>
                {t('checkout.name')} <Required />
              </>
            }
            htmlFor="checkout-name"
            error={errorOf('name')}
          >
            <Input
              className={controlClassName}
              dir="auto"
              autoComplete="name"
              aria-required
              {...form.register('name')}
            />
          </FormField>
          <FormField
            label={
              <>
                {t('checkout.phone')} <Required />
              </>
            }
            htmlFor="checkout-phone"
            error={errorOf('phone')}
            description={t('checkout.phoneHint')}
          >
            <PhoneInput {...form.register('phone')} />
          </FormField>
          <div className="grid gap-2">
            <Label
              htmlFor="checkout-governorate"
              className={governorateError && 'text-destructive'}
            >
              {t('checkout.governorate')} <Required />
            </Label>
            <Controller
              control={form.control}
              name="governorate"
              render={({ field }) => (
                <Select value={field.value} onValueChange={field.onChange}>
                  <SelectTrigger
                    className={controlClassName}
                    ref={field.ref}
                    onBlur={field.onBlur}
                    aria-required
                    {...formFieldControlProps('checkout-governorate', governorateError)}
                  >
                    <SelectValue placeholder={t('checkout.chooseGovernorate')} />
                  </SelectTrigger>
                  <SelectContent className="max-h-72">
                    {governorates.map((governorate) => (
                      <SelectItem key={governorate.code} value={governorate.code}>
                        {governorate.name}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            />
            {governorateError && (
              <p id="checkout-governorate-error" role="alert" className="text-sm text-destructive">
                {governorateError}
              </p>
            )}
          </div>
          <FormField
            label={
              <>
                {t('checkout.address')} <Required />
              </>
            }
            htmlFor="checkout-address"
            error={errorOf('address')}
          >
            <Input
              className={controlClassName}
              dir="auto"
              autoComplete="street-address"
              aria-required
              placeholder={t('checkout.addressPlaceholder')}
              {...form.register('address')}
            />
          </FormField>
          <FormField label={t('checkout.note')} htmlFor="checkout-note" error={errorOf('note')}>
            <Textarea
              dir="auto"
              rows={3}
              maxLength={500}
              placeholder={t('checkout.notePlaceholder')}
              {...form.register('note')}
            />
          </FormField>
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

      <Button type="submit" size="lg" className="h-12 w-full text-base" disabled={pending}>
        {pending && <Spinner label={t('checkout.placing')} iconClassName="size-4" />}
        {pending
          ? t('checkout.placing')
          : t('checkout.placeOrder', {
              total: isolate(formatMoney(cartTotal(lines), i18n.resolvedLanguage ?? 'en')),
            })}
      </Button>
    </form>
  );
}
