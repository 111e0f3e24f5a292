/**
 * POST /api/media (an upload: a public photo, or with ?kind=document a transporter's private
 * identity document) and GET /media/{id}/{variant} (a stored variant of a public upload), the
 * media storage every module reaches as `app.mediaStorage`, and the hourly clean-up of forgotten
 * uploads.
 */
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { mediaUploadSchema } from '../../../common/contracts/media.ts';
import { MEDIA_ID_PATTERN, mediaUrl, type MediaVariant } from '../../../common/media.ts';
import { issue } from '../../../common/messages.ts';
import { AppError } from '../../errors.ts';
import { currentUser, requireUser } from '../../plugins/auth.ts';
import { scheduleCleanUp } from './clean-up.ts';
import { isMediaVariant, readVariant, saveUpload } from './service.ts';
import { mediaStorageFromConfig, type MediaStorage } from './storage.ts';
import { MULTIPART_LIMITS, receiveUpload } from './upload.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where uploads' variants are kept (the database, or S3 when configured). */
    mediaStorage: MediaStorage;
  }
}

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Strong, and the same for ever: what is stored under an id and variant never changes. */
const etagOf = (id: string, variant: MediaVariant) => `"${id}.${variant}"`;

/** Whether an If-None-Match header names this ETag (a list, weak forms or `*`). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

function notFound(reply: FastifyReply) {
  return reply.status(404).send(new AppError('NOT_FOUND', 'media.notFound').toBody());
}

/**
 * POST /api/media's query: a photo (public, the default) or a document (a transporter's identity
 * document or driving licence, private).
 */
const uploadQuerySchema = z.object({
  kind: z.enum(['photo', 'document'], { error: issue('media.kind.invalid') }).optional(),
});

/** The routes, in their own scope so that multipart bodies are parsed for the upload only. */
const routes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: true });

  app.post(
    '/api/media',
    {
      // Signed out or past the limit: refused before a byte of the body is read.
      preValidation: [requireUser, app.limits.enforce('mediaUpload')],
      schema: { querystring: uploadQuerySchema, response: { 201: mediaUploadSchema } },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const isDocument = request.query.kind === 'document';
      if (isDocument && user.userType !== 'transporter') {
        // Refused before the body is read: the connection ends with this answer.
        reply.header('Connection', 'close');
        throw new AppError('FORBIDDEN', 'media.kind.transportersOnly');
      }
      const bytes = await receiveUpload(request, reply);
      const saved = await saveUpload(app.database.db, app.mediaStorage, user.id, bytes, {
        private: isDocument,
      });
      // The url names the public route, where a document is never found: operators read it
      // through /api/admin/media; the transporter only needs the id.
      return reply.status(201).send({ ...saved, url: mediaUrl(saved.id) });
    },
  );

  app.get(
    '/media/:id/:variant',
    {
      schema: {
        params: z.object({ id: z.string(), variant: z.string() }),
        // Bytes, sent as they are (Fastify serializes no Buffer): the schema says what the
        // answer is rather than checks it, like robots.txt's.
        response: { 200: z.instanceof(Buffer), 304: z.undefined() },
      },
    },
    async (request, reply) => {
      const { id, variant } = request.params;
      if (!MEDIA_ID_PATTERN.test(id) || !isMediaVariant(variant)) return notFound(reply);
      const etag = etagOf(id, variant);
      const cache = () =>
        reply
          .header('Cache-Control', `public, max-age=${YEAR_SECONDS}, immutable`)
          .header('ETag', etag);
      // Answered before reading the variant (a bytea row or an S3 GET): the ETag names the id
      // and variant only, and what is stored under them never changes. A client can only hold it
      // from an earlier 200, so the one imprecision, 304 for an upload deleted since, tells it to
      // keep a picture it already has; ids are random, so this says nothing about other uploads.
      if (matches(request.headers['if-none-match'], etag)) return cache().status(304).send();
      const stored = await readVariant(app.mediaStorage, id, variant);
      if (!stored) return notFound(reply);
      return cache().type(stored.contentType).send(stored.data);
    },
  );
};

export interface MediaRoutesOptions {
  /** The storage to use; by default the configuration's (S3 when set, else the database). */
  storage?: MediaStorage;
}

export const mediaRoutes = fp(async (app: FastifyInstance, options: MediaRoutesOptions) => {
  const storage = options.storage ?? mediaStorageFromConfig(app.config, app.database.db);
  app.decorate('mediaStorage', storage);
  app.addHook('onClose', () => storage.close());
  scheduleCleanUp(app);
  await app.register(routes);
});
