/**
 * Conservative headers on every answer, as @fastify/helmet writes them: exactly the set we chose.
 * Helmet's other defaults are switched off by name, so that upgrading helmet never changes what
 * browsers receive without a decision (docs/decisions/011).
 *
 * The headers do not depend on the request, so helmet is asked once, at start-up, on a probe
 * instance, and one synchronous hook copies its answer onto every reply: helmet's own per-request
 * hook cost about a third of a bare route's throughput in `npm run bench`.
 */
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
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
  // The service worker and the web app manifest (issue 15), from us only.
  'worker-src': ["'self'"],
  'manifest-src': ["'self'"],
  'frame-ancestors': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'object-src': ["'none'"],
};

/** Headers Fastify writes itself on the probe's answer, not helmet's. */
const OWN_HEADERS = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);

/** What @fastify/helmet sets with these options, read from one answer of a probe instance. */
async function helmetHeaders(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  const probe = Fastify({ logger: false });
  await probe.register(helmet, options);
  probe.get('/', async () => 'probe');
  const answer = await probe.inject({ method: 'GET', url: '/' });
  await probe.close();
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(answer.headers)) {
    if (!OWN_HEADERS.has(name) && typeof value === 'string') headers[name] = value;
  }
  return headers;
}

export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, options: { https: boolean }) => {
    const headers = await helmetHeaders({
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
    app.addHook('onSend', (_request, reply, payload, done) => {
      reply.headers(headers);
      done(null, payload);
    });
  },
);
