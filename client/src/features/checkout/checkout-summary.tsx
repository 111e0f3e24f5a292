import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { Money } from '../../components/formatted.tsx';
import { isolate } from '../../lib/format.ts';
import { useFormat } from '../../lib/use-format.ts';
import { paths } from '../../../../common/routes.ts';
import { cartTotal, groupByStore, type CartLine } from '../cart/index.ts';
import {
  DeliveryEstimate,
  DeliveryFee,
  FreeDeliveryHint,
  TotalToPay,
  useDeliveryQuotes,
} from '../delivery-terms/index.ts';

/**
 * What will be ordered, store by store (one order each), read-only, with each store's delivery
 * fee for the chosen governorate; changes go back to the cart.
 */
export function CheckoutSummary({
  lines,
  governorate = null,
}: {
  lines: readonly CartLine[];
  /** The buyer's governorate once chosen: the fees are then exact. */
  governorate?: string | null;
}) {
  const { t } = useTranslation();
  const { money } = useFormat();
  const groups = groupByStore(lines);
  const delivery = useDeliveryQuotes(
    groups.map((group) => ({ storeId: group.storeId, subtotal: cartTotal(group.lines) })),
    governorate,
  );
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between gap-2 space-y-0">
        <CardTitle as="h2">{t('checkout.summaryTitle')}</CardTitle>
        <Link
          href={paths.marketplace.cart}
          className="text-sm font-medium text-primary hover:underline"
        >
          {t('checkout.editCart')}
        </Link>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {groups.map((group, index) => {
          const quote = delivery.byStore.get(group.storeId) ?? null;
          return (
            <section
              key={group.storeId}
              aria-labelledby={`checkout-store-${group.storeId}`}
              className="flex flex-col gap-2 rounded-lg border p-3"
              data-testid="checkout-store"
            >
              <h3 id={`checkout-store-${group.storeId}`} className="flex flex-col text-sm">
                <span className="text-xs text-muted-foreground">
                  {t('checkout.orderN', { n: index + 1 })}
                </span>
                <span className="font-semibold break-words text-page" dir="auto">
                  {group.storeName}
                </span>
              </h3>
              <ul className="flex flex-col gap-1.5 text-sm">
                {group.lines.map((line) => (
                  <li key={line.productId} className="flex justify-between gap-3">
                    {/* The quantity reads in the page's direction, the name in its own. */}
                    <span className="flex min-w-0 gap-1.5">
                      <span className="shrink-0 tabular-nums">{line.quantity} ×</span>
                      <bdi className="min-w-0 break-words text-page">{line.name}</bdi>
                    </span>
                    <Money
                      className="shrink-0"
                      amount={cartTotal([line])}
                      data-testid="checkout-line-total"
                    />
                  </li>
                ))}
              </ul>
              <div className="flex flex-col gap-1 border-t pt-2 text-sm">
                <div className="flex justify-between gap-3">
                  <span className="text-muted-foreground">{t('cart.subtotal')}</span>
                  <Money amount={cartTotal(group.lines)} data-testid="checkout-store-subtotal" />
                </div>
                <div className="flex justify-between gap-3">
                  <span className="text-muted-foreground">{t('cart.delivery.fee')}</span>
                  {delivery.isPending ? (
                    <span className="text-muted-foreground">{t('common.loading')}</span>
                  ) : (
                    <DeliveryFee
                      fee={quote?.fee}
                      fromOnly={quote?.fromOnly}
                      testId="checkout-delivery-fee"
                    />
                  )}
                </div>
                {quote && (
                  <>
                    <DeliveryEstimate
                      daysMin={quote.daysMin}
                      daysMax={quote.daysMax}
                      className="text-muted-foreground"
                    />
                    <FreeDeliveryHint quote={quote} />
                  </>
                )}
                <div className="flex justify-between gap-3 font-semibold">
                  <span>{t('cart.delivery.storeTotal')}</span>
                  {quote?.fromOnly ? (
                    <span className="whitespace-nowrap">
                      {t('deliveryTerms.from', { amount: isolate(money(quote.total)) })}
                    </span>
                  ) : (
                    <Money
                      amount={quote?.total ?? cartTotal(group.lines)}
                      data-testid="checkout-store-total"
                    />
                  )}
                </div>
              </div>
            </section>
          );
        })}
        <div className="flex items-end justify-between gap-3">
          <span className="font-semibold">{t('cart.delivery.toPay')}</span>
          <TotalToPay
            amount={delivery.grandTotal}
            // A fee not known yet (the form says why and offers Retry) is not in the sum.
            fromOnly={delivery.fromOnly || (!delivery.isPending && !delivery.complete)}
            testId="checkout-total"
          />
        </div>
        {delivery.fromOnly && (
          <p className="text-sm text-muted-foreground">
            {t('checkout.delivery.chooseGovernorate')}
          </p>
        )}
        <p className="text-sm text-muted-foreground">
          {t('cart.splitNote', { count: groups.length })}
        </p>
      </CardContent>
    </Card>
  );
}
