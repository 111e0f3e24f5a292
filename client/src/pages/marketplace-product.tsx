import { PackageX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'wouter';
import { EmptyState } from '../components/ui/empty-state.tsx';
import {
  isInvalidId,
  parseMarketplaceId,
  useMarketplaceProduct,
  LoadError,
  ProductDetail,
  ProductDetailSkeleton,
  RelatedProducts,
} from '../features/marketplace/index.ts';
import { BackLink } from '../components/back-link.tsx';
import { isolate } from '../lib/format.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { paths } from '../../../common/routes.ts';

export default function MarketplaceProductPage() {
  const { t } = useTranslation();
  const id = parseMarketplaceId(useParams<{ id: string }>().id);
  const product = useMarketplaceProduct(id);
  const invalid = id === undefined || (product.isError && isInvalidId(product.error));
  // The same title as the server writes into the page's head for link previews.
  useDocumentTitle(
    invalid
      ? t('marketplace.product.invalidId')
      : product.data && `${product.data.name} – ${product.data.storeName}`,
  );

  let body;
  if (invalid)
    body = (
      <EmptyState
        icon={PackageX}
        title={
          <span role="heading" aria-level={1}>
            {t('marketplace.product.invalidId')}
          </span>
        }
      />
    );
  else if (product.isError)
    body = (
      <LoadError
        message={t('marketplace.product.loadError')}
        onRetry={() => void product.refetch()}
      />
    );
  else if (product.isPending) body = <ProductDetailSkeleton />;
  else
    body = (
      <>
        <ProductDetail product={product.data} />
        <RelatedProducts productId={product.data.id} />
      </>
    );

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-6">
      {product.data ? (
        <BackLink
          href={paths.marketplace.store(product.data.storeId)}
          label={t('marketplace.product.backToStore', {
            store: isolate(product.data.storeName),
          })}
        />
      ) : (
        <BackLink href={paths.marketplace.stores} label={t('marketplace.store.back')} />
      )}
      {body}
    </div>
  );
}
