// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OrderDetail } from '../../../../common/contracts/orders.ts';
import { ApiError } from '../../lib/api-client.ts';
import { queryRoots } from '../../lib/query-keys.ts';
import { orderQueries, useReceiveReturn } from './api.ts';
import { useResolveDelivery } from './delivery-api.ts';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const ORDER_ID = 42;
const cashKey = [...queryRoots.cash, 'overview', { with: undefined, page: 1 }];
const statsKey = [...queryRoots.dashboard, 'stats'];

/** A client holding the order, the seller's cash page and the dashboard's figures. */
function setUp() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const detail = orderQueries.detail(ORDER_ID).queryKey;
  client.setQueryData(detail, { id: ORDER_ID, status: 'returned' } as OrderDetail);
  client.setQueryData(cashKey, { balances: [] });
  client.setQueryData(statsKey, { cashHeld: 0 });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const stale = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;
  return { client, detail, wrapper, stale };
}

function answer(status: number, body: unknown) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(
    async () =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
  );
}

describe('the seller’s delivery calls', () => {
  it('"Mark as delivered" makes the cash page and the dashboard stale: a collection was recorded', async () => {
    const { wrapper, stale, detail } = setUp();
    answer(200, { id: 5, status: 'completed' });
    const { result } = renderHook(() => useResolveDelivery(ORDER_ID), { wrapper });
    await act(async () => {
      await result.current.mutateAsync({ id: 5, resolution: 'delivered' });
    });
    await vi.waitFor(() => expect(stale(cashKey)).toBe(true));
    expect(stale(statsKey)).toBe(true);
    expect(stale(detail)).toBe(true);
  });

  it('also refreshes after a refusal: the transporter may have moved first', async () => {
    const { wrapper, stale } = setUp();
    answer(409, { code: 'delivery.notLocked', message: 'Not locked.' });
    const { result } = renderHook(() => useResolveDelivery(ORDER_ID), { wrapper });
    await act(async () => {
      await expect(
        result.current.mutateAsync({ id: 5, resolution: 'delivered' }),
      ).rejects.toBeInstanceOf(ApiError);
    });
    await vi.waitFor(() => expect(stale(cashKey)).toBe(true));
  });
});

describe('useReceiveReturn', () => {
  it('reads the order again after a 409, so the "Parcel received back" button goes', async () => {
    const { wrapper, stale, detail } = setUp();
    answer(409, { code: 'order.returnAlreadyReceived', message: 'Already received.' });
    const { result } = renderHook(() => useReceiveReturn(ORDER_ID), { wrapper });
    await act(async () => {
      await expect(result.current.mutateAsync()).rejects.toBeInstanceOf(ApiError);
    });
    await vi.waitFor(() => expect(stale(detail)).toBe(true));
  });
});
