import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors.ts';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Routes that take a file as multipart/form-data, under the same origin rule as JSON. */
const MULTIPART_ROUTES = new Set(['POST /api/media']);
/**
 * RFC 8058 one-click unsubscribe: a mail provider's server posts a form, with no Origin and no
 * cookie. It can only turn off one kind of email for the address of the token it holds.
 */
const ONE_CLICK_ROUTES = new Set(['POST /api/email/unsubscribe/:token']);

/**
 * Defence in depth beside SameSite=Lax cookies: a change to the API must come as JSON (an HTML
 * form cannot send that cross-site), and when the browser names its origin, it must be ours.
 * An upload comes as multipart/form-data, which a form can send: it must also carry an
 * X-Requested-With header, which a form cannot, and which another site's script could send only
 * after a CORS preflight we never grant; the same as JSON, then.
 */
export const csrfPlugin = fp(async (app: FastifyInstance, options: { publicUrl?: string }) => {
  const publicOrigin = options.publicUrl ? new URL(options.publicUrl).origin : undefined;
  app.addHook('onRequest', async (request) => {
    if (!STATE_CHANGING.has(request.method) || !request.url.startsWith('/api/')) return;
    if (ONE_CLICK_ROUTES.has(`${request.method} ${request.routeOptions.url}`)) return;
    const type = request.headers['content-type']?.toLowerCase();
    const multipartAllowed =
      type?.startsWith('multipart/form-data') &&
      MULTIPART_ROUTES.has(`${request.method} ${request.routeOptions.url}`);
    if (type !== undefined && !type.startsWith('application/json') && !multipartAllowed) {
      throw new AppError('VALIDATION', 'request.jsonOnly');
    }
    if (multipartAllowed && !request.headers['x-requested-with']) {
      throw new AppError('FORBIDDEN', 'request.crossSite');
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
