import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Conservative headers on every answer. Images may come from any https host (sellers paste
 * links to their product photos); scripts and styles only from us.
 */
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https: http:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, options: { https: boolean }) => {
    app.addHook('onSend', async (_request, reply, payload) => {
      reply.header('X-Content-Type-Options', 'nosniff');
      reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
      reply.header('X-Frame-Options', 'DENY');
      reply.header('Cross-Origin-Opener-Policy', 'same-origin');
      reply.header('Content-Security-Policy', CONTENT_SECURITY_POLICY);
      if (options.https) {
        reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
      }
      return payload;
    });
  },
);
