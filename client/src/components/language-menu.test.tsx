// @vitest-environment jsdom
/** Choosing a language tells the server too when someone is signed in (issue 15). */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryRoots } from '../lib/query-keys.ts';
import { testI18n } from '../test/render.tsx';
import { useChooseLanguage } from './language-menu.tsx';

afterEach(() => vi.restoreAllMocks());

async function chooseAs(user: object | null, answer: () => Promise<Response>) {
  await testI18n();
  const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(answer);
  const client = new QueryClient();
  client.setQueryData(queryRoots.currentUser, user);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => useChooseLanguage(), { wrapper });
  await act(async () => {
    result.current('fr');
    await new Promise((resolve) => setTimeout(resolve, 10));
  });
  return fetchSpy;
}

describe('choosing a language', () => {
  it('saves it on the signed-in account', async () => {
    const fetchSpy = await chooseAs({ id: 1 }, async () => new Response(null, { status: 204 }));
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    const [url, init] = fetchSpy.mock.calls[0] ?? [];
    expect(url).toBe('/api/user/language');
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(String(init?.body))).toEqual({ language: 'fr' });
  });

  it('asks nothing of the server for a visitor', async () => {
    const fetchSpy = await chooseAs(null, async () => new Response(null, { status: 204 }));
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('lets a failure pass silently', async () => {
    const fetchSpy = await chooseAs({ id: 1 }, async () => {
      throw new TypeError('offline');
    });
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });
});
