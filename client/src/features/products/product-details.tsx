/** /products/:id body: everything the seller recorded about one product. */
import { Pencil } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { Product } from '../../../../common/contracts/products.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent } from '../../components/ui/card.tsx';
import { Money } from '../../components/formatted.tsx';
import { formatDate } from '../../lib/format.ts';
import { paths } from '../../../../common/routes.ts';
import { DeleteProductButton } from './delete-product-button.tsx';
import { FeaturedStar } from './product-card.tsx';
import { ProductImage } from '../../components/product-image.tsx';
import { ProductStatusBadge } from './product-status-badge.tsx';
import { HiddenProductNotice } from '../moderation/index.ts';

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="font-medium">{children}</dd>
    </div>
  );
}

/** The product as recorded, under the operator's notice when they hid it from the marketplace. */
export function ProductDetails({ product }: { product: Product }) {
  const { t, i18n } = useTranslation();
  return (
    <>
      {product.hidden && <HiddenProductNotice hidden={product.hidden} />}
      <Card>
        <CardContent className="grid gap-6 pt-4 sm:pt-6 md:grid-cols-2">
          <ProductImage
            image={product.images[0]}
            src={product.imageUrl}
            alt={product.images[0]?.alt || product.name}
            sizes="gallery"
            priority
            className="aspect-4/3 w-full rounded-md border"
          />
          <div className="flex min-w-0 flex-col gap-4">
            <div className="flex flex-col gap-2">
              <div className="flex items-start gap-2">
                <h1 className="text-2xl font-bold break-words sm:text-3xl">
                  <bdi>{product.name}</bdi>
                </h1>
                {product.featured && <FeaturedStar className="mt-2" />}
              </div>
              <ProductStatusBadge status={product.status} />
            </div>
            <p className="text-2xl font-bold text-primary">
              <span className="sr-only">{t('products.price')}: </span>
              <Money amount={product.price} />
            </p>
            <dl className="grid grid-cols-2 gap-4">
              <Fact label={t('products.form.category')}>{t(`categories.${product.category}`)}</Fact>
              <Fact label={t('products.stockLabel')}>{product.stockQuantity}</Fact>
              <Fact label={t('products.featuredLabel')}>
                {product.featured ? t('products.yes') : t('products.no')}
              </Fact>
              <Fact label={t('products.createdAt')}>
                {formatDate(product.createdAt, i18n.language)}
              </Fact>
            </dl>
            <div className="flex flex-col gap-1">
              <h2 className="text-sm text-muted-foreground">{t('products.form.description')}</h2>
              <p className="whitespace-pre-line break-words" dir="auto">
                {product.description}
              </p>
            </div>
            <div className="mt-auto flex flex-col gap-2 sm:flex-row">
              <Button asChild>
                <Link href={paths.products.edit(product.id)}>
                  <Pencil aria-hidden />
                  {t('products.edit')}
                </Link>
              </Button>
              <DeleteProductButton productId={product.id} />
            </div>
          </div>
        </CardContent>
      </Card>
    </>
  );
}
