import { Check, Eye, PackageX, ShoppingCart, Store } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { MarketplaceProduct } from '../../../../common/contracts/marketplace.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { cn } from '../../lib/cn.ts';
import { Money } from '../../components/formatted.tsx';
import { paths } from '../../../../common/routes.ts';
import { ProductImage } from '../../components/product-image.tsx';
import { ProductStatusBadge } from '../products/index.ts';
import { addProductToCart, useCartRoom } from './add-to-cart.tsx';
import type { ProductLayout } from './store-query.ts';

interface MarketplaceProductCardProps {
  product: MarketplaceProduct;
  layout?: ProductLayout;
  /** Hidden on a store's own page, where every product is that store's. */
  showStore?: boolean;
  /** h2 on a page with no section headings above the list, so headings do not skip a level. */
  headingLevel?: 'h2' | 'h3';
  /** Name the category under the title (lists that mix categories). */
  showCategory?: boolean;
  /** In the first row of a page's main list: its picture loads at once, first (it is the LCP). */
  priority?: boolean;
}

/** Add to cart in one tap (one unit), or why not: sold out, or the cart holds all there is. */
function CardCartButton({ product }: { product: MarketplaceProduct }) {
  const { t } = useTranslation();
  const room = useCartRoom(product);
  // A phone's two-column card leaves the label about 70 px: the icon goes below sm.
  const className = 'h-11 min-w-0 flex-1 px-2 md:h-10 max-sm:[&_svg]:hidden';
  if (room === 'open')
    return (
      <Button
        className={className}
        aria-label={t('marketplace.product.addNamed', { name: product.name })}
        onClick={() => addProductToCart(product, 1, t)}
      >
        <ShoppingCart aria-hidden />
        <span className="truncate">{t('marketplace.product.add')}</span>
      </Button>
    );
  const soldOut = room === 'soldOut';
  return (
    <Button
      variant="secondary"
      className={className}
      disabled
      title={soldOut ? undefined : t('marketplace.product.allInCartHint', { name: product.name })}
    >
      {soldOut ? <PackageX aria-hidden /> : <Check aria-hidden />}
      <span className="truncate">
        {soldOut ? t('marketplace.product.soldOut') : t('marketplace.product.allInCart')}
      </span>
    </Button>
  );
}

/**
 * A product in a marketplace list: picture, name, store, price, status and View. A sold-out
 * product opens like any other (issue 10 overrides SPEC §2's disabled View: a buyer must be able
 * to see it); its page disables Add to Cart.
 */
export function MarketplaceProductCard({
  product,
  layout = 'grid',
  showStore = true,
  headingLevel: Heading = 'h3',
  showCategory = false,
  priority = false,
}: MarketplaceProductCardProps) {
  const { t } = useTranslation();
  const href = paths.marketplace.product(product.id);
  const list = layout === 'list';
  const image = (
    <ProductImage
      image={product.images[0]}
      src={product.imageUrl}
      alt=""
      sizes={list ? '10rem' : 'card'}
      priority={priority}
      className={cn(list ? 'size-full' : 'aspect-square h-auto w-full sm:aspect-4/3')}
    />
  );

  return (
    <Card className={cn('flex h-full overflow-hidden', list ? 'flex-row' : 'flex-col')}>
      <div className={cn('relative shrink-0', list && 'w-28 sm:w-40')}>
        <Link href={href} tabIndex={-1} aria-hidden className="block h-full">
          {image}
        </Link>
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1.5 p-3 sm:p-4">
        {/* The name sets the block's own direction: a French name clamped in an Arabic page
            keeps its start and puts the ellipsis at its end. */}
        <Heading
          dir="auto"
          className="line-clamp-2 text-sm leading-snug font-semibold text-page sm:text-base"
        >
          <Link href={href} className="hover:underline">
            {product.name}
          </Link>
        </Heading>
        {showCategory && (
          <p className="line-clamp-1 text-xs font-medium text-primary">
            {t(`categories.${product.category}`)}
          </p>
        )}
        {showStore && (
          <p className="flex min-w-0 items-center gap-1 text-xs text-muted-foreground">
            <Store className="size-3.5 shrink-0" aria-hidden />
            <span className="sr-only">{t('marketplace.product.soldBy')}</span>
            <bdi className="line-clamp-1 min-w-0 break-words">{product.storeName}</bdi>
          </p>
        )}
        {list && product.description && (
          <p className="line-clamp-2 hidden text-sm text-muted-foreground sm:block" dir="auto">
            {product.description}
          </p>
        )}
        <div className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1">
          <Money
            className="text-base font-bold sm:text-lg"
            amount={product.price}
            data-testid="card-price"
          />
          <ProductStatusBadge status={product.status} />
        </div>
        <div className={cn('mt-auto flex gap-2 pt-1', list && 'sm:max-w-64')}>
          <Button variant="outline" size="icon" asChild className="size-11 shrink-0 md:size-10">
            <Link
              href={href}
              aria-label={t('marketplace.product.viewNamed', { name: product.name })}
              title={t('marketplace.product.view')}
            >
              <Eye aria-hidden />
            </Link>
          </Button>
          <CardCartButton product={product} />
        </div>
      </div>
    </Card>
  );
}

export function MarketplaceProductCardSkeleton({ layout = 'grid' }: { layout?: ProductLayout }) {
  const list = layout === 'list';
  return (
    <Card className={cn('flex overflow-hidden', list ? 'flex-row' : 'flex-col')} aria-hidden>
      <Skeleton
        className={cn('rounded-none', list ? 'w-28 sm:w-40' : 'aspect-square w-full sm:aspect-4/3')}
      />
      <div className="flex flex-1 flex-col gap-2 p-3 sm:p-4">
        <Skeleton className="h-4 w-3/4" />
        <Skeleton className="h-3 w-1/2" />
        <div className="flex justify-between gap-2">
          <Skeleton className="h-5 w-20" />
          <Skeleton className="h-5 w-14 rounded-full" />
        </div>
        <Skeleton className="h-10 w-full" />
      </div>
    </Card>
  );
}
