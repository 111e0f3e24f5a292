/**
 * Header navigation: links per user type, the user menu, signing out. Pages, app/
 * and other features reach the navigation feature only through this file (decision 013).
 */
export { bottomBarLinks, isActive, navLinksFor, ownAreaOf, type NavLink } from './nav-links.ts';
export { UnreadBadge } from './unread-badge.tsx';
export { useSignOut } from './use-sign-out.ts';
export { UserMenu } from './user-menu.tsx';
