// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminTransporter } from '../../../../common/contracts/admin.ts';
import { ApiError } from '../../lib/api-client.ts';
import { adminQueries, useDecideTransporter } from './api.ts';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const seen = '2026-11-24T10:00:00.000Z';
const shown = { id: 3, status: 'pending', documentsSubmittedAt: seen } as AdminTransporter;

function setUp() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const detail = adminQueries.transporter(shown.id).queryKey;
  client.setQueryData(detail, shown);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { client, detail, wrapper };
}

function answer(status: number, body: unknown) {
  return vi.spyOn(globalThis, 'fetch').mockResolvedValue(
    new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    }),
  );
}

describe('useDecideTransporter', () => {
  it('refetches the transporter when their documents changed since the page was opened', async () => {
    const { client, detail, wrapper } = setUp();
    const fetch = answer(409, {
      code: 'admin.transporter.documentsChanged',
      message: 'The transporter has sent new documents since you opened this page.',
    });
    const { result } = renderHook(() => useDecideTransporter(shown.id), { wrapper });
    const decision = { status: 'verified', documentsSubmittedAt: seen } as const;
    await act(async () => {
      await expect(result.current.mutateAsync(decision)).rejects.toBeInstanceOf(ApiError);
    });
    const sent = fetch.mock.calls[0]?.[1] as RequestInit;
    expect(JSON.parse(sent.body as string)).toEqual(decision);
    expect(client.getQueryState(detail)?.isInvalidated).toBe(true);
  });

  it('keeps the page as it is after a refusal of the input itself', async () => {
    const { client, detail, wrapper } = setUp();
    answer(400, { code: 'admin.reason.tooShort', message: 'Too short.' });
    const { result } = renderHook(() => useDecideTransporter(shown.id), { wrapper });
    await act(async () => {
      await expect(
        result.current.mutateAsync({
          status: 'rejected',
          reason: 'no',
          documentsSubmittedAt: seen,
        }),
      ).rejects.toBeInstanceOf(ApiError);
    });
    expect(client.getQueryState(detail)?.isInvalidated).toBe(false);
  });
});
