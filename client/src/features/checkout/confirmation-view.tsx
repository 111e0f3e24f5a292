import { Banknote, CheckCircle2, Copy, Mail, PackageSearch, ShoppingBag } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { PlacedOrder } from '../../../../common/contracts/checkout.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent } from '../../components/ui/card.tsx';
import { useCopyText } from '../../components/use-copy-text.ts';
import { Money, PhoneNumber } from '../../components/formatted.tsx';
import { paths } from '../../../../common/routes.ts';
import { OrderStatusBadge } from '../orders/index.ts';
import { DeliveryCodeBox, DeliveryEstimate, DeliveryFee } from '../delivery-terms/index.ts';
import { isolateLtr } from '../../lib/format.ts';
import type { LastCheckout } from './last-checkout.ts';

interface ConfirmationViewProps {
  result: LastCheckout;
  signedIn: boolean;
}

/** After checkout: every order's reference to keep, how to pay, and where to follow them. */
export function ConfirmationView({ result, signedIn }: ConfirmationViewProps) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8">
      <div className="flex flex-col items-center gap-3 text-center">
        <CheckCircle2 className="size-14 text-success" aria-hidden />
        <h1 className="text-2xl font-bold sm:text-3xl">{t('checkout.confirmation.title')}</h1>
        <p className="text-muted-foreground">
          {t('checkout.confirmation.subtitle', { count: result.orders.length })}
        </p>
        {result.email && (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <Mail className="size-4 shrink-0" aria-hidden />
            <span>{t('checkout.confirmation.emailSent', { email: isolateLtr(result.email) })}</span>
          </p>
        )}
      </div>

      <div className="flex items-start gap-3 rounded-lg border-2 border-primary bg-primary/5 p-4">
        <Banknote className="mt-0.5 size-6 shrink-0 text-primary" aria-hidden />
        <div>
          <p className="font-semibold">{t('checkout.confirmation.payCash')}</p>
          <p className="text-sm text-muted-foreground">
            {t('checkout.confirmation.total')}{' '}
            <Money className="font-semibold text-foreground" amount={result.grandTotal} />
          </p>
          <p className="text-sm text-muted-foreground">
            {t('checkout.confirmation.phone')}{' '}
            <PhoneNumber
              className="font-medium text-foreground"
              phone={result.phone}
              call={false}
            />
          </p>
        </div>
      </div>

      <ul className="flex flex-col gap-4">
        {result.orders.map((order) => (
          <li key={order.id}>
            <PlacedOrderCard order={order} phone={result.phone} />
          </li>
        ))}
      </ul>

      <div className="flex flex-col gap-3 sm:flex-row sm:justify-center">
        {signedIn && (
          <Button asChild variant="outline" className="h-11">
            <Link href={paths.dashboard}>{t('checkout.confirmation.myOrders')}</Link>
          </Button>
        )}
        <Button asChild className="h-11">
          <Link href={paths.marketplace.home}>
            <ShoppingBag aria-hidden />
            {t('checkout.confirmation.continue')}
          </Link>
        </Button>
      </div>
    </div>
  );
}

function PlacedOrderCard({ order, phone }: { order: PlacedOrder; phone: string }) {
  const { t } = useTranslation();
  const copyText = useCopyText();
  const copy = () =>
    copyText(order.reference, {
      copied: { title: t('checkout.confirmation.copied', { reference: order.reference }) },
      failed: { variant: 'destructive', title: t('checkout.confirmation.copyFailed') },
    });
  return (
    <Card>
      <CardContent className="flex flex-col gap-4 pt-4 sm:pt-6">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <p className="text-sm text-muted-foreground">{t('checkout.confirmation.store')}</p>
            <h2 className="font-semibold break-words text-page" dir="auto">
              {order.storeName}
            </h2>
          </div>
          <OrderStatusBadge status={order.status} />
        </div>
        <div className="flex items-center justify-between gap-2 rounded-lg bg-muted px-4 py-3">
          <div>
            <p className="text-xs text-muted-foreground">{t('checkout.confirmation.reference')}</p>
            <p
              className="font-mono text-2xl font-bold select-all sm:text-3xl"
              dir="ltr"
              data-testid="order-reference"
            >
              {order.reference}
            </p>
          </div>
          <Button
            type="button"
            variant="ghost"
            size="icon"
            className="size-11"
            aria-label={t('checkout.confirmation.copy', { reference: order.reference })}
            onClick={() => void copy()}
          >
            <Copy aria-hidden />
          </Button>
        </div>
        <DeliveryCodeBox code={order.deliveryCode} />
        <dl className="grid grid-cols-2 gap-2 text-sm sm:max-w-sm">
          <dt className="text-muted-foreground">{t('checkout.confirmation.items')}</dt>
          <dd className="text-end tabular-nums">{order.itemsCount}</dd>
          <dt className="text-muted-foreground">{t('cart.subtotal')}</dt>
          <dd className="text-end tabular-nums">
            <Money amount={order.subtotal} />
          </dd>
          <dt className="text-muted-foreground">{t('cart.delivery.fee')}</dt>
          <dd className="text-end tabular-nums">
            <DeliveryFee fee={order.deliveryFee} testId="confirmation-delivery-fee" />
          </dd>
          <dt className="text-muted-foreground">{t('checkout.confirmation.orderTotal')}</dt>
          <dd className="text-end font-semibold tabular-nums">
            <Money amount={order.totalAmount} data-testid="confirmation-order-total" />
          </dd>
        </dl>
        <DeliveryEstimate
          daysMin={order.deliveryDays.min}
          daysMax={order.deliveryDays.max}
          className="text-sm text-muted-foreground"
        />
        <Button asChild variant="outline" className="h-11 w-full sm:w-auto sm:self-start">
          <Link
            href={paths.marketplace.track({
              reference: order.reference,
              phone,
              key: order.buyerKey,
            })}
          >
            <PackageSearch aria-hidden />
            {t('checkout.confirmation.track', { reference: order.reference })}
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
