import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'wouter';
import type { Product } from '../../../common/contracts/products.ts';
import { Button } from '../components/ui/button.tsx';
import { Card, CardContent } from '../components/ui/card.tsx';
import {
  parseProductId,
  useProduct,
  useUpdateProduct,
  DeleteProductButton,
  BackToProducts,
  isNotFound,
  ProductLoadError,
  ProductNotFound,
  ProductPageSkeleton,
  productValuesOf,
  ProductForm,
} from '../features/products/index.ts';
import { HiddenProductNotice } from '../features/moderation/index.ts';
import { paths } from '../../../common/routes.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';

function EditProduct({ product }: { product: Product }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const updateProduct = useUpdateProduct(product.id);
  return (
    <>
      {product.hidden && <HiddenProductNotice hidden={product.hidden} />}
      <Card>
        <CardContent className="pt-4 sm:pt-6">
          <ProductForm
            defaultValues={productValuesOf(product)}
            images={product.images}
            submitLabel={t('products.save')}
            save={updateProduct.mutateAsync}
            savedTitle={t('products.toast.updated')}
            failureTitle={t('products.toast.updateFailed')}
            onSaved={() => navigate(paths.products.view(product.id))}
            actions={
              <>
                <DeleteProductButton productId={product.id} className="sm:me-auto" />
                <Button variant="outline" asChild>
                  <Link href={paths.products.view(product.id)}>{t('products.cancel')}</Link>
                </Button>
              </>
            }
          />
        </CardContent>
      </Card>
    </>
  );
}

export default function ProductEditPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('titles.editProduct'));
  const id = parseProductId(useParams<{ id: string }>().id);
  const query = useProduct(id);

  if (id === undefined || (query.isError && isNotFound(query.error))) {
    return (
      <div className="flex flex-col gap-4">
        <BackToProducts />
        <ProductNotFound />
      </div>
    );
  }

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-4">
      <BackToProducts href={paths.products.view(id)} label={t('products.backToProduct')} />
      <h1 className="text-2xl font-bold sm:text-3xl">{t('products.editTitle')}</h1>
      {query.isError ? (
        <ProductLoadError onRetry={() => void query.refetch()} />
      ) : query.isPending ? (
        <ProductPageSkeleton />
      ) : (
        <EditProduct key={query.data.id} product={query.data} />
      )}
    </div>
  );
}
