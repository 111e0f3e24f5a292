/**
 * Conservative headers on every answer, as @fastify/helmet writes them: exactly the set we chose.
 * Helmet's other defaults are switched off by name, so that upgrading helmet never changes what
 * browsers receive without a decision (docs/decisions/011).
 *
 * The headers do not depend on the request, so helmet is asked once, at start-up, on a probe
 * instance, and one synchronous hook copies its answer onto every reply: helmet's own per-request
 * hook cost about a third of a bare route's throughput in `npm run bench`. The same hook picks
 * one of two ready objects (with or without HSTS, by the request's protocol) and gives /api
 * answers that chose no caching of their own `Cache-Control: no-store`: a few comparisons, no
 * allocation.
 */
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Images may come from any https host (older clients gave products an outside https picture,
 * common/schemas/back-office.ts), never over plain http; scripts and styles only from us.
 */
export const CONTENT_SECURITY_POLICY_DIRECTIVES = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:', 'https:'],
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

/**
 * Browser features no page of Hanout uses, turned off for it and anything it could embed, so
 * that an injected script or a framed page cannot ask for them. Kept: the camera (`self`, its
 * default, said out loud) for the transporter's document photo, an <input capture> that some
 * browsers open through the camera permission; clipboard-write and web-share (the copy and share
 * buttons) keep their default, `self`.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'browsing-topics=()',
  'camera=(self)',
  'display-capture=()',
  'encrypted-media=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'idle-detection=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'picture-in-picture=()',
  'publickey-credentials-get=()',
  'screen-wake-lock=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ');

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

export interface SecurityHeadersOptions {
  /** PUBLIC_URL is https: every answer carries HSTS, whatever the hop to us used. */
  publicHttps: boolean;
}

export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, { publicHttps }: SecurityHeadersOptions) => {
    const { 'strict-transport-security': hsts, ...plain } = await helmetHeaders({
      contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY_DIRECTIVES },
      crossOriginOpenerPolicy: { policy: 'same-origin' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      xContentTypeOptions: true,
      xFrameOptions: { action: 'deny' },
      // Browsers remember HSTS for a year; sent only on answers that go out over https (below).
      strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true, preload: false },
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
    const headers = { ...plain, 'permissions-policy': PERMISSIONS_POLICY };
    const overHttps = hsts ? { ...headers, 'strict-transport-security': hsts } : headers;
    app.addHook('onSend', (request, reply, payload, done) => {
      // HSTS whenever the request came over https: TLS here, or the X-Forwarded-Proto of a proxy
      // TRUST_PROXY names (request.protocol reads it only then, so a client cannot ask for it).
      // Also on every answer when PUBLIC_URL is https: a proxy that ends TLS without being named in
      // TRUST_PROXY still serves it over https to the browser, which alone acts on the header
      // (RFC 6797 §8.1: a browser ignores it over plain http, so it costs nothing there).
      reply.headers(publicHttps || request.protocol === 'https' ? overHttps : headers);
      // Signed-in answers carry personal data: no cache may keep them, the browser's included
      // (a shared computer's back button). Public reads and pages set their own.
      if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
        reply.header('cache-control', 'no-store');
      }
      done(null, payload);
    });
  },
);
