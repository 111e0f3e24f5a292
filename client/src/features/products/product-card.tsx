import { Eye, Pencil, Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { Product } from '../../../../common/contracts/products.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { Money } from '../../components/formatted.tsx';
import { paths } from '../../../../common/routes.ts';
import { ProductImage } from '../../components/product-image.tsx';
import { HiddenProductBadge } from '../moderation/index.ts';
import { ProductStatusBadge } from './product-status-badge.tsx';

/** The star a featured product carries; announced, not only drawn. */
export function FeaturedStar({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <span
      className={className}
      title={t('products.featured')}
      role="img"
      aria-label={t('products.featured')}
    >
      <Star className="size-4 fill-warning text-warning" aria-hidden />
    </span>
  );
}

/**
 * A product in the /products grid: picture, name, price, status, stock, Edit and View; "Hidden by
 * Hanout" when an operator took it off the marketplace.
 */
export function ProductCard({ product }: { product: Product }) {
  const { t } = useTranslation();
  return (
    <Card className="flex flex-col overflow-hidden">
      <div className="relative">
        <ProductImage
          image={product.images[0]}
          src={product.imageUrl}
          alt={product.name}
          className="aspect-4/3 h-auto w-full"
        />
        {product.featured && (
          <FeaturedStar className="absolute end-2 top-2 rounded-full bg-background/90 p-1.5 shadow-sm" />
        )}
        {product.hidden && <HiddenProductBadge className="absolute start-2 top-2 shadow-sm" />}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        {/* Its own direction: a name clamps at its own end, Arabic or Latin. */}
        <h2 dir="auto" className="line-clamp-2 text-base leading-snug font-semibold text-page">
          {product.name}
        </h2>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Money className="text-lg font-bold" amount={product.price} />
          <ProductStatusBadge status={product.status} />
        </div>
        <p className="text-sm text-muted-foreground">
          {t('products.stock', { count: product.stockQuantity })}
        </p>
        <div className="mt-auto grid grid-cols-2 gap-2 pt-2">
          <Button variant="outline" asChild>
            <Link
              href={paths.products.edit(product.id)}
              aria-label={t('products.editNamed', { name: product.name })}
            >
              <Pencil aria-hidden />
              {t('products.edit')}
            </Link>
          </Button>
          <Button variant="secondary" asChild>
            <Link
              href={paths.products.view(product.id)}
              aria-label={t('products.viewNamed', { name: product.name })}
            >
              <Eye aria-hidden />
              {t('products.view')}
            </Link>
          </Button>
        </div>
      </div>
    </Card>
  );
}

export function ProductCardSkeleton() {
  return (
    <Card className="flex flex-col overflow-hidden" aria-hidden>
      <Skeleton className="aspect-4/3 w-full rounded-none" />
      <div className="flex flex-col gap-3 p-4">
        <Skeleton className="h-5 w-3/4" />
        <div className="flex justify-between">
          <Skeleton className="h-6 w-24" />
          <Skeleton className="h-5 w-16 rounded-full" />
        </div>
        <Skeleton className="h-4 w-20" />
        <div className="grid grid-cols-2 gap-2 pt-2">
          <Skeleton className="h-10" />
          <Skeleton className="h-10" />
        </div>
      </div>
    </Card>
  );
}
