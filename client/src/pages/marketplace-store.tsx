import { StoreIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'wouter';
import { EmptyState } from '../components/ui/empty-state.tsx';
import {
  isInvalidId,
  parseMarketplaceId,
  useMarketplaceStore,
  LoadError,
  StoreAbout,
  StoreAboutSkeleton,
  StoreProducts,
} from '../features/marketplace/index.ts';
import { BackLink } from '../components/back-link.tsx';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { paths } from '../../../common/routes.ts';

export default function MarketplaceStorePage() {
  const { t } = useTranslation();
  const id = parseMarketplaceId(useParams<{ id: string }>().id);
  const store = useMarketplaceStore(id);
  const invalid = id === undefined || (store.isError && isInvalidId(store.error));
  useDocumentTitle(
    invalid
      ? t('marketplace.store.invalidId')
      : (store.data?.storeName ?? t('marketplace.stores.title')),
  );

  let body;
  if (invalid)
    body = (
      <EmptyState
        icon={StoreIcon}
        title={
          <span role="heading" aria-level={1}>
            {t('marketplace.store.invalidId')}
          </span>
        }
      />
    );
  else if (store.isError)
    body = (
      <LoadError message={t('marketplace.store.loadError')} onRetry={() => void store.refetch()} />
    );
  else if (store.isPending) body = <StoreAboutSkeleton />;
  else
    body = (
      <>
        <StoreAbout store={store.data} />
        <StoreProducts storeId={store.data.id} nothingOnSale={!store.data.hasProductsOnSale} />
      </>
    );

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-6">
      <BackLink href={paths.marketplace.stores} label={t('marketplace.store.back')} />
      {body}
    </div>
  );
}
