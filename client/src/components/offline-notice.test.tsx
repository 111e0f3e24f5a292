// @vitest-environment jsdom
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HEALTH_CHECK_MS, isIosSafari, listenToServiceWorker } from '../lib/pwa.ts';
import { renderWithProviders } from '../test/render.tsx';
import { OfflineNotice } from './offline-notice.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

/** A stand-in for navigator.serviceWorker that the test can speak for. */
function fakeWorker() {
  const worker = Object.assign(new EventTarget(), { startMessages: vi.fn() });
  Object.defineProperty(navigator, 'serviceWorker', { value: worker, configurable: true });
  listenToServiceWorker();
  const say = (online: boolean) =>
    act(() => {
      worker.dispatchEvent(
        new MessageEvent('message', { data: { type: 'hanout:network', online } }),
      );
    });
  return { worker, say };
}

function goOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

describe('the offline notice', () => {
  it('appears in a status region when the connection drops, and goes when it is back', async () => {
    await renderWithProviders(<OfflineNotice />);
    const region = screen.getByRole('status');
    expect(region.textContent).toBe('');
    goOnline(false);
    expect(region.textContent).toMatch(/^You are offline\./);
    goOnline(true);
    expect(screen.queryByTestId('offline-notice')).toBeNull();
  });

  it('shows when the service worker answered from its cache, though the browser says online', async () => {
    const { worker, say } = fakeWorker();
    expect(worker.startMessages).toHaveBeenCalled();
    await renderWithProviders(<OfflineNotice />);
    say(false);
    expect(screen.getByTestId('offline-notice')).toBeTruthy();
    say(true);
    expect(screen.queryByTestId('offline-notice')).toBeNull();
  });

  it('asks /api/health every 10 s while shown, and goes (and stops asking) once it answers', async () => {
    vi.useFakeTimers();
    const fetch = vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('offline'));
    const { say } = fakeWorker();
    await renderWithProviders(<OfflineNotice />);
    say(false);
    expect(fetch).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(HEALTH_CHECK_MS));
    expect(fetch).toHaveBeenCalledWith('/api/health', { cache: 'no-store' });
    expect(screen.getByTestId('offline-notice')).toBeTruthy();

    // The connection is back, though no `online` event came.
    fetch.mockResolvedValue(new Response('{}', { status: 200 }));
    await act(() => vi.advanceTimersByTimeAsync(HEALTH_CHECK_MS));
    expect(screen.queryByTestId('offline-notice')).toBeNull();
    const asked = fetch.mock.calls.length;
    await act(() => vi.advanceTimersByTimeAsync(HEALTH_CHECK_MS * 3));
    expect(fetch.mock.calls.length).toBe(asked);
  });
});

describe('isIosSafari', () => {
  it.each([
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      true,
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0 Mobile/15E148 Safari/604.1',
      false,
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
      false,
    ],
  ])('%s → %s', (userAgent, expected) => {
    expect(isIosSafari(userAgent)).toBe(expected);
  });
});
