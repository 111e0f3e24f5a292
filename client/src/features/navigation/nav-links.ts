import {
  Home,
  LayoutDashboard,
  MessageSquare,
  Package,
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
}

const STORE_LINKS: NavLink[] = [
  { href: paths.dashboard, labelKey: 'nav.dashboard', icon: LayoutDashboard },
  { href: paths.products.list, labelKey: 'nav.products', icon: Package },
  { href: paths.orders.list, labelKey: 'nav.orders', icon: ShoppingBag },
  { href: paths.customers, labelKey: 'nav.customers', icon: Users },
  { href: paths.messages, labelKey: 'nav.messages', icon: MessageSquare, unread: true },
];

/**
 * Sellers get the store links of SPEC §2. Buyers and transporters have no store: they get their
 * own areas instead of links to pages that would be empty for them.
 */
export function navLinksFor(userType: UserType | undefined): NavLink[] {
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
 * store dashboard, a buyer's orders, a transporter's delivery board.
 */
export function ownAreaOf(userType: UserType): NavLink {
  if (userType === 'transporter') {
    return { href: paths.transporter, labelKey: 'account.deliveryBoard', icon: Truck };
  }
  if (userType === 'customer') {
    return { href: paths.dashboard, labelKey: 'nav.myOrders', icon: ShoppingBag };
  }
  return { href: paths.dashboard, labelKey: 'nav.dashboard', icon: LayoutDashboard };
}

export function isActive(pathname: string, href: string): boolean {
  return pathname === href || pathname.startsWith(`${href}/`);
}
