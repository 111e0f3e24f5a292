import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { Card, CardContent } from '../components/ui/card.tsx';
import { BackToProducts, NewProductForm } from '../features/products/index.ts';
import { paths } from '../../../common/routes.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';

export default function ProductNewPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('titles.newProduct'));
  const [, navigate] = useLocation();

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-4">
      <BackToProducts />
      <div>
        <h1 className="text-2xl font-bold sm:text-3xl">{t('products.add')}</h1>
        <p className="text-muted-foreground">{t('products.addDescription')}</p>
      </div>
      <Card>
        <CardContent className="pt-4 sm:pt-6">
          <NewProductForm onCreated={(product) => navigate(paths.products.view(product.id))} />
        </CardContent>
      </Card>
    </div>
  );
}
