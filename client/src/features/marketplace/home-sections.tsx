import { ArrowRight, PackageOpen, Store } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Button } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { paths } from '../../../../common/routes.ts';
import { useFeaturedProducts, useMarketplaceStores } from './api.ts';
import { LoadError } from './load-error.tsx';
import { ProductCollection, ProductCollectionSkeleton } from './product-collection.tsx';
import { StoreCard, StoreCardSkeleton, storeGridClassName } from './store-card.tsx';

export const FEATURED_COUNT = 8;
export const HOME_STORES_COUNT = 6;
/** The first row of featured products on a phone (two columns): in view under the headline. */
export const HOME_PRIORITY_CARDS = 2;

function Section({
  id,
  title,
  action,
  children,
}: {
  id: string;
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={id} className="text-xl font-bold sm:text-2xl">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

/** Featured products, or the newest when none is featured (the server chooses). */
export function FeaturedProductsSection() {
  const { t } = useTranslation();
  const query = useFeaturedProducts();
  return (
    <Section
      id="featured-title"
      title={t('marketplace.home.featured')}
      action={<BrowseAllProductsLink />}
    >
      {query.isPending ? (
        <ProductCollectionSkeleton count={FEATURED_COUNT} />
      ) : query.isError ? (
        <LoadError onRetry={() => void query.refetch()} />
      ) : query.data.length === 0 ? (
        <EmptyState icon={PackageOpen} title={t('marketplace.noProducts')} />
      ) : (
        <ProductCollection
          products={query.data.slice(0, FEATURED_COUNT)}
          priorityCount={HOME_PRIORITY_CARDS}
        />
      )}
    </Section>
  );
}

/** "See all" beside a section's title; the arrow points the reading way. */
function SeeAllLink({ href, label }: { href: string; label: string }) {
  return (
    <Button variant="ghost" asChild className="h-11 md:h-10">
      <Link href={href}>
        {label}
        <ArrowRight className="rtl:-scale-x-100" aria-hidden />
      </Link>
    </Button>
  );
}

/** From the home page's selection to every product on sale, with its filters and sorts. */
function BrowseAllProductsLink() {
  const { t } = useTranslation();
  return <SeeAllLink href={paths.marketplace.products()} label={t('marketplace.home.browseAll')} />;
}

export function ViewAllStoresLink() {
  const { t } = useTranslation();
  return <SeeAllLink href={paths.marketplace.stores} label={t('marketplace.home.viewAllStores')} />;
}

export function StoresSection() {
  const { t } = useTranslation();
  const query = useMarketplaceStores();
  return (
    <Section id="stores-title" title={t('marketplace.home.stores')} action={<ViewAllStoresLink />}>
      {query.isPending ? (
        <div className={storeGridClassName} role="status" aria-label={t('common.loading')}>
          {Array.from({ length: HOME_STORES_COUNT }, (_, index) => (
            <StoreCardSkeleton key={index} />
          ))}
        </div>
      ) : query.isError ? (
        <LoadError onRetry={() => void query.refetch()} />
      ) : query.data.length === 0 ? (
        <EmptyState icon={Store} title={t('marketplace.noStores')} />
      ) : (
        <ul className={storeGridClassName}>
          {query.data.slice(0, HOME_STORES_COUNT).map((store) => (
            <li key={store.id} className="min-w-0">
              <StoreCard store={store} />
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
