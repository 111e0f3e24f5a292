import type { ReactNode } from 'react';
import { Redirect, useLocation } from 'wouter';
import { useCurrentUser } from '../features/auth/index.ts';
import { isPublicPath, ROUTES } from '../../../common/routes.ts';
import { redirectFor } from './redirects.ts';
import { PageSpinner } from '../components/page-spinner.tsx';

/**
 * Applies the redirect rules before a page renders. Public pages render at once; private ones
 * wait for the current-user call so a signed-out visitor never sees a flash of private content.
 */
export function RouteGuard({ children }: { children: ReactNode }) {
  const [pathname] = useLocation();
  const { user, isLoading } = useCurrentUser();
  if (isLoading)
    return isPublicPath(pathname) && pathname !== ROUTES.auth ? children : <PageSpinner />;
  const target = redirectFor(pathname, user);
  return target && target !== pathname ? <Redirect to={target} replace /> : children;
}
