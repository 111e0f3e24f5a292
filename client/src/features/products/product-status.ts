/** How a product's status reads on screen (SPEC §4): any value outside the three is out of stock. */
import { PRODUCT_STATUSES, type ProductStatus } from '../../../../common/enums.ts';
import type { BadgeVariant } from '../../components/ui/badge.tsx';

export interface ProductStatusDisplay {
  status: ProductStatus;
  variant: BadgeVariant;
  /** Translation key of the label. */
  labelKey: `products.status.${ProductStatus}`;
}

const VARIANTS: Record<ProductStatus, BadgeVariant> = {
  in_stock: 'success',
  low_stock: 'warning',
  out_of_stock: 'destructive',
};

export function isProductStatus(value: unknown): value is ProductStatus {
  return (PRODUCT_STATUSES as readonly unknown[]).includes(value);
}

export function productStatusDisplay(value: string | null | undefined): ProductStatusDisplay {
  const status: ProductStatus = isProductStatus(value) ? value : 'out_of_stock';
  return { status, variant: VARIANTS[status], labelKey: `products.status.${status}` };
}
