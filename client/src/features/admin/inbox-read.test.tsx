// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminContactMessage } from '../../../../common/contracts/admin.ts';
import type { Page } from '../../../../common/contracts/shared.ts';
import { adminQueries, useUpdateContactMessage } from './api.ts';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const message: AdminContactMessage = {
  id: 4,
  name: 'Leila',
  email: 'leila@example.tn',
  topic: 'buying',
  message: 'Bonjour',
  language: 'fr',
  username: null,
  readAt: null,
  handledAt: null,
  handledBy: null,
  createdAt: '2026-11-24T10:00:00.000Z',
};

function setUp() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const unread = adminQueries.inbox({ status: 'unread', page: 1 }).queryKey;
  // Untyped: the test puts only the count it looks at.
  const overview: readonly string[] = [...adminQueries.overview().queryKey];
  client.setQueryData<Page<AdminContactMessage>>(unread, {
    items: [message],
    total: 1,
    page: 1,
    pageSize: 20,
  });
  client.setQueryData(overview, { contactUnread: 1 });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { client, unread, overview, wrapper };
}

function answer(body: AdminContactMessage) {
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(
    new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }),
  );
}

describe('useUpdateContactMessage', () => {
  it('marks read in place: the Unread list keeps the message being read, the counts refresh', async () => {
    const { client, unread, overview, wrapper } = setUp();
    answer({ ...message, readAt: '2026-11-24T11:00:00.000Z' });
    const { result } = renderHook(() => useUpdateContactMessage(message.id), { wrapper });
    await act(() => result.current.mutateAsync({ read: true }));
    const page = client.getQueryData<Page<AdminContactMessage>>(unread);
    expect(page?.items.map((item) => [item.id, item.readAt])).toEqual([
      [4, '2026-11-24T11:00:00.000Z'],
    ]);
    expect(client.getQueryState(unread)?.isInvalidated).toBe(false);
    expect(client.getQueryState(overview)?.isInvalidated).toBe(true);
  });

  it('refreshes the lists once a message is handled', async () => {
    const { client, unread, wrapper } = setUp();
    answer({ ...message, readAt: message.createdAt, handledAt: message.createdAt });
    const { result } = renderHook(() => useUpdateContactMessage(message.id), { wrapper });
    await act(() => result.current.mutateAsync({ handled: true }));
    expect(client.getQueryState(unread)?.isInvalidated).toBe(true);
  });
});
