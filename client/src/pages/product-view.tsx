import { useTranslation } from 'react-i18next';
import { useParams } from 'wouter';
import {
  parseProductId,
  useProduct,
  ProductDetails,
  BackToProducts,
  isNotFound,
  ProductLoadError,
  ProductNotFound,
  ProductPageSkeleton,
} from '../features/products/index.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';

export default function ProductViewPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('titles.product'));
  const id = parseProductId(useParams<{ id: string }>().id);
  const query = useProduct(id);

  let body;
  if (id === undefined || (query.isError && isNotFound(query.error))) body = <ProductNotFound />;
  else if (query.isError) body = <ProductLoadError onRetry={() => void query.refetch()} />;
  else if (query.isPending) body = <ProductPageSkeleton />;
  else body = <ProductDetails product={query.data} />;

  return (
    <div className="flex flex-col gap-4">
      <BackToProducts />
      {body}
    </div>
  );
}
