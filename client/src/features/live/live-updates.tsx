import { lazy, Suspense } from 'react';
import { useCurrentUser } from '../auth/index.ts';

// The stream and its toasts are for signed-in users: visitors never load them.
const FollowLiveUpdates = lazy(() =>
  import('./use-live-updates.tsx').then((module) => ({ default: module.LiveUpdates })),
);

/** Mount once, high in the tree: follows the signed-in user's stream, nothing for visitors. */
export function LiveUpdates() {
  const { user } = useCurrentUser();
  if (!user) return null;
  return (
    <Suspense fallback={null}>
      <FollowLiveUpdates />
    </Suspense>
  );
}
