import type { ReactNode } from 'react';
import { Redirect, useLocation } from 'wouter';
import { useCurrentUser } from '../features/auth/api.ts';
import { isPrivatePath, isPublicPath, paths } from '../lib/paths.ts';
import { PageSpinner } from './page-spinner.tsx';

/** Where the global redirect rules of SPEC §2 send this user on this path, or null to stay. */
export function redirectFor(
  pathname: string,
  user: { setupCompleted: boolean } | null,
): string | null {
  if (!user) return isPrivatePath(pathname) ? paths.auth() : null;
  const entryPage = pathname === '/auth' || pathname === paths.business;
  if (!user.setupCompleted) {
    return isPrivatePath(pathname) || entryPage ? paths.setupWizard : null;
  }
  return entryPage ? paths.dashboard : null;
}

/**
 * Applies the redirect rules before a page renders. Public pages render at once; private ones
 * wait for the current-user call so a signed-out visitor never sees a flash of private content.
 */
export function RouteGuard({ children }: { children: ReactNode }) {
  const [pathname] = useLocation();
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return isPublicPath(pathname) && pathname !== '/auth' ? children : <PageSpinner />;
  const target = redirectFor(pathname, user);
  return target && target !== pathname ? <Redirect to={target} replace /> : children;
}
