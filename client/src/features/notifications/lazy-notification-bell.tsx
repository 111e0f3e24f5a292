import { lazy, Suspense } from 'react';

// The bell and its menu are for signed-in sellers and buyers only: not in the visitors' first load.
const NotificationBell = lazy(() =>
  import('./notification-bell.tsx').then((module) => ({ default: module.NotificationBell })),
);

/** The bell, loaded on demand; its place is kept meanwhile so the header does not move. */
export function LazyNotificationBell() {
  return (
    <Suspense fallback={<span className="inline-block size-10" aria-hidden />}>
      <NotificationBell />
    </Suspense>
  );
}
