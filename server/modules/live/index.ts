/**
 * Live updates (issue 15): publishLive writes an event in the caller's transaction; every
 * instance's hub pushes it, once committed, to the streams (GET /api/events) of its readers.
 * liveEventSql is the same write as a part of a statement that writes several things at once.
 */
export { liveEventSql, publishLive, type LiveTarget } from './publish.ts';
export { liveRoutes, type LiveOptions } from './routes.ts';
export { pruneLiveEvents } from './hub.ts';
