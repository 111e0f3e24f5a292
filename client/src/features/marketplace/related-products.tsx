import { useTranslation } from 'react-i18next';
import { useRelatedProducts } from './api.ts';
import { ProductCollection, ProductCollectionSkeleton } from './product-collection.tsx';

/**
 * Under a product: others like it (its category first, then its store). Nothing at all when
 * there are none or they fail to load: the page is complete without them.
 */
export function RelatedProducts({ productId }: { productId: number }) {
  const { t } = useTranslation();
  const related = useRelatedProducts(productId);
  if (related.isError || (related.data && related.data.length === 0)) return null;
  return (
    <section aria-labelledby="related-title" className="flex flex-col gap-4">
      <h2 id="related-title" className="text-lg font-bold sm:text-xl">
        {t('marketplace.related.title')}
      </h2>
      {related.data ? (
        <ProductCollection products={related.data} showCategory headingLevel="h3" />
      ) : (
        <ProductCollectionSkeleton count={4} />
      )}
    </section>
  );
}
