/**
 * Email preferences (profile), unsubscribe links (page and RFC 8058 one-click), and the mail
 * worker, started when the app is ready and stopped before it closes.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  emailPreferencesSchema,
  unsubscribeSchema,
} from '../../../common/contracts/notifications.ts';
import { emailPreferencesInputSchema } from '../../../common/schemas/notifications.ts';
import { currentUser, requireUser } from '../../plugins/auth.ts';
import {
  emailPreferences,
  unsubscribe,
  unsubscribeStatus,
  updateEmailPreferences,
} from './preferences.ts';
import { createMailTransport } from './transport.ts';
import {
  DEFAULT_POLL_MS,
  DEFAULT_RETRY_DELAYS_MS,
  DEFAULT_SEND_TIMEOUT_MS,
  startMailWorker,
  type MailWorker,
} from './worker.ts';

/** buildApp's `mail` option: tests make the worker quick and point it at their SMTP server. */
export interface MailOptions {
  /** Delays before the 2nd, 3rd… attempts; the email is given up after the last. */
  retryDelaysMs?: number[];
  /** How often the worker looks for due emails besides being woken by NOTIFY. */
  pollMs?: number;
  /** Connection, greeting and socket timeouts of one SMTP attempt. */
  sendTimeoutMs?: number;
  /** false: no worker in this app (a test sends by hand or checks the queue). */
  worker?: boolean;
}

/** An unsubscribe token of the path: checked by the service, so a bad one is a plain 404. */
const tokenParams = z.object({ token: z.string() });

export const emailRoutes: FastifyPluginAsyncZod<{ mail?: MailOptions }> = async (
  app,
  { mail = {} },
) => {
  app.get(
    '/user/email-preferences',
    { preHandler: requireUser, schema: { response: { 200: emailPreferencesSchema } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return emailPreferences(app.database.db, currentUser(request));
    },
  );

  app.put(
    '/user/email-preferences',
    {
      preHandler: requireUser,
      schema: { body: emailPreferencesInputSchema, response: { 200: emailPreferencesSchema } },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return updateEmailPreferences(app.database.db, currentUser(request), request.body);
    },
  );

  app.get(
    '/email/unsubscribe/:token',
    { schema: { params: tokenParams, response: { 200: unsubscribeSchema } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return unsubscribeStatus(app.database.db, request.params.token);
    },
  );

  // The one-click POST comes from a mail provider's server as a form (RFC 8058): its own scope
  // parses that form, for this route alone (server/plugins/csrf.ts lets it through).
  const oneClick: FastifyPluginAsyncZod = async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(body as string)));
      },
    );
    scope.post(
      '/email/unsubscribe/:token',
      { schema: { params: tokenParams, response: { 200: unsubscribeSchema } } },
      async (request, reply) => {
        reply.header('Cache-Control', 'no-store');
        return unsubscribe(app.database.db, request.params.token);
      },
    );
  };
  await app.register(oneClick);

  if (mail.worker === false) return;
  let worker: MailWorker | undefined;
  app.addHook('onReady', async () => {
    const sendTimeoutMs = mail.sendTimeoutMs ?? DEFAULT_SEND_TIMEOUT_MS;
    // In production config.ts refuses this; elsewhere (tests, e2e, development) a warning.
    if (app.config.SMTP_URL && !app.config.PUBLIC_URL) {
      app.log.warn('SMTP_URL is set without PUBLIC_URL: the links in emails point at localhost');
    }
    worker = await startMailWorker({
      database: app.database,
      config: app.config,
      log: app.log,
      transport: createMailTransport({
        smtpUrl: app.config.SMTP_URL,
        from: app.config.MAIL_FROM,
        timeoutMs: sendTimeoutMs,
        log: app.log,
        production: app.config.NODE_ENV === 'production',
      }),
      retryDelaysMs: mail.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS,
      pollMs: mail.pollMs ?? DEFAULT_POLL_MS,
      sendTimeoutMs,
    });
  });
  app.addHook('preClose', async () => {
    await worker?.stop();
  });
};
