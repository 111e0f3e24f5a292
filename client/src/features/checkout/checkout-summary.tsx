import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { Money } from '../../components/formatted.tsx';
import { paths } from '../../../../common/routes.ts';
import { cartTotal, groupByStore, type CartLine } from '../cart/index.ts';

/** What will be ordered, store by store (one order each), read-only; changes go back to the cart. */
export function CheckoutSummary({ lines }: { lines: readonly CartLine[] }) {
  const { t } = useTranslation();
  const groups = groupByStore(lines);
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
        {groups.map((group, index) => (
          <section
            key={group.storeId}
            aria-labelledby={`checkout-store-${group.storeId}`}
            className="flex flex-col gap-2 rounded-lg border p-3"
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
            <div className="flex justify-between border-t pt-2 text-sm">
              <span className="text-muted-foreground">{t('cart.subtotal')}</span>
              <Money className="font-semibold" amount={cartTotal(group.lines)} />
            </div>
          </section>
        ))}
        <div className="flex items-baseline justify-between">
          <span className="font-semibold">{t('cart.total')}</span>
          <Money
            className="text-xl font-bold"
            amount={cartTotal(lines)}
            data-testid="checkout-total"
          />
        </div>
        <p className="text-sm text-muted-foreground">
          {t('cart.splitNote', { count: groups.length })}
        </p>
      </CardContent>
    </Card>
  );
}
