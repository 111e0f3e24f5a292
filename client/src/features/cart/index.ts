/**
 * The guest cart: its store in localStorage, the header button and the cart page. Pages, app/ and
 * other features reach the cart feature only through this file (decision 013).
 */
export { CartButton } from './cart-button.tsx';
export {
  addToCart,
  cartTotal,
  clearCart,
  getCartLines,
  groupByStore,
  removeFromCart,
  updateCartLine,
  useCart,
  type CartLine,
} from './cart-store.ts';
export { CartView } from './cart-view.tsx';
