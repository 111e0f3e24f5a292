import { useTranslation } from 'react-i18next';
import type { MarketplaceProduct } from '../../../../common/contracts/marketplace.ts';
import { cn } from '../../lib/cn.ts';
import {
  MarketplaceProductCard,
  MarketplaceProductCardSkeleton,
} from './marketplace-product-card.tsx';
import type { ProductLayout } from './store-query.ts';

/** Two columns on phones, four on wide screens; the list layout is one product a row. */
const layoutClassName: Record<ProductLayout, string> = {
  grid: 'grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4',
  list: 'grid grid-cols-1 gap-3 lg:grid-cols-2',
};

interface ProductCollectionProps {
  products: readonly MarketplaceProduct[];
  layout?: ProductLayout;
  showStore?: boolean;
  /** True while another page or filter loads with this one still shown. */
  busy?: boolean;
  label?: string;
  headingLevel?: 'h2' | 'h3';
  showCategory?: boolean;
  /**
   * How many cards, from the first, are in view when the page opens: their pictures load at
   * once with high priority instead of lazily (a lazy picture waits for layout: a late LCP).
   */
  priorityCount?: number;
}

export function ProductCollection({
  products,
  layout = 'grid',
  showStore,
  busy,
  label,
  headingLevel,
  showCategory,
  priorityCount = 0,
}: ProductCollectionProps) {
  return (
    <ul
      className={cn(layoutClassName[layout], busy && 'opacity-70 transition-opacity')}
      aria-busy={busy || undefined}
      aria-label={label}
    >
      {products.map((product, index) => (
        <li key={product.id} className="min-w-0">
          <MarketplaceProductCard
            priority={index < priorityCount}
            product={product}
            layout={layout}
            showStore={showStore}
            headingLevel={headingLevel}
            showCategory={showCategory}
          />
        </li>
      ))}
    </ul>
  );
}

export function ProductCollectionSkeleton({
  count,
  layout = 'grid',
}: {
  count: number;
  layout?: ProductLayout;
}) {
  const { t } = useTranslation();
  return (
    <div className={layoutClassName[layout]} role="status" aria-label={t('common.loading')}>
      {Array.from({ length: count }, (_, index) => (
        <MarketplaceProductCardSkeleton key={index} layout={layout} />
      ))}
    </div>
  );
}
