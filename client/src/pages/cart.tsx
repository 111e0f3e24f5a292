import { CartView } from '../features/cart/cart-view.tsx';

/** /marketplace/cart */
export default function CartPage() {
  return <CartView />;
}
