import { useTranslation } from 'react-i18next';
import { CreateProductDialog, ProductList } from '../features/products/index.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';

export default function ProductsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('titles.products'));
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold sm:text-3xl">{t('products.title')}</h1>
          <p className="text-muted-foreground">{t('products.subtitle')}</p>
        </div>
        <CreateProductDialog />
      </div>
      <ProductList />
    </div>
  );
}
