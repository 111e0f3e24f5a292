/**
 * client/public/sw.js run in a VM with a small in-memory Cache Storage: what it answers from the
 * network, from its caches, and what it leaves alone. (The browser journey tests/e2e/pwa.test.ts
 * runs it for real; the timings and server errors are easier to stage here.)
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const SOURCE = readFileSync(path.join(import.meta.dirname, '../../public/sw.js'), 'utf8');
const ORIGIN = 'https://hanout.test';
const key = (request: Request | string) =>
  new URL(typeof request === 'string' ? request : request.url, ORIGIN).href;

class FakeCache {
  entries = new Map<string, Response>();
  async match(request: Request | string) {
    return this.entries.get(key(request))?.clone();
  }
  async put(request: Request | string, response: Response) {
    this.entries.set(key(request), response);
  }
  async delete(request: Request | string) {
    return this.entries.delete(key(request));
  }
  async keys() {
    return [...this.entries.keys()].map((url) => new Request(url));
  }
  async addAll(urls: string[]) {
    for (const url of urls) {
      const response = await worker.fetch(key(url));
      if (!response.ok) throw new TypeError(`${url} answered ${response.status}`);
      this.entries.set(key(url), response);
    }
  }
}

interface Worker {
  fetch: ReturnType<
    typeof vi.fn<(input: Request | string, init?: RequestInit) => Promise<Response>>
  >;
  stores: Map<string, FakeCache>;
  handlers: Map<string, (event: unknown) => void>;
}
let worker: Worker;

function load() {
  const stores = new Map<string, FakeCache>();
  const open = async (name: string) => {
    if (!stores.has(name)) stores.set(name, new FakeCache());
    return stores.get(name)!;
  };
  const caches = {
    open,
    keys: async () => [...stores.keys()],
    delete: async (name: string) => stores.delete(name),
    match: async (request: Request, options: { cacheName?: string } = {}) => {
      const names = options.cacheName ? [options.cacheName] : [...stores.keys()];
      for (const name of names) {
        const found = await stores.get(name)?.match(request);
        if (found) return found;
      }
      return undefined;
    },
  };
  const handlers = new Map<string, (event: unknown) => void>();
  const self = {
    location: { origin: ORIGIN },
    addEventListener: (type: string, handler: (event: unknown) => void) =>
      handlers.set(type, handler),
    skipWaiting: async () => {},
    clients: { matchAll: async () => [], claim: async () => {} },
  };
  worker = {
    fetch: vi.fn<(input: Request | string, init?: RequestInit) => Promise<Response>>(),
    stores,
    handlers,
  };
  runInNewContext(SOURCE, {
    self,
    caches,
    fetch: (input: Request | string, init?: RequestInit) => worker.fetch(input, init),
    setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
    clearTimeout: (id: ReturnType<typeof setTimeout>) => clearTimeout(id),
    Request,
    Response,
    URL,
  });
}

/** Dispatches a fetch event; the answer, or undefined when the worker let it through. */
function request(url: string, init: RequestInit & { mode?: string } = {}) {
  const { mode, ...rest } = init;
  const req = new Request(key(url), rest);
  if (mode) Object.defineProperty(req, 'mode', { value: mode });
  let answer: Promise<Response> | undefined;
  worker.handlers.get('fetch')!({
    request: req,
    respondWith: (promise: Promise<Response>) => {
      answer = promise;
    },
    waitUntil: () => {},
  });
  return answer;
}

const page = (url: string) => request(url, { mode: 'navigate' });
const ok = (body: string, headers: Record<string, string> = {}) => {
  const response = new Response(body, { status: 200, headers });
  // A same-origin answer, as the browser types it.
  Object.defineProperty(response, 'type', { value: 'basic' });
  return response;
};
const cacheName = (kind: string) => `hanout-${kind}-__BUILD_ID__`;

beforeEach(load);
afterEach(() => {
  vi.useRealTimers();
});

describe('the service worker', () => {
  it('leaves signed-in data, the live stream and any non-GET to the network', () => {
    expect(request('/api/events')).toBeUndefined();
    expect(request('/api/orders')).toBeUndefined();
    expect(request('/api/marketplace/stores', { method: 'POST', body: '{}' })).toBeUndefined();
    expect(worker.fetch).not.toHaveBeenCalled();
  });

  it('keeps a public read, and never one marked no-store or private', async () => {
    worker.fetch.mockResolvedValueOnce(ok('[1]'));
    await request('/api/marketplace/stores');
    worker.fetch.mockResolvedValueOnce(ok('{}', { 'Cache-Control': 'no-store' }));
    await request('/api/marketplace/conversations/x');
    const kept = [...worker.stores.get(cacheName('api'))!.entries.keys()];
    expect(kept).toEqual([`${ORIGIN}/api/marketplace/stores`]);
  });

  it('serves the good copy when the server answers 5xx, and keeps it', async () => {
    worker.fetch.mockResolvedValueOnce(ok('[1]'));
    await request('/api/marketplace/stores');
    worker.fetch.mockResolvedValueOnce(new Response('down', { status: 502 }));
    const answer = await request('/api/marketplace/stores');
    expect(answer?.status).toBe(200);
    expect(await answer?.text()).toBe('[1]');
    expect(worker.stores.get(cacheName('api'))!.entries.size).toBe(1);
  });

  it('passes a 5xx on as it is when there is no copy', async () => {
    worker.fetch.mockResolvedValueOnce(new Response('down', { status: 503 }));
    expect((await request('/api/marketplace/stores'))?.status).toBe(503);
  });

  it('gives a slow network 4 s, then the copy; the late answer still refreshes it', async () => {
    vi.useFakeTimers();
    worker.fetch.mockResolvedValueOnce(ok('<p>old</p>'));
    await page('/marketplace/stores/1');
    let arrive: (response: Response) => void = () => {};
    worker.fetch.mockReturnValueOnce(new Promise((resolve) => (arrive = resolve)));
    const answer = page('/marketplace/stores/1');
    await vi.advanceTimersByTimeAsync(3_900);
    let settled = false;
    void answer?.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    expect(await (await answer)?.text()).toBe('<p>old</p>');
    arrive(ok('<p>new</p>'));
    await vi.advanceTimersByTimeAsync(0);
    const kept = await worker.stores.get(cacheName('pages'))!.match('/marketplace/stores/1');
    expect(await kept?.text()).toBe('<p>new</p>');
  });

  it('waits for a slow network when there is no copy of a public read', async () => {
    vi.useFakeTimers();
    let arrive: (response: Response) => void = () => {};
    worker.fetch.mockReturnValueOnce(new Promise((resolve) => (arrive = resolve)));
    const answer = request('/api/marketplace/stores');
    await vi.advanceTimersByTimeAsync(10_000);
    arrive(ok('[2]'));
    expect(await (await answer)?.text()).toBe('[2]');
  });

  it('keeps the shell and its entry files at install, and opens any page offline from it', async () => {
    const html =
      '<script type="module" src="/assets/index-a.js"></script><link href="/assets/index-a.css">';
    // The bare index.html: '/' is the home page drawn on the server (issue 16).
    worker.fetch.mockImplementation(async (url) =>
      key(url) === `${ORIGIN}/index.html` ? ok(html) : ok('x'),
    );
    let installed: Promise<unknown> = Promise.resolve();
    worker.handlers.get('install')!({ waitUntil: (p: Promise<unknown>) => (installed = p) });
    await installed;
    const shell = [...worker.stores.get(cacheName('shell'))!.entries.keys()];
    expect(shell).toEqual(
      expect.arrayContaining([
        `${ORIGIN}/index.html`,
        `${ORIGIN}/assets/index-a.js`,
        `${ORIGIN}/assets/index-a.css`,
      ]),
    );

    worker.fetch.mockRejectedValue(new TypeError('offline'));
    expect(await (await page('/orders'))?.text()).toBe(html);
    // The entry files come from the shell cache.
    expect(await (await request('/assets/index-a.js'))?.text()).toBe('x');
  });

  it('keeps what the first page loaded, without downloading again what it holds', async () => {
    worker.fetch.mockResolvedValueOnce(ok('[1]'));
    await request('/api/marketplace/stores');
    worker.fetch.mockClear();
    worker.fetch.mockResolvedValue(ok('x'));
    let done: Promise<unknown> = Promise.resolve();
    worker.handlers.get('message')!({
      data: {
        type: 'hanout:cache-visited',
        page: `${ORIGIN}/orders`,
        urls: [`${ORIGIN}/orders`, `${ORIGIN}/api/marketplace/stores`, `${ORIGIN}/assets/a.js`],
      },
      ports: [],
      waitUntil: (p: Promise<unknown>) => (done = p),
    });
    await done;
    // Only the missing asset: the public read was held and /orders is no public page.
    expect(worker.fetch.mock.calls.map(([req]) => key(req as Request))).toEqual([
      `${ORIGIN}/assets/a.js`,
    ]);
  });
});
