/**
 * Uploads nothing refers to are deleted with their variants once they are a day old: a seller
 * who picked photos and never saved the product leaves nothing behind. Every instance runs it
 * hourly; deleteUnattachedMedia is safe to run from several at once.
 */
import type { FastifyInstance } from 'fastify';
import { deleteUnattachedMedia } from './service.ts';

/** How long an upload may wait to be attached. */
export const UNATTACHED_MEDIA_TTL_MS = 24 * 60 * 60 * 1000;
/** How often the clean-up runs. */
export const MEDIA_CLEAN_UP_EVERY_MS = 60 * 60 * 1000;
/** The first run, a little after start-up, so that an often restarted server still cleans. */
const FIRST_CLEAN_UP_AFTER_MS = 5 * 60 * 1000;

/** Runs the clean-up from the app's start until it closes; the timers never keep it alive. */
export function scheduleCleanUp(app: FastifyInstance) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let closed = false;

  const run = () => {
    if (closed || running) return;
    running = deleteUnattachedMedia(
      app.database.db,
      app.mediaStorage,
      new Date(Date.now() - UNATTACHED_MEDIA_TTL_MS),
      {
        // Their rows are gone: only this log line tells an operator what to delete by hand.
        onOrphans: (keys, error) =>
          app.log.error({ err: error, keys }, 'could not delete the variants of deleted uploads'),
      },
    )
      .then((ids) => {
        if (ids.length) app.log.info({ count: ids.length }, 'deleted unattached uploads');
      })
      .catch((error: unknown) => {
        app.log.error({ err: error }, 'clean-up of unattached uploads failed');
      })
      .finally(() => {
        running = undefined;
      });
  };

  app.addHook('onReady', async () => {
    timer = setTimeout(() => {
      run();
      timer = setInterval(run, MEDIA_CLEAN_UP_EVERY_MS).unref();
    }, FIRST_CLEAN_UP_AFTER_MS).unref();
  });
  app.addHook('preClose', async () => {
    closed = true;
    clearTimeout(timer);
    await running;
  });
}
