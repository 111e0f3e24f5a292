/**
 * Whether this machine's Redis answers, for the suites of the Redis limit store. `npm test` on a
 * fresh machine needs no outside service, so they are skipped (and say so) where no Redis
 * answers; CI has one, and there a missing Redis fails the run instead of skipping it.
 */
import { connect } from 'node:net';

export const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Resolves whether a TCP connection to REDIS_URL's host and port opens within a second. */
function answers(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect(Number(port || 6379), hostname.replace(/^\[|\]$/g, ''));
    const done = (up: boolean) => {
      socket.destroy();
      resolve(up);
    };
    socket.setTimeout(1000, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

export async function redisAvailable(): Promise<boolean> {
  const up = await answers(REDIS_URL);
  if (!up && process.env.CI === 'true') {
    throw new Error(`No Redis answers at ${REDIS_URL}: CI runs the Redis limit-store suites.`);
  }
  if (!up) console.warn(`Redis limit-store suites skipped: no Redis answers at ${REDIS_URL}.`);
  return up;
}
