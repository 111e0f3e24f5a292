import { ChevronRight, MapPin, Package } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { MarketplaceStore } from '../../../../common/contracts/marketplace.ts';
import type { MediaImage } from '../../../../common/media.ts';
import { ProductImage } from '../../components/product-image.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { cn } from '../../lib/cn.ts';
import { paths } from '../../../../common/routes.ts';

/** The store's logo in a circle, or its first letter when it has none. */
export function StoreAvatar({
  name,
  logo,
  className,
  priority,
}: {
  name: string;
  logo?: MediaImage | null;
  className?: string;
  priority?: boolean;
}) {
  if (logo)
    return (
      <ProductImage
        image={logo}
        alt=""
        sizes="thumb"
        priority={priority}
        className={cn('size-12 shrink-0 rounded-full border', className)}
      />
    );
  const initial = Array.from(name.trim())[0]?.toUpperCase() ?? '?';
  return (
    <span
      aria-hidden
      className={cn(
        'flex size-12 shrink-0 items-center justify-center rounded-full bg-primary/10 text-lg font-bold text-primary',
        className,
      )}
    >
      {initial}
    </span>
  );
}

/** A store in the marketplace grids; the whole card leads to the store page. */
export function StoreCard({
  store,
  headingLevel: Heading = 'h3',
}: {
  store: MarketplaceStore;
  /** h2 on the all-stores page, whose only heading above is the h1. */
  headingLevel?: 'h2' | 'h3';
}) {
  const { t } = useTranslation();
  return (
    <Card className="group relative flex h-full flex-col gap-3 p-4 transition-shadow focus-within:ring-2 focus-within:ring-ring hover:shadow-md">
      <div className="flex items-center gap-3">
        <StoreAvatar name={store.storeName} logo={store.logo} />
        <Heading className="min-w-0 flex-1 text-base leading-snug font-semibold">
          <Link
            href={paths.marketplace.store(store.id)}
            className="outline-none after:absolute after:inset-0 after:rounded-lg"
          >
            <bdi>{store.storeName}</bdi>
          </Link>
        </Heading>
        <ChevronRight
          className="size-5 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5 rtl:-scale-x-100 rtl:group-hover:-translate-x-0.5"
          aria-hidden
        />
      </div>
      <p
        className={cn(
          'line-clamp-3 text-sm',
          store.storeDescription ? 'text-muted-foreground' : 'text-muted-foreground/80 italic',
        )}
        dir="auto"
      >
        {store.storeDescription || t('marketplace.noDescription')}
      </p>
      <div className="mt-auto flex flex-col gap-1.5 text-sm text-muted-foreground">
        {store.storeAddress && (
          <p className="flex items-start gap-1.5">
            <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden />
            <span className="sr-only">{t('marketplace.store.address')}</span>
            <bdi className="line-clamp-2 text-page">{store.storeAddress}</bdi>
          </p>
        )}
        <p className="flex items-center gap-1.5">
          <Package className="size-4 shrink-0" aria-hidden />
          {t('marketplace.store.productsCount', { count: store.productsCount })}
        </p>
      </div>
    </Card>
  );
}

export function StoreCardSkeleton() {
  return (
    <Card className="flex flex-col gap-3 p-4" aria-hidden>
      <div className="flex items-center gap-3">
        <Skeleton className="size-12 rounded-full" />
        <Skeleton className="h-5 w-2/3" />
      </div>
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-5/6" />
      <Skeleton className="h-4 w-1/2" />
    </Card>
  );
}

export const storeGridClassName = 'grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3';
