/**
 * Sign-out's hold on the live stream, apart from the stream's follower (use-live-updates.tsx) so
 * that the header's sign-out does not load the follower for visitors, who have no stream.
 */
import { type LiveStream, announceSignedOut } from './live-stream.ts';

/** The tab's live updates, for sign-out to close before the session ends. */
let active: { stream: LiveStream; userId: number } | null = null;

export interface LivePause {
  /** The sign-out failed: listen again, in every tab. */
  resume: () => void;
  /** The sign-out went through: every other tab asks who is signed in, and stops listening. */
  signedOut: () => void;
}

/**
 * Closes the stream now, for every tab (sign-out, before the request). Once signed out, the
 * hook's user is gone and it stays closed.
 */
export function pauseLiveUpdates(): LivePause {
  const current = active;
  current?.stream.pause();
  return {
    // Only while the same updates still run: not after an unmount or a change of user.
    resume: () => {
      if (current && active === current) current.stream.resume();
    },
    signedOut: () => {
      if (current) announceSignedOut(current.userId);
    },
  };
}

interface ActiveUpdates {
  stream: LiveStream;
  userId: number;
}

export function setActiveLiveUpdates(current: ActiveUpdates) {
  active = current;
}

export function clearActiveLiveUpdates(current: ActiveUpdates) {
  if (active === current) active = null;
}
