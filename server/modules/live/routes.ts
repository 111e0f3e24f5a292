/**
 * GET /api/events: a signed-in screen's Server-Sent Events stream (issue 15). The reply is
 * hijacked once the checks pass, so compression, serializers and onSend hooks stay out of a
 * response that never ends on its own. The stream replays what the reader missed (Last-Event-ID,
 * plus the last seconds' events at or below it: ids are not in commit order, the client drops
 * those it has); without an id it starts at the newest event, sending that id so a reconnect
 * resumes there. Then it gets each committed event of theirs from the hub, a heartbeat comment
 * every heartbeatMs (which also re-checks the session, read-only, and closes the stream once it
 * has ended), and closes at once on a session_ended event or when the app closes.
 */
import type { ServerResponse } from 'node:http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { issue } from '../../../common/messages.ts';
import { decimalInteger } from '../../../common/schemas/ids.ts';
import { AppError } from '../../errors.ts';
import { currentUser, requireUser } from '../../plugins/auth.ts';
import { liveSessionUserId } from '../auth/index.ts';
import { LiveHub, eventsSince, headEventId, type LiveStream } from './hub.ts';
import type { LiveEvent } from './publish.ts';

export interface LiveOptions {
  /** Between two heartbeat comments on an open stream (25 s by default). */
  heartbeatMs?: number;
}

const DEFAULT_HEARTBEAT_MS = 25_000;
/** Open streams of one account on one instance: a few tabs and devices, not a flood. */
export const MAX_STREAMS_PER_ACCOUNT = 10;
/** What the browser waits before reconnecting after a drop. */
const RETRY_MS = 3000;
/** Ids a stream remembers having sent, so a catch-up never sends one twice. */
const SENT_MEMORY = 1000;

const lastEventIdSchema = decimalInteger({
  min: 0,
  max: Number.MAX_SAFE_INTEGER,
  message: issue('request.invalidValue'),
});

const eventsQuerySchema = z.object({ lastEventId: lastEventIdSchema.optional() });

/** The Last-Event-ID header the browser sends on a reconnect; anything else is no id. */
function headerLastEventId(value: string | string[] | undefined): number | undefined {
  const text = Array.isArray(value) ? value[0] : value;
  if (!text || !/^\d{1,15}$/.test(text)) return undefined;
  return Number(text);
}

function frame(event: LiveEvent): string {
  return `id: ${event.id}\nevent: ${event.kind}\ndata: ${JSON.stringify(event.data)}\n\n`;
}

export const liveRoutes: FastifyPluginAsyncZod<{ live?: LiveOptions }> = async (app, options) => {
  const heartbeatMs = options.live?.heartbeatMs ?? DEFAULT_HEARTBEAT_MS;
  const hub = new LiveHub(app.database);
  await hub.start();
  // Before the server stops accepting and waits for open connections: no stream holds it up.
  app.addHook('preClose', async () => hub.endAll());
  app.addHook('onClose', async () => hub.stop());

  app.get(
    '/events',
    {
      preHandler: requireUser,
      // The stream is written to the socket (hijacked): this text/event-stream body is the contract.
      schema: { querystring: eventsQuerySchema, response: { 200: z.string() } },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const token = request.sessionToken ?? '';
      if (hub.openFor(user.id) >= MAX_STREAMS_PER_ACCOUNT) {
        // Every 429 says when to come back (issue 17): a place frees when one of the account's
        // tabs closes, which the server cannot foresee, so half a minute.
        reply.header('Retry-After', '30');
        throw new AppError('RATE_LIMITED', 'limit.tooManyStreams');
      }
      const afterId =
        headerLastEventId(request.headers['last-event-id']) ?? request.query.lastEventId;

      reply.hijack();
      const raw: ServerResponse = reply.raw;
      raw.writeHead(200, {
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-store',
        'X-Accel-Buffering': 'no',
        'X-Content-Type-Options': 'nosniff',
        Connection: 'keep-alive',
      });
      raw.write(`retry: ${RETRY_MS}\n\n`);

      const sent = new Set<number>();
      // Events that arrive while the replay is read wait here, then follow it in order.
      let waiting: LiveEvent[] | null = [];
      let ended = false;

      const write = (event: LiveEvent) => {
        if (ended || sent.has(event.id)) return;
        sent.add(event.id);
        if (sent.size > SENT_MEMORY) sent.delete(sent.values().next().value as number);
        stream.lastId = Math.max(stream.lastId, event.id);
        raw.write(frame(event));
        if (event.kind === 'session_ended') stream.close();
      };

      const stream: LiveStream = {
        userId: user.id,
        userType: user.userType,
        // A fresh stream replays nothing until its head is read (a hub catch-up in between).
        lastId: afterId ?? Number.MAX_SAFE_INTEGER,
        floor: afterId === undefined ? Number.MAX_SAFE_INTEGER : 0,
        send(event) {
          if (waiting) waiting.push(event);
          else write(event);
        },
        close() {
          if (ended) return;
          ended = true;
          clearInterval(heartbeat);
          hub.remove(stream);
          raw.end();
        },
      };

      const heartbeat = setInterval(() => {
        if (ended) return;
        raw.write(': ping\n\n');
        // Read-only: an open tab must not keep its session alive past the idle limit.
        liveSessionUserId(app.database.db, token).then(
          (still) => {
            if (still !== user.id) stream.close();
          },
          () => {},
        );
      }, heartbeatMs);
      heartbeat.unref();
      raw.on('close', () => stream.close());
      hub.add(stream);

      if (afterId === undefined) {
        // A fresh stream starts at the head: nothing from before it opened, not even when the
        // listening connection comes back and the hub catches its streams up. Read after
        // hub.add, so an event committed in between arrives by NOTIFY.
        const head = await headEventId(app.database.db).catch(() => null);
        if (head === null) {
          stream.close();
          return;
        }
        stream.floor = head;
        stream.lastId = head;
        // An id with no data sets the browser's Last-Event-ID without an event: a reconnect
        // before any event then replays from here.
        if (!ended) raw.write(`id: ${head}\n\n`);
      } else {
        const missed = await eventsSince(app.database.db, stream, afterId).catch(() => []);
        for (const event of missed) write(event);
      }
      const arrived = waiting;
      waiting = null;
      for (const event of arrived) write(event);
    },
  );
};
