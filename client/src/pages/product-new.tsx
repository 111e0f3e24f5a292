import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { Card, CardContent } from '../components/ui/card.tsx';
import { toast } from '../components/ui/use-toast.ts';
import { useCreateProduct } from '../features/products/api.ts';
import { BackToProducts } from '../features/products/product-page-parts.tsx';
import { emptyProductValues } from '../features/products/product-form-schema.ts';
import { ProductForm } from '../features/products/product-form.tsx';
import { paths } from '../lib/paths.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';

export default function ProductNewPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('titles.newProduct'));
  const [, navigate] = useLocation();
  const createProduct = useCreateProduct();

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-4">
      <BackToProducts />
      <div>
        <h1 className="text-2xl font-bold sm:text-3xl">{t('products.add')}</h1>
        <p className="text-muted-foreground">{t('products.addDescription')}</p>
      </div>
      <Card>
        <CardContent className="pt-4 sm:pt-6">
          <ProductForm
            defaultValues={emptyProductValues()}
            submitLabel={t('products.create')}
            failureTitle={t('products.toast.createFailed')}
            onSubmit={async (values) => {
              const product = await createProduct.mutateAsync(values);
              toast({ title: t('products.toast.created') });
              navigate(paths.products.view(product.id));
            }}
          />
        </CardContent>
      </Card>
    </div>
  );
}
