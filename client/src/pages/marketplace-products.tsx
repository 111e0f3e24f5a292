import { useTranslation } from 'react-i18next';
import { ProductBrowser, useBrowseQuery } from '../features/marketplace/index.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';

/** /marketplace/products: every product on sale, and the search results (the same page with q). */
export default function MarketplaceProductsPage() {
  const { t } = useTranslation();
  const { query, update } = useBrowseQuery();
  const title = query.q
    ? t('marketplace.catalog.titleFor', { q: query.q })
    : query.category
      ? t(`categories.${query.category}`)
      : t('marketplace.catalog.title');
  useDocumentTitle(title);

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6">
      <h1 className="text-2xl font-bold break-words sm:text-3xl">
        <bdi>{title}</bdi>
      </h1>
      <ProductBrowser query={query} onChange={update} />
    </div>
  );
}
