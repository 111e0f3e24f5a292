import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors.ts';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Defence in depth beside SameSite=Lax cookies: a change to the API must come as JSON (an HTML
 * form cannot send that cross-site), and when the browser names its origin, it must be ours.
 */
export const csrfPlugin = fp(async (app: FastifyInstance, options: { publicUrl?: string }) => {
  const publicOrigin = options.publicUrl ? new URL(options.publicUrl).origin : undefined;
  app.addHook('onRequest', async (request) => {
    if (!STATE_CHANGING.has(request.method) || !request.url.startsWith('/api/')) return;
    const type = request.headers['content-type'];
    if (type !== undefined && !type.toLowerCase().startsWith('application/json')) {
      throw new AppError('VALIDATION', 'request.jsonOnly');
    }
    const origin = request.headers.origin;
    if (!origin || origin === publicOrigin) return;
    let host: string | undefined;
    try {
      host = new URL(origin).host;
    } catch {
      host = undefined;
    }
    if (host !== request.headers.host) {
      throw new AppError('FORBIDDEN', 'request.crossSite');
    }
  });
});
