import { MapPin, PackageX, ShoppingCart, Store, Tag } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { LIMITS } from '../../../../common/constants.ts';
import { isOnSale } from '../../../../common/stock.ts';
import type { MarketplaceProduct } from '../../../../common/contracts/marketplace.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Label } from '../../components/ui/label.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { Money } from '../../components/formatted.tsx';
import { paths } from '../../../../common/routes.ts';
import { QuantityStepper } from '../../components/quantity-stepper.tsx';
import { governorateName } from '../orders/index.ts';
import { ProductStatusBadge } from '../products/index.ts';
import { addProductToCart } from './add-to-cart.tsx';
import { AskOnWhatsapp } from './ask-on-whatsapp.tsx';
import { ContactSellerDialog } from './contact-seller-dialog.tsx';
import { ProductGallery } from './product-gallery.tsx';
import { ProductShare } from './product-share.tsx';
import { ReportDialog } from './report-dialog.tsx';
import { lineTotal, quantityMax } from './purchase.ts';

/**
 * The quantity, its total and Add to Cart (SPEC §2, §5). Sold out, the page still opens: the
 * stepper is disabled and a disabled "Sold out" button stands where Add to Cart was.
 */
function PurchaseBox({ product }: { product: MarketplaceProduct }) {
  const { t } = useTranslation();
  const orderable = isOnSale(product);
  const max = quantityMax(product.stockQuantity);
  const [quantity, setQuantity] = useState<number>(LIMITS.quantityMin);
  // While the field is being retyped it may be empty (0): the total counts at least one.
  const counted = Math.max(quantity, LIMITS.quantityMin);

  function add() {
    addProductToCart(product, counted, t);
  }

  return (
    <div className="flex flex-col gap-4 rounded-lg border bg-muted/30 p-4">
      <div className="grid gap-2">
        <Label htmlFor="product-quantity">{t('marketplace.product.quantity')}</Label>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <QuantityStepper
            id="product-quantity"
            value={quantity}
            onChange={setQuantity}
            max={max}
            disabled={!orderable}
            describedBy={orderable ? 'product-quantity-max' : 'product-sold-out'}
          />
          {orderable && (
            <p id="product-quantity-max" className="text-sm text-muted-foreground">
              {t('marketplace.product.maxQuantity', { count: max })}
            </p>
          )}
        </div>
      </div>
      <div className="flex items-baseline justify-between gap-4 border-t pt-3">
        <p className="text-sm font-medium text-muted-foreground">
          {t('marketplace.product.total')}
        </p>
        <p className="text-2xl font-bold" aria-live="polite" data-testid="product-total">
          <Money amount={lineTotal(product.price, counted)} />
        </p>
      </div>
      {orderable ? (
        <Button size="lg" className="h-12 w-full" onClick={add}>
          <ShoppingCart aria-hidden />
          {t('marketplace.product.addToCart')}
        </Button>
      ) : (
        <>
          <Button
            size="lg"
            variant="secondary"
            className="h-12 w-full"
            disabled
            aria-describedby="product-sold-out"
          >
            <PackageX aria-hidden />
            {t('marketplace.product.soldOut')}
          </Button>
          <p id="product-sold-out" className="text-center text-sm text-muted-foreground">
            {t('marketplace.product.unavailable')}
          </p>
        </>
      )}
    </div>
  );
}

export function ProductDetail({ product }: { product: MarketplaceProduct }) {
  const { t, i18n } = useTranslation();
  return (
    <Card className="overflow-hidden">
      <div className="grid md:grid-cols-2">
        <div className="min-w-0 md:p-4 md:pe-0">
          <ProductGallery name={product.name} images={product.images} imageUrl={product.imageUrl} />
        </div>
        <div className="flex min-w-0 flex-col gap-4 p-4 sm:p-6">
          <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
            <Link
              href={paths.marketplace.store(product.storeId)}
              className="flex w-fit items-center gap-1.5 font-medium text-primary underline-offset-4 hover:underline"
            >
              <Store className="size-4" aria-hidden />
              <bdi>{product.storeName}</bdi>
            </Link>
            {product.storeGovernorate && (
              <span className="flex items-center gap-1 text-muted-foreground">
                <MapPin className="size-4" aria-hidden />
                {governorateName(product.storeGovernorate, i18n.language)}
              </span>
            )}
            <Link
              href={paths.marketplace.products({ category: product.category })}
              className="flex items-center gap-1 text-muted-foreground underline-offset-4 hover:text-foreground hover:underline"
            >
              <Tag className="size-4" aria-hidden />
              {t(`categories.${product.category}`)}
            </Link>
          </div>
          <h1 className="text-2xl leading-tight font-bold sm:text-3xl">
            <bdi>{product.name}</bdi>
          </h1>
          <div className="flex flex-wrap items-center gap-3">
            <Money className="text-2xl font-semibold text-primary" amount={product.price} />
            <ProductStatusBadge status={product.status} />
          </div>
          <section className="grid gap-1">
            <h2 className="text-sm font-semibold">{t('marketplace.product.description')}</h2>
            <p
              className="text-sm whitespace-pre-line text-muted-foreground sm:text-base"
              dir="auto"
            >
              {product.description?.trim() || t('marketplace.noDescription')}
            </p>
          </section>
          <PurchaseBox product={product} />
          <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
            <ContactSellerDialog storeId={product.storeId} storeName={product.storeName} />
            <ProductShare productId={product.id} name={product.name} />
            <AskOnWhatsapp product={product} className="sm:col-span-2" />
            <Button variant="ghost" asChild className="h-11 sm:col-span-2 md:h-10">
              <Link href={paths.marketplace.store(product.storeId)}>
                <Store aria-hidden />
                {t('marketplace.product.visitStore')}
              </Link>
            </Button>
          </div>
          <ReportDialog target="product" targetId={product.id} className="-mt-2 self-end" />
        </div>
      </div>
    </Card>
  );
}

export function ProductDetailSkeleton() {
  const { t } = useTranslation();
  return (
    <Card className="overflow-hidden" role="status" aria-label={t('common.loading')}>
      <div className="grid md:grid-cols-2">
        <Skeleton className="aspect-square w-full rounded-none" />
        <div className="flex flex-col gap-4 p-4 sm:p-6">
          <Skeleton className="h-4 w-32" />
          <Skeleton className="h-8 w-3/4" />
          <Skeleton className="h-7 w-40" />
          <Skeleton className="h-20 w-full" />
          <Skeleton className="h-36 w-full" />
        </div>
      </div>
    </Card>
  );
}
