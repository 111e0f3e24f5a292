/**
 * The load generator, in its own process (bench/run.ts forks it, so the servers never share a
 * CPU queue with the client that loads them): autocannon on one spec at a time. Latencies are
 * taken from autocannon's per-response timings (fractions of a millisecond: its own histogram
 * rounds to whole milliseconds, too coarse for a p50 of 1 ms).
 */
import autocannon from 'autocannon';

export interface LoadRequest {
  method?: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
}

export interface LoadSpec {
  url: string;
  connections: number;
  durationSeconds: number;
  /** Cycled through by each connection. */
  requests: LoadRequest[];
  /** When given, each request sends the next of these bodies (a shared rotation). */
  bodies?: string[];
  /**
   * With bodies: the client address each body is sent from (X-Forwarded-For, which the bench's
   * server trusts from one proxy), as many different buyers would.
   */
  forwardedFor?: string[];
}

export interface LoadResult {
  requests: number;
  ok: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  seconds: number;
  perSecond: number;
  okPerSecond: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  statusCodes: Record<string, number>;
}

export function percentile(sorted: ArrayLike<number>, p: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? 0;
}

export async function load(spec: LoadSpec): Promise<LoadResult> {
  const latencies: number[] = [];
  const statusCodes: Record<string, number> = {};
  let next = 0;
  const bodies = spec.bodies;
  const requests = spec.requests.map((request) => ({
    method: request.method ?? 'GET',
    path: request.path,
    headers: request.headers,
    ...(bodies?.length
      ? {
          setupRequest(raw: Record<string, unknown>) {
            const index = next++ % bodies.length;
            raw.body = bodies[index];
            const address = spec.forwardedFor?.[index % spec.forwardedFor.length];
            if (address) {
              raw.headers = { ...(raw.headers as object), 'x-forwarded-for': address };
            }
            return raw;
          },
        }
      : {}),
  }));
  const instance = autocannon({
    url: spec.url,
    connections: spec.connections,
    duration: spec.durationSeconds,
    requests,
  });
  instance.on('response', (_client: unknown, statusCode: number, _bytes: number, ms: number) => {
    latencies.push(ms);
    statusCodes[statusCode] = (statusCodes[statusCode] ?? 0) + 1;
  });
  const result = await instance;
  const sorted = Float64Array.from(latencies).sort();
  const ok = Object.entries(statusCodes)
    .filter(([code]) => code.startsWith('2'))
    .reduce((sum, [, count]) => sum + count, 0);
  const seconds = result.duration || spec.durationSeconds;
  return {
    requests: latencies.length,
    ok,
    non2xx: latencies.length - ok,
    errors: result.errors,
    timeouts: result.timeouts,
    seconds,
    perSecond: latencies.length / seconds,
    okPerSecond: ok / seconds,
    p50: percentile(sorted, 50),
    p90: percentile(sorted, 90),
    p99: percentile(sorted, 99),
    max: sorted[sorted.length - 1] ?? 0,
    statusCodes,
  };
}

if (process.send) {
  process.on('message', (message: { type: 'run'; spec: LoadSpec } | { type: 'exit' }) => {
    if (message.type === 'exit') process.exit(0);
    load(message.spec).then(
      (result) => process.send?.({ type: 'result', result }),
      (error: unknown) => process.send?.({ type: 'error', message: String(error) }),
    );
  });
  process.on('disconnect', () => process.exit(0));
}
