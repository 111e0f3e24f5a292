// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as CartStore from './cart-store.ts';
import type { CartLine } from './cart-store.ts';

type CartModule = typeof CartStore;

/** A fresh copy of the module, as a page reload would load it: it reads localStorage again. */
async function loadCart(): Promise<CartModule> {
  vi.resetModules();
  return import('./cart-store.ts');
}

function line(overrides: Partial<CartLine> = {}): CartLine {
  return {
    productId: 1,
    storeId: 10,
    storeName: 'Dar Zitouna',
    name: 'Huile d’olive 1L',
    price: 24.5,
    imageUrl: null,
    quantity: 1,
    maxQuantity: 5,
    ...overrides,
  };
}

beforeEach(() => localStorage.clear());
afterEach(() => localStorage.clear());

describe('cart store', () => {
  it('keeps the lines across a reload', async () => {
    const first = await loadCart();
    first.addToCart(line({ quantity: 2 }));
    first.addToCart(line({ productId: 2, storeId: 11, storeName: 'Fakhar Nabeul', price: 45 }));

    const reloaded = await loadCart();
    expect(reloaded).not.toBe(first);
    expect(reloaded.getCartLines().map((l) => [l.productId, l.quantity])).toEqual([
      [1, 2],
      [2, 1],
    ]);
  });

  it('forgets the storage once the cart is cleared, and ignores damaged storage', async () => {
    const cart = await loadCart();
    cart.addToCart(line());
    cart.clearCart();
    expect(localStorage.getItem(cart.CART_STORAGE_KEY)).toBeNull();

    localStorage.setItem(cart.CART_STORAGE_KEY, '{not json');
    expect((await loadCart()).getCartLines()).toEqual([]);

    localStorage.setItem(
      cart.CART_STORAGE_KEY,
      JSON.stringify([line(), { productId: 'x' }, line({ productId: 3, quantity: 0 })]),
    );
    expect((await loadCart()).getCartLines().map((l) => l.productId)).toEqual([1]);
  });

  it('never goes above the line’s maximum or below 1', async () => {
    const cart = await loadCart();
    cart.addToCart(line({ quantity: 4, maxQuantity: 5 }));
    cart.addToCart(line({ quantity: 4, maxQuantity: 5 }));
    expect(cart.getCartLines()[0]?.quantity).toBe(5);

    cart.setCartQuantity(1, 99);
    expect(cart.getCartLines()[0]?.quantity).toBe(5);
    cart.setCartQuantity(1, 0);
    expect(cart.getCartLines()[0]?.quantity).toBe(1);
    cart.setCartQuantity(1, 3.7);
    expect(cart.getCartLines()[0]?.quantity).toBe(3);

    // The stock dropped at checkout: the quantity follows it down.
    cart.updateCartLine(1, { maxQuantity: 2 });
    expect(cart.getCartLines()[0]).toMatchObject({ quantity: 2, maxQuantity: 2 });
    cart.updateCartLine(1, { price: 26 });
    expect(cart.getCartLines()[0]).toMatchObject({ price: 26, quantity: 2 });

    cart.removeFromCart(1);
    expect(cart.getCartLines()).toEqual([]);
  });

  it('groups lines by store in the order the stores were first added', async () => {
    const cart = await loadCart();
    cart.addToCart(line({ productId: 1, storeId: 10, storeName: 'A' }));
    cart.addToCart(line({ productId: 2, storeId: 20, storeName: 'B' }));
    cart.addToCart(line({ productId: 3, storeId: 10, storeName: 'A' }));
    const groups = cart.groupByStore(cart.getCartLines());
    expect(groups.map((g) => [g.storeId, g.storeName, g.lines.map((l) => l.productId)])).toEqual([
      [10, 'A', [1, 3]],
      [20, 'B', [2]],
    ]);
    expect(cart.groupByStore([])).toEqual([]);
  });

  it('adds totals exactly, in millimes', async () => {
    const { cartTotal } = await loadCart();
    expect(cartTotal([line({ price: 0.1, quantity: 1 }), line({ productId: 2, price: 0.2 })])).toBe(
      0.3,
    );
    expect(
      cartTotal([line({ price: 6.375, quantity: 3 }), line({ price: 16.9, quantity: 3 })]),
    ).toBe(69.825);
    expect(cartTotal([])).toBe(0);
  });

  it('re-renders its readers, and counts units for the badge', async () => {
    const cart = await loadCart();
    const { result } = renderHook(() => cart.useCartCount());
    expect(result.current).toBe(0);
    act(() => cart.addToCart(line({ quantity: 2 })));
    act(() => cart.addToCart(line({ productId: 2, quantity: 3 })));
    expect(result.current).toBe(5);
  });

  it('follows a change made in another tab', async () => {
    const cart = await loadCart();
    const { result } = renderHook(() => cart.useCart());
    expect(result.current).toEqual([]);
    localStorage.setItem(cart.CART_STORAGE_KEY, JSON.stringify([line({ quantity: 3 })]));
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: cart.CART_STORAGE_KEY }));
    });
    expect(result.current.map((l) => l.quantity)).toEqual([3]);
  });
});
