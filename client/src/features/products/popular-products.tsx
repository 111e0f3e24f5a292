/** The dashboard's Popular Products: featured ones, or else the first 4 (SPEC §2, §9). */
import { PackageOpen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { SKELETONS } from '../../../../common/constants.ts';
import type { Product } from '../../../../common/contracts/products.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { Money } from '../../components/formatted.tsx';
import { paths } from '../../../../common/routes.ts';
import { usePopularProducts } from './api.ts';
import { FeaturedStar } from './product-card.tsx';
import { ProductImage } from '../../components/product-image.tsx';
import { ProductStatusBadge } from './product-status-badge.tsx';

const gridClassName = 'grid grid-cols-2 gap-3 lg:grid-cols-4';

function PopularProduct({ product }: { product: Product }) {
  return (
    <Link
      href={paths.products.view(product.id)}
      className="group flex flex-col overflow-hidden rounded-md border bg-card outline-none hover:border-primary/50 focus-visible:ring-2 focus-visible:ring-ring"
    >
      <div className="relative">
        <ProductImage
          image={product.images[0]}
          src={product.imageUrl}
          alt=""
          className="aspect-square h-auto w-full"
        />
        {product.featured && (
          <FeaturedStar className="absolute end-1.5 top-1.5 rounded-full bg-background/90 p-1 shadow-sm" />
        )}
      </div>
      <div className="flex flex-1 flex-col gap-1.5 p-3">
        <span
          dir="auto"
          className="line-clamp-2 text-sm font-medium text-page group-hover:underline"
        >
          {product.name}
        </span>
        <Money className="mt-auto text-sm font-bold" amount={product.price} />
        <ProductStatusBadge status={product.status} />
      </div>
    </Link>
  );
}

export function PopularProducts() {
  const { t } = useTranslation();
  const { products, isLoading, isError } = usePopularProducts(SKELETONS.dashboardProducts);
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between gap-2">
        <CardTitle as="h2">{t('products.popularTitle')}</CardTitle>
        <Button variant="link" asChild className="px-0">
          <Link href={paths.products.list}>{t('products.viewAll')}</Link>
        </Button>
      </CardHeader>
      <CardContent>
        {isLoading ? (
          <div className={gridClassName} role="status" aria-label={t('common.loading')}>
            {Array.from({ length: SKELETONS.dashboardProducts }, (_, index) => (
              <div key={index} className="flex flex-col gap-2 rounded-md border p-0">
                <Skeleton className="aspect-square w-full rounded-b-none" />
                <div className="flex flex-col gap-2 p-3">
                  <Skeleton className="h-4 w-3/4" />
                  <Skeleton className="h-4 w-1/2" />
                </div>
              </div>
            ))}
          </div>
        ) : isError ? (
          <p className="text-sm text-muted-foreground">{t('products.loadError')}</p>
        ) : products.length === 0 ? (
          <EmptyState
            icon={PackageOpen}
            title={t('products.noneYet')}
            description={t('products.emptyStore.hint')}
            action={
              <Button asChild size="sm">
                <Link href={paths.products.create}>{t('products.emptyStore.action')}</Link>
              </Button>
            }
          />
        ) : (
          <ul className={gridClassName}>
            {products.map((product) => (
              <li key={product.id} className="grid">
                <PopularProduct product={product} />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
