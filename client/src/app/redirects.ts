import { isPrivatePath, paths, ROUTES } from '../../../common/routes.ts';

/**
 * Where the global redirect rules of SPEC §2 send this user on this path, or null to stay.
 * Unknown paths are left alone so that they reach the 404 page (docs/decisions/003).
 */
export function redirectFor(
  pathname: string,
  user: { setupCompleted: boolean } | null,
): string | null {
  if (!user) return isPrivatePath(pathname) ? paths.auth() : null;
  const entryPage = pathname === ROUTES.auth || pathname === paths.business;
  if (!user.setupCompleted) {
    return isPrivatePath(pathname) || entryPage ? paths.setupWizard : null;
  }
  return entryPage ? paths.dashboard : null;
}
