import { isPrivatePath, paths, ROUTES } from '../../../common/routes.ts';

/**
 * The pages an operator has no use for: signing in, selling, the store dashboard and its
 * wizard. Their own area is /admin (issue 13).
 */
const NOT_FOR_OPERATORS: readonly string[] = [
  ROUTES.auth,
  paths.business,
  paths.dashboard,
  paths.setupWizard,
];

/**
 * Where the global redirect rules of SPEC §2 send this user on this path, or null to stay.
 * Unknown paths are left alone so that they reach the 404 page (docs/decisions/003).
 */
export function redirectFor(
  pathname: string,
  user: { setupCompleted: boolean; userType?: string } | null,
): string | null {
  if (!user) return isPrivatePath(pathname) ? paths.auth() : null;
  if (user.userType === 'admin') {
    return NOT_FOR_OPERATORS.includes(pathname) ? paths.admin.overview : null;
  }
  const entryPage = pathname === ROUTES.auth || pathname === paths.business;
  if (!user.setupCompleted) {
    return isPrivatePath(pathname) || entryPage ? paths.setupWizard : null;
  }
  return entryPage ? paths.dashboard : null;
}
