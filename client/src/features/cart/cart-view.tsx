import { ShoppingBag, ShoppingCart, Store, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Money } from '../../components/formatted.tsx';
import { cn } from '../../lib/cn.ts';
import { isolate } from '../../lib/format.ts';
import { paths } from '../../../../common/routes.ts';
import { useFormat } from '../../lib/use-format.ts';
import { QuantityStepper } from '../../components/quantity-stepper.tsx';
import {
  DeliveryEstimate,
  DeliveryFee,
  FreeDeliveryHint,
  TotalToPay,
  useDeliveryQuotes,
  type DeliveryQuote,
} from '../delivery-terms/index.ts';
import { ProductImage } from '../../components/product-image.tsx';
import {
  cartTotal,
  groupByStore,
  removeFromCart,
  setCartQuantity,
  useCart,
  type CartLine,
} from './cart-store.ts';

/**
 * /marketplace/cart: the lines by store, each store's subtotal, delivery fee and estimate, the
 * cash to pay and the way to checkout.
 */
export function CartView() {
  const { t } = useTranslation();
  const cart = useCart();
  const groups = groupByStore(cart);
  const units = cart.reduce((sum, line) => sum + line.quantity, 0);
  const delivery = useDeliveryQuotes(
    groups.map((group) => ({ storeId: group.storeId, subtotal: cartTotal(group.lines) })),
    null,
  );

  if (!cart.length) {
    return (
      <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8">
        <h1 className="text-2xl font-bold sm:text-3xl">{t('cart.title')}</h1>
        <EmptyState
          icon={ShoppingCart}
          title={t('cart.empty')}
          description={t('cart.emptyText')}
          action={
            <Button asChild className="h-11 md:h-10">
              <Link href={paths.marketplace.home}>{t('cart.browse')}</Link>
            </Button>
          }
        />
      </div>
    );
  }

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-6 sm:py-8">
      <div>
        <h1 className="text-2xl font-bold sm:text-3xl">{t('cart.title')}</h1>
        <p className="text-muted-foreground">
          {t('cart.items', { count: units })} · {t('cart.stores', { count: groups.length })}
        </p>
      </div>
      <div className="grid items-start gap-6 lg:grid-cols-3">
        <div className="flex min-w-0 flex-col gap-4 lg:col-span-2">
          {groups.map((group) => (
            <Card key={group.storeId}>
              <CardHeader className="border-b pb-3 sm:pb-4">
                <CardTitle as="h2" className="flex items-center gap-2 text-base sm:text-lg">
                  <Store className="size-5 shrink-0 text-primary" aria-hidden />
                  <Link
                    href={paths.marketplace.store(group.storeId)}
                    className="min-w-0 break-words text-page hover:underline"
                    dir="auto"
                  >
                    {group.storeName}
                  </Link>
                </CardTitle>
              </CardHeader>
              <CardContent className="pt-0 sm:pt-0">
                <ul className="divide-y">
                  {group.lines.map((line) => (
                    <CartLineRow key={line.productId} line={line} />
                  ))}
                </ul>
              </CardContent>
              <CardFooter className="border-t pt-3 sm:pt-4">
                <StoreDelivery
                  subtotal={cartTotal(group.lines)}
                  quote={delivery.byStore.get(group.storeId) ?? null}
                  loading={delivery.isPending}
                />
              </CardFooter>
            </Card>
          ))}
        </div>
        <Card className="min-w-0 lg:sticky lg:top-20">
          <CardHeader>
            <CardTitle as="h2">{t('cart.orderSummary')}</CardTitle>
          </CardHeader>
          <CardContent className="flex flex-col gap-4">
            <ul className="flex flex-col gap-2 text-sm">
              {groups.map((group) => (
                <li key={group.storeId} className="flex justify-between gap-3">
                  <span className="min-w-0 break-words text-page text-muted-foreground" dir="auto">
                    {group.storeName}
                  </span>
                  <StoreTotal
                    subtotal={cartTotal(group.lines)}
                    quote={delivery.byStore.get(group.storeId) ?? null}
                  />
                </li>
              ))}
            </ul>
            <div className="flex items-end justify-between gap-3 border-t pt-3">
              <span className="font-semibold">{t('cart.delivery.toPay')}</span>
              <TotalToPay
                amount={delivery.grandTotal}
                fromOnly={delivery.fromOnly}
                testId="cart-total"
              />
            </div>
            {delivery.fromOnly && (
              <p className="text-sm text-muted-foreground">{t('cart.delivery.byGovernorate')}</p>
            )}
            {!delivery.isPending && !delivery.complete && (
              <p className="text-sm text-muted-foreground">{t('cart.delivery.unknown')}</p>
            )}
            <p className="rounded-md bg-muted p-3 text-sm text-muted-foreground">
              {t('cart.splitNote', { count: groups.length })}
            </p>
            <Button asChild size="lg" className="h-12 w-full text-base">
              <Link href={paths.marketplace.checkout}>{t('cart.checkout')}</Link>
            </Button>
            <Button asChild variant="ghost" className="h-11 w-full">
              <Link href={paths.marketplace.home}>
                <ShoppingBag aria-hidden />
                {t('cart.continue')}
              </Link>
            </Button>
          </CardContent>
        </Card>
      </div>
    </div>
  );
}

/** Under a store's lines: its subtotal, delivery fee and estimate, the way to free delivery and its total. */
function StoreDelivery({
  subtotal,
  quote,
  loading,
}: {
  subtotal: number;
  quote: DeliveryQuote | null;
  loading: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex w-full flex-col gap-1.5 text-sm">
      <div className="flex justify-between gap-3">
        <span className="text-muted-foreground">{t('cart.subtotal')}</span>
        <Money amount={subtotal} data-testid="cart-store-subtotal" />
      </div>
      <div className="flex justify-between gap-3">
        <span className="text-muted-foreground">{t('cart.delivery.fee')}</span>
        {loading ? (
          <span className="text-muted-foreground">{t('common.loading')}</span>
        ) : (
          <DeliveryFee fee={quote?.fee} fromOnly={quote?.fromOnly} testId="cart-delivery-fee" />
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
      <div className="flex items-baseline justify-between gap-3 border-t pt-2">
        <span className="font-medium">{t('cart.delivery.storeTotal')}</span>
        <StoreTotal subtotal={subtotal} quote={quote} className="font-semibold" />
      </div>
    </div>
  );
}

/** Goods plus delivery; "from …" while the governorate decides the fee. */
function StoreTotal({
  subtotal,
  quote,
  className,
}: {
  subtotal: number;
  quote: DeliveryQuote | null;
  className?: string;
}) {
  const { t } = useTranslation();
  const { money } = useFormat();
  const total = quote?.total ?? subtotal;
  if (quote?.fromOnly) {
    return (
      <span className={cn('shrink-0 whitespace-nowrap', className)}>
        {t('deliveryTerms.from', { amount: isolate(money(total)) })}
      </span>
    );
  }
  return <Money className={cn('shrink-0', className)} amount={total} />;
}

function CartLineRow({ line }: { line: CartLine }) {
  const { t } = useTranslation();
  const { money } = useFormat();
  const stepperId = `cart-quantity-${line.productId}`;
  const [draft, setDraft] = useState<number | null>(null);
  return (
    <li className="flex gap-3 py-4">
      {/* The picture repeats the name's link for pointers; hidden from screen readers, unfocusable. */}
      <Link
        href={paths.marketplace.product(line.productId)}
        className="shrink-0"
        tabIndex={-1}
        aria-hidden
      >
        <ProductImage
          src={line.imageUrl}
          alt=""
          fallbackWidth={320}
          className="size-16 rounded-md sm:size-20"
        />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <Link
              href={paths.marketplace.product(line.productId)}
              className="font-medium break-words text-page hover:underline"
              dir="auto"
            >
              {line.name}
            </Link>
            <p className="text-sm text-muted-foreground">
              {t('cart.unitPrice', { price: isolate(money(line.price)) })}
            </p>
          </div>
          <Button
            type="button"
            variant="ghost"
            size="icon"
            className="-me-2 size-11 shrink-0 text-muted-foreground hover:text-destructive md:size-10"
            aria-label={t('cart.remove', { name: line.name })}
            onClick={() => removeFromCart(line.productId)}
          >
            <Trash2 aria-hidden />
          </Button>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <div className="flex flex-col gap-1">
            <label htmlFor={stepperId} className="sr-only">
              {t('cart.quantityOf', { name: line.name })}
            </label>
            <QuantityStepper
              id={stepperId}
              value={draft ?? line.quantity}
              max={line.maxQuantity}
              onChange={(quantity) => {
                // An emptied box is kept on screen only; the stepper settles it on blur.
                if (quantity > 0) {
                  setDraft(null);
                  setCartQuantity(line.productId, quantity);
                } else setDraft(0);
              }}
            />
            {line.quantity >= line.maxQuantity && (
              <p className="text-xs text-muted-foreground">
                {t('cart.maxReached', { count: line.maxQuantity })}
              </p>
            )}
          </div>
          <p className="font-semibold">
            <span className="sr-only">{t('cart.lineTotal')}: </span>
            <Money amount={cartTotal([line])} data-testid="cart-line-total" />
          </p>
        </div>
      </div>
    </li>
  );
}
