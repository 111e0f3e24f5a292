/**
 * A seller's own reads, kept in memory per store (issue 16): the products and orders lists and
 * the dashboard's figures, ready to send (their JSON as the route's contract writes it, and its
 * compressed forms once asked for). A seller's screens ask for them again and again (each
 * screen, each tab, each live update refetches), while they change only when that store's
 * products, orders, customers, messages or cash do.
 *
 * Fresh on every instance: an entry belongs to its store, and triggers drop a store's entries at
 * every change to what they show (hanout_public_reads for products and their photos, migration
 * 0013; hanout_store_reads for orders and customers, migration 0022, messages and cash, 0024),
 * through
 * plugins/read-invalidations.ts, which also makes a read right after this process's own write
 * wait for that write's notification. A read that began before a change keeps nothing
 * (server/cache/scoped-cache.ts).
 *
 * Private: entries are keyed by the store the session names, never by anything the request
 * chooses, and the answers carry `Cache-Control: no-store`, as every personal answer does.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodType } from 'zod';
import { PUBLIC_READS_CHANNEL, STORE_READS_CHANNEL } from '../cache/channels.ts';
import { CachedBody, sendCachedBody } from '../cache/http-body.ts';
import { ScopedCache, type CacheLimits } from '../cache/scoped-cache.ts';
import { responseSerializerCompiler } from './response-serializer.ts';

/** A page of 100 orders is about 60 KB of JSON; this holds a few hundred busy stores' pages. */
export const STORE_READS_LIMITS: CacheLimits = { maxEntries: 5_000, maxBytes: 64 * 1024 * 1024 };
/** What an entry holds beside its JSON: its compressed forms. */
const BYTES_PER_JSON_BYTE = 2;

export interface StoreRead<T> {
  /** The signed-in seller's store: the entry's scope, and part of its key. */
  storeId: number;
  /** Which read of the store: the route and its parsed query. */
  key: string;
  load: () => Promise<T>;
  /** The route's response contract, which serializes the answer. */
  schema: ZodType;
}

export interface StoreReads {
  /** Sends the read from memory when current, else loads, keeps and sends it. */
  send<T>(request: FastifyRequest, reply: FastifyReply, read: StoreRead<T>): Promise<FastifyReply>;
  /** Entries and bytes held now (tests, diagnostics). */
  size(): { entries: number; bytes: number };
}

declare module 'fastify' {
  interface FastifyInstance {
    storeReads: StoreReads;
  }
}

export const storeReadsPlugin = fp(
  async (app: FastifyInstance, options: { limits?: Partial<CacheLimits> }) => {
    const cache = new ScopedCache<CachedBody>({ ...STORE_READS_LIMITS, ...options.limits });
    await app.readInvalidations.listen([PUBLIC_READS_CHANNEL, STORE_READS_CHANNEL], cache);

    const compile = responseSerializerCompiler(app.config.NODE_ENV === 'test');
    const serializers = new WeakMap<ZodType, (data: unknown) => string>();
    const serializerOf = (schema: ZodType) => {
      let serialize = serializers.get(schema);
      if (!serialize) {
        serialize = compile({ schema, method: 'GET', url: '/api (store read)', httpStatus: '200' });
        serializers.set(schema, serialize);
      }
      return serialize;
    };

    app.decorate('storeReads', {
      async send(request, reply, { storeId, key, load, schema }) {
        const waiting = app.readInvalidations.settle();
        if (waiting) await waiting;
        const body = await cache.get(`${storeId}\0${key}`, async () => {
          const answer = new CachedBody(serializerOf(schema)(await load()));
          return {
            entry: answer,
            scope: storeId,
            bytes: answer.identity.length * BYTES_PER_JSON_BYTE,
          };
        });
        return sendCachedBody(request, reply, body, { shareable: false });
      },
      size: () => cache.size,
    } satisfies StoreReads);
  },
);
