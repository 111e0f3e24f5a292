/**
 * Conservative headers on every answer, set by @fastify/helmet: exactly the set we chose. Helmet's
 * other defaults are switched off by name, so that upgrading helmet never changes what browsers
 * receive without a decision (docs/decisions/011).
 */
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Images may come from any https host (sellers paste links to their product photos); scripts and
 * styles only from us.
 */
export const CONTENT_SECURITY_POLICY_DIRECTIVES = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:', 'https:', 'http:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'frame-ancestors': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'object-src': ["'none'"],
};

export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, options: { https: boolean }) => {
    await app.register(helmet, {
      contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY_DIRECTIVES },
      crossOriginOpenerPolicy: { policy: 'same-origin' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      xContentTypeOptions: true,
      xFrameOptions: { action: 'deny' },
      // Browsers remember HSTS for a year: only when the public address really is https.
      strictTransportSecurity: options.https
        ? { maxAge: 31_536_000, includeSubDomains: true, preload: false }
        : false,
      // Off: not part of our chosen set. Cross-Origin-Resource-Policy would stop other sites from
      // showing our product photos; the rest are legacy or no-ops for this app.
      crossOriginEmbedderPolicy: false,
      crossOriginResourcePolicy: false,
      originAgentCluster: false,
      xDnsPrefetchControl: false,
      xDownloadOptions: false,
      xPermittedCrossDomainPolicies: false,
      xXssProtection: false,
    });
  },
);
