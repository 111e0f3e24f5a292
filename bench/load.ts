/** A small closed-loop load generator: C workers, each sending requests back to back. */
import { Agent, request } from 'undici';

export interface LoadResult {
  name: string;
  requests: number;
  errors: number;
  seconds: number;
  perSecond: number;
  medianMs: number;
  p95Ms: number;
  p99Ms: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length));
  return sorted[index] ?? 0;
}

export async function runLoad(
  name: string,
  url: string,
  options: {
    connections: number;
    durationMs: number;
    headers?: Record<string, string>;
    expectStatus?: number;
  },
): Promise<LoadResult> {
  const dispatcher = new Agent({ connections: options.connections, pipelining: 1 });
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const deadline = started + options.durationMs;
  const worker = async () => {
    while (performance.now() < deadline) {
      const t0 = performance.now();
      try {
        const response = await request(url, { dispatcher, headers: options.headers });
        await response.body.arrayBuffer();
        if (response.statusCode !== (options.expectStatus ?? 200)) errors++;
      } catch {
        errors++;
      }
      latencies.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: options.connections }, worker));
  const seconds = (performance.now() - started) / 1000;
  await dispatcher.close();
  latencies.sort((a, b) => a - b);
  return {
    name,
    requests: latencies.length,
    errors,
    seconds,
    perSecond: latencies.length / seconds,
    medianMs: percentile(latencies, 50),
    p95Ms: percentile(latencies, 95),
    p99Ms: percentile(latencies, 99),
  };
}
