import type { UserType } from '../../../../common/enums.ts';

/** Every kind is for a seller or a buyer: transporters and operators have no bell to fill. */
export function hasNotifications(userType: UserType): boolean {
  return userType === 'business' || userType === 'customer';
}

/** Only the app's own pages: a link is a path of common/routes.ts, never another site. */
export function isAppPath(link: string): boolean {
  return link.startsWith('/') && !link.startsWith('//') && !link.startsWith('/\\');
}
