import { Store } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../components/ui/empty-state.tsx';
import {
  useMarketplaceStores,
  LoadError,
  StoreCard,
  StoreCardSkeleton,
  storeGridClassName,
} from '../features/marketplace/index.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';

const SKELETON_COUNT = 6;

export default function MarketplaceStoresPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('marketplace.stores.title'));
  const query = useMarketplaceStores();
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8">
      <div>
        <h1 className="text-2xl font-bold sm:text-3xl">{t('marketplace.stores.title')}</h1>
        <p className="text-muted-foreground">{t('marketplace.stores.subtitle')}</p>
      </div>
      {query.isPending ? (
        <div className={storeGridClassName} role="status" aria-label={t('common.loading')}>
          {Array.from({ length: SKELETON_COUNT }, (_, index) => (
            <StoreCardSkeleton key={index} />
          ))}
        </div>
      ) : query.isError ? (
        <LoadError onRetry={() => void query.refetch()} />
      ) : query.data.length === 0 ? (
        <EmptyState icon={Store} title={t('marketplace.noStores')} />
      ) : (
        <ul className={storeGridClassName}>
          {query.data.map((store) => (
            <li key={store.id} className="min-w-0">
              <StoreCard store={store} headingLevel="h2" />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
