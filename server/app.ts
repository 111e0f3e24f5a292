/** buildApp wires plugins, then one module per domain. Tests build it and call app.inject(). */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import Fastify, { LogController, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { csrfPlugin } from './plugins/csrf.ts';
import { answerFrameworkError, errorsPlugin } from './plugins/errors.ts';
import { errorContractsPlugin } from './plugins/error-contracts.ts';
import { responseSerializerCompiler } from './plugins/response-serializer.ts';
import { rateLimitsPlugin, type RateLimitOverrides } from './plugins/rate-limits.ts';
import type { LimitStore } from './plugins/rate-limit-store.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { readInvalidationsPlugin } from './plugins/read-invalidations.ts';
import { storeReadsPlugin } from './plugins/store-reads.ts';
import { hostPolicyPlugin, publicUrlWarning } from './plugins/host-policy.ts';
import { timeoutOptions } from './plugins/http-timeouts.ts';
import { spaPlugin } from './plugins/spa.ts';
import { authPlugin } from './plugins/auth.ts';
import { adminRoutes } from './modules/admin/routes.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { buyerRoutes } from './modules/buyer/routes.ts';
import { cashRoutes } from './modules/cash/routes.ts';
import { checkoutRoutes } from './modules/checkout/routes.ts';
import { contactRoutes } from './modules/contact/routes.ts';
import { contentPageRenderer } from './modules/content/heads.ts';
import { contentLibrary } from './modules/content/library.ts';
import { marketplaceRoutes } from './modules/marketplace/routes.ts';
import { publicReadsPlugin, type PublicReadsOptions } from './modules/marketplace/public-reads.ts';
import { marketplacePageRenderer, seoRoutes } from './modules/marketplace/seo-routes.ts';
import { ssrPageRenderer, ssrRootBeside } from './modules/ssr/index.ts';
import { mediaRoutes } from './modules/media/routes.ts';
import { customerRoutes } from './modules/customers/routes.ts';
import { deliveryRoutes } from './modules/deliveries/routes.ts';
import { deliveryTermsRoutes } from './modules/delivery-terms/routes.ts';
import { dashboardRoutes } from './modules/dashboard/routes.ts';
import { conversationRoutes } from './modules/conversations/routes.ts';
import { emailRoutes, type MailOptions } from './modules/email/index.ts';
import { liveRoutes, type LiveOptions } from './modules/live/index.ts';
import { notificationRoutes } from './modules/notifications/routes.ts';
import { whatsappRoutes } from './modules/whatsapp/routes.ts';
import { messageRoutes } from './modules/messages/routes.ts';
import { orderRoutes } from './modules/orders/routes.ts';
import { packingSlipRoutes } from './modules/packing-slip/routes.ts';
import { productRoutes } from './modules/products/routes.ts';
import { transporterRoutes } from './modules/transporters/routes.ts';
import { userRoutes } from './modules/users/routes.ts';

// The project's root, whether this runs from the sources (server/app.ts) or compiled by
// `npm run build` (dist/server/app.js): the built client and the content are found from there.
const projectRoot = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  import.meta.url.endsWith('.js') ? '../..' : '..',
);
export const DEFAULT_CLIENT_ROOT = path.join(projectRoot, 'dist', 'client');
/** The client's sources: the server reads the content pages' front matter and texts there. */
export const DEFAULT_CLIENT_SOURCE_ROOT = path.join(projectRoot, 'client', 'src');

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
  }
}

/**
 * Secrets that travel in a path: a guest's conversation link and an email's unsubscribe link
 * (the API's and the page's). The request log shows them as <redacted>.
 */
const SECRET_PATH = /(\/(?:marketplace\/conversations|email\/unsubscribe)\/)[^/?#]+/g;

export function redactSecretPaths(url: string): string {
  return url.replace(SECRET_PATH, '$1<redacted>');
}

/** Fastify's own request serializer (lib/logger-pino.js), with the secrets of the URL redacted. */
export const logSerializers = {
  req(request: FastifyRequest) {
    return {
      method: request.method,
      url: redactSecretPaths(request.url),
      version: [request.headers['accept-version']].flat()[0],
      host: request.host,
      remoteAddress: request.ip,
      remotePort: request.socket?.remotePort,
    };
  },
};

export interface BuildAppOptions {
  config: Config;
  database: Database;
  /** Where the built SPA lives; tests that need no pages may point anywhere. */
  clientRoot?: string;
  logger?: FastifyServerOptions['logger'];
  /** Other counts for some of the request limits (plugins/rate-limits.ts); tests loosen them. */
  rateLimits?: RateLimitOverrides;
  /** Where the request limits count (plugins/rate-limits.ts chooses from the config unless given). */
  limitStore?: LimitStore;
  /** client/src, where the content pages' Markdown and the locale texts live. */
  clientSourceRoot?: string;
  /** The mail worker's retries and timeouts (tests make them short); see modules/email. */
  mail?: MailOptions;
  /** The live stream's heartbeat (tests make it short); see modules/live. */
  live?: LiveOptions;
  /** The public-read cache's bounds (tests make them small); see modules/marketplace. */
  publicReads?: PublicReadsOptions;
}

export async function buildApp({
  config,
  database,
  clientRoot,
  logger,
  rateLimits,
  limitStore,
  clientSourceRoot = DEFAULT_CLIENT_SOURCE_ROOT,
  mail,
  live,
  publicReads,
}: BuildAppOptions) {
  const app = Fastify({
    // Logger options given as an object keep the redacting serializer unless they bring their own.
    logger:
      logger === undefined
        ? { level: config.LOG_LEVEL, serializers: logSerializers }
        : typeof logger === 'object'
          ? { serializers: logSerializers, ...logger }
          : logger,
    // Trust exactly the configured number of proxy hops, never more.
    trustProxy:
      config.TRUST_PROXY > 0 ? (_address: string, hop: number) => hop < config.TRUST_PROXY : false,
    // Fastify answers 4xx with its own message for JSON parse errors and the like.
    return503OnClosing: true,
    // A path Fastify cannot decode or an over-long path parameter: our error body, not Fastify's.
    frameworkErrors: answerFrameworkError,
    // One log line per request, written when it ends (below), instead of Fastify's two: the
    // second line cost a quarter of a cheap route's CPU (docs/performance.md).
    logController: new LogController({ disableRequestLogging: true }),
    // Slow clients are cut off: whole request, headers, idle socket, kept-alive connection.
    ...timeoutOptions(config),
  }).withTypeProvider<ZodTypeProvider>();

  // Production without PUBLIC_URL: links cannot name the site (plugins/host-policy.ts).
  const warning = publicUrlWarning(config);
  if (warning) app.log.warn(warning);

  // At debug level, also a line when a request arrives (a request still in flight shows).
  if (app.log.level === 'debug' || app.log.level === 'trace') {
    app.addHook('onRequest', async (request) => {
      request.log.debug({ req: request }, 'incoming request');
    });
  }
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      { req: request, res: { statusCode: reply.statusCode }, responseTime: reply.elapsedTime },
      'request completed',
    );
  });

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler(config.NODE_ENV === 'test'));
  app.decorate('config', config);
  app.decorate('database', database);

  // While closing, answers in flight tell the client to drop the connection, so that close()
  // does not wait for keep-alive sockets to time out.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (closing) reply.header('Connection', 'close');
    return payload;
  });

  await app.register(errorsPlugin);
  await app.register(errorContractsPlugin);
  // Before anything else reads the request: a Host we do not answer for gets 421.
  await app.register(hostPolicyPlugin, { config });
  await app.register(securityHeadersPlugin, {
    publicHttps: config.PUBLIC_URL?.startsWith('https://') ?? false,
  });
  await app.register(compress, { threshold: 1024 });
  await app.register(cookie);
  await app.register(csrfPlugin, { publicUrl: config.PUBLIC_URL });
  await app.register(authPlugin);
  await app.register(rateLimitsPlugin, { overrides: rateLimits, store: limitStore });
  // The in-process read caches, and what keeps them fresh on every instance: app.publicReads
  // (the JSON routes' and the rendered pages' public reads) and app.storeReads (a seller's lists).
  await app.register(readInvalidationsPlugin);
  await app.register(publicReadsPlugin, publicReads ?? {});
  await app.register(storeReadsPlugin);

  await app.register(healthRoutes, { prefix: '/api' });
  await app.register(authRoutes, { prefix: '/api' });
  await app.register(userRoutes, { prefix: '/api' });
  await app.register(messageRoutes, { prefix: '/api' });
  await app.register(productRoutes, { prefix: '/api' });
  await app.register(customerRoutes, { prefix: '/api' });
  await app.register(orderRoutes, { prefix: '/api' });
  await app.register(packingSlipRoutes, { prefix: '/api' });
  await app.register(dashboardRoutes, { prefix: '/api' });
  await app.register(buyerRoutes, { prefix: '/api' });
  await app.register(transporterRoutes, { prefix: '/api' });
  await app.register(deliveryRoutes, { prefix: '/api' });
  await app.register(cashRoutes, { prefix: '/api' });
  await app.register(deliveryTermsRoutes, { prefix: '/api' });
  await app.register(marketplaceRoutes, { prefix: '/api' });
  await app.register(checkoutRoutes, { prefix: '/api' });
  await app.register(contactRoutes, { prefix: '/api' });
  await app.register(adminRoutes, { prefix: '/api' });
  await app.register(liveRoutes, { prefix: '/api', live });
  await app.register(notificationRoutes, { prefix: '/api' });
  await app.register(emailRoutes, { prefix: '/api', mail });
  await app.register(conversationRoutes, { prefix: '/api' });
  await app.register(whatsappRoutes, { prefix: '/api' });
  // POST /api/media and GET /media/{id}/{variant}; decorates app.mediaStorage.
  await app.register(mediaRoutes);

  const content = contentLibrary(clientSourceRoot);
  await app.register(seoRoutes, { otherPaths: content.sitemapPaths });
  await app.register(spaPlugin, {
    root: clientRoot ?? DEFAULT_CLIENT_ROOT,
    // The marketplace's home, stores and products drawn on the server (issue 16); every page
    // told who is signed in.
    renderPage: ssrPageRenderer(app, {
      ssrRoot: ssrRootBeside(clientRoot ?? DEFAULT_CLIENT_ROOT),
      next: contentPageRenderer(app, content, marketplacePageRenderer(app)),
    }),
  });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
