/**
 * Putting a product in the cart from a card or the product page: the same line, the same limit
 * (the stock, else SPEC §5's default), and the same toast with its View cart link.
 */
import type { TFunction } from 'i18next';
import { Link } from 'wouter';
import { isOnSale } from '../../../../common/stock.ts';
import type { MarketplaceProduct } from '../../../../common/contracts/marketplace.ts';
import { paths } from '../../../../common/routes.ts';
import { toast } from '../../components/ui/use-toast.ts';
import { addToCart, useCart } from '../cart/index.ts';
import { quantityMax } from './purchase.ts';

export function addProductToCart(product: MarketplaceProduct, quantity: number, t: TFunction) {
  addToCart({
    productId: product.id,
    storeId: product.storeId,
    storeName: product.storeName,
    name: product.name,
    price: product.price,
    imageUrl: product.imageUrl,
    quantity,
    maxQuantity: quantityMax(product.stockQuantity),
  });
  toast({
    title: t('marketplace.product.added'),
    description: (
      <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span>
          <bdi>{product.name}</bdi> × {quantity}
        </span>
        <Link
          href={paths.marketplace.cart}
          className="font-semibold text-primary underline underline-offset-4"
        >
          {t('marketplace.product.viewCart')}
        </Link>
      </span>
    ),
  });
}

/**
 * Whether one more can go in the cart: 'soldOut' when the product cannot be bought, 'allInCart'
 * when the cart already holds as many as may be ordered, else 'open'.
 */
export function useCartRoom(product: MarketplaceProduct): 'open' | 'soldOut' | 'allInCart' {
  const inCart = useCart().find((line) => line.productId === product.id)?.quantity ?? 0;
  if (!isOnSale(product)) return 'soldOut';
  return inCart >= quantityMax(product.stockQuantity) ? 'allInCart' : 'open';
}
