/**
 * The live stream (GET /api/events, issue 15) that keeps a signed-in user's screens fresh. The
 * app mounts it once; sign-out closes it first. Reached only through this file (decision 013).
 */
export { pauseLiveUpdates } from './live-pause.ts';
export { LiveUpdates } from './live-updates.tsx';
export { useLiveUpdates } from './use-live-updates.tsx';
