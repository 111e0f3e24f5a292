import {
  Banknote,
  Flag,
  Gauge,
  Home,
  Inbox,
  LayoutDashboard,
  ScrollText,
  Store,
  MessageSquare,
  Package,
  Scale,
  ShoppingBag,
  Truck,
  Users,
  type LucideIcon,
} from 'lucide-react';
import type { UserType } from '../../../../common/enums.ts';
import { paths } from '../../../../common/routes.ts';

export interface NavLink {
  href: string;
  labelKey: string;
  icon: LucideIcon;
  /** Shows the unread-message badge. */
  unread?: boolean;
  /** An operator's queue whose size the link shows (from the admin overview). */
  queue?: AdminQueue;
  /** false: only in the top bar and the menu, the phone's bottom bar holding five at most. */
  inBottomBar?: boolean;
}

/** The operators' queues a nav link can count. */
export type AdminQueue = 'transportersWaiting' | 'reportsOpen' | 'contactUnread' | 'disputesOpen';

/** The most links the phone's bottom bar holds. */
export const BOTTOM_BAR_MAX = 5;

const ADMIN_OVERVIEW: NavLink = {
  href: paths.admin.overview,
  labelKey: 'admin.nav.overview',
  icon: Gauge,
};

/** Operators (issue 13): their queues and the log; no store, no buyer's links. */
const ADMIN_LINKS: NavLink[] = [
  ADMIN_OVERVIEW,
  {
    href: paths.admin.transporters(),
    labelKey: 'admin.nav.transporters',
    icon: Truck,
    queue: 'transportersWaiting',
  },
  { href: paths.admin.stores(), labelKey: 'admin.nav.stores', icon: Store },
  { href: paths.admin.reports(), labelKey: 'admin.nav.reports', icon: Flag, queue: 'reportsOpen' },
  { href: paths.admin.inbox, labelKey: 'admin.nav.inbox', icon: Inbox, queue: 'contactUnread' },
  {
    href: paths.admin.disputes,
    labelKey: 'admin.nav.disputes',
    icon: Scale,
    queue: 'disputesOpen',
    inBottomBar: false,
  },
  { href: paths.admin.log, labelKey: 'admin.nav.log', icon: ScrollText, inBottomBar: false },
];

const STORE_LINKS: NavLink[] = [
  { href: paths.dashboard, labelKey: 'nav.dashboard', icon: LayoutDashboard },
  { href: paths.products.list, labelKey: 'nav.products', icon: Package },
  { href: paths.orders.list, labelKey: 'nav.orders', icon: ShoppingBag },
  { href: paths.customers, labelKey: 'nav.customers', icon: Users },
  { href: paths.messages, labelKey: 'nav.messages', icon: MessageSquare, unread: true },
  { href: paths.cash, labelKey: 'nav.cash', icon: Banknote, inBottomBar: false },
];

/**
 * Sellers get the store links of SPEC §2, operators theirs. Buyers and transporters have no store: they get their
 * own areas instead of links to pages that would be empty for them.
 */
export function navLinksFor(userType: UserType | undefined): NavLink[] {
  if (userType === 'admin') return ADMIN_LINKS;
  if (userType === 'transporter') {
    return [
      { href: paths.dashboard, labelKey: 'nav.dashboard', icon: LayoutDashboard },
      { href: paths.transporter, labelKey: 'nav.transporter', icon: Truck },
      { href: paths.marketplace.home, labelKey: 'nav.marketplace', icon: Home },
    ];
  }
  if (userType === 'customer') {
    return [
      { href: paths.dashboard, labelKey: 'nav.myOrders', icon: ShoppingBag },
      { href: paths.marketplace.home, labelKey: 'nav.marketplace', icon: Home },
    ];
  }
  return STORE_LINKS;
}

/**
 * Where a signed-in user's own area is, as the public header's account menu links to it: the
 * store dashboard, a buyer's orders, a transporter's delivery board, the operators' overview.
 */
export function ownAreaOf(userType: UserType): NavLink {
  if (userType === 'admin') return { ...ADMIN_OVERVIEW, labelKey: 'admin.nav.area' };
  if (userType === 'transporter') {
    return { href: paths.transporter, labelKey: 'account.deliveryBoard', icon: Truck };
  }
  if (userType === 'customer') {
    return { href: paths.dashboard, labelKey: 'nav.myOrders', icon: ShoppingBag };
  }
  return { href: paths.dashboard, labelKey: 'nav.dashboard', icon: LayoutDashboard };
}

/** The links the phone's bottom bar shows: the first five that belong there. */
export function bottomBarLinks(links: readonly NavLink[]): NavLink[] {
  return links.filter((link) => link.inBottomBar !== false).slice(0, BOTTOM_BAR_MAX);
}

/**
 * Whether the link is the current page. The operators' overview (/admin) is the parent of their
 * other pages, so it is active only on itself.
 */
export function isActive(pathname: string, href: string): boolean {
  if (href === paths.admin.overview) return pathname === href;
  return pathname === href || pathname.startsWith(`${href}/`);
}
