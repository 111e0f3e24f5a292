import { Menu, X } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import type { UserType } from '../../../../common/enums.ts';
import { Brand } from '../../components/brand.tsx';
import { LanguageMenu } from '../../components/language-menu.tsx';
import { OfflineNotice } from '../../components/offline-notice.tsx';
import { ThemeMenu } from '../../components/theme-menu.tsx';
import { Button } from '../../components/ui/button.tsx';
import { useCurrentUser } from '../../features/auth/index.ts';
import { useAdminQueueCounts } from '../../features/admin/index.ts';
import { CartButton } from '../../features/cart/index.ts';
import { StoreSuspensionBanner } from '../../features/moderation/index.ts';
import { useUnreadCount } from '../../features/messages/index.ts';
import { hasNotifications, NotificationBell } from '../../features/notifications/index.ts';
import {
  bottomBarLinks,
  isActive,
  navLinksFor,
  type NavLink,
  UnreadBadge,
  useSignOut,
  UserMenu,
} from '../../features/navigation/index.ts';
import { cn } from '../../lib/cn.ts';
import { useLocalePart } from '../../lib/locale-parts.ts';
import { paths } from '../../../../common/routes.ts';
import { PhoneSettings } from './phone-settings.tsx';

/** The signed-in chrome of SPEC §2: top bar, collapsible menu under 768 px, mobile bottom bar. */
export function BackOfficeLayout({ children }: { children: ReactNode }) {
  // Its screens' texts are not in the public part the marketplace loads with the language.
  useLocalePart('office');
  const { t } = useTranslation();
  const [pathname, navigate] = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const { user } = useCurrentUser();
  const unread = useUnreadCount(!!user);
  const links = navLinksFor(user?.userType as UserType | undefined);
  const signOut = useSignOut(() => navigate(paths.auth(), { replace: true }));
  // An operator's links count their queues (transporters waiting, open reports, unread inbox).
  const queues = useAdminQueueCounts(user?.userType === 'admin');
  const badgeOf = (link: NavLink, className?: string) =>
    link.queue ? (
      <UnreadBadge
        count={queues[link.queue]}
        label={t(`admin.nav.queueCount.${link.queue}`, { count: queues[link.queue] })}
        className={className}
      />
    ) : (
      link.unread && <UnreadBadge count={unread} className={className} />
    );

  return (
    <div className="flex min-h-dvh flex-col bg-muted/30 text-foreground">
      <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4">
          <Brand href={user?.userType === 'admin' ? paths.admin.overview : paths.dashboard} />
          <nav aria-label={t('nav.main')} className="ms-6 hidden items-center gap-1 md:flex">
            {links.map((link) => (
              <Link
                key={link.href}
                href={link.href}
                aria-current={isActive(pathname, link.href) ? 'page' : undefined}
                className={cn(
                  'flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium text-muted-foreground hover:bg-accent hover:text-accent-foreground',
                  isActive(pathname, link.href) && 'bg-accent text-accent-foreground',
                )}
              >
                {t(link.labelKey)}
                {badgeOf(link)}
              </Link>
            ))}
          </nav>
          <div className="ms-auto flex items-center sm:gap-1">
            {/* On a phone the bell and the cart need the room: both wait in the menu. */}
            <div className="hidden sm:flex sm:gap-1">
              <LanguageMenu />
              <ThemeMenu />
            </div>
            {user && hasNotifications(user.userType) && <NotificationBell />}
            {user?.userType === 'customer' && <CartButton />}
            <UserMenu fullName={user?.fullName} onLogout={signOut} />
            <Button
              variant="ghost"
              size="icon"
              className="md:hidden"
              aria-expanded={menuOpen}
              aria-controls="back-office-menu"
              aria-label={menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
              onClick={() => setMenuOpen((open) => !open)}
            >
              {menuOpen ? <X className="size-5" /> : <Menu className="size-5" />}
            </Button>
          </div>
        </div>
        {menuOpen && (
          <nav
            id="back-office-menu"
            aria-label={t('nav.main')}
            className="border-t px-4 py-3 md:hidden"
          >
            {links.map((link) => (
              <Link
                key={link.href}
                href={link.href}
                onClick={() => setMenuOpen(false)}
                aria-current={isActive(pathname, link.href) ? 'page' : undefined}
                className={cn(
                  'flex items-center gap-3 rounded-md px-3 py-3 text-sm font-medium hover:bg-accent',
                  isActive(pathname, link.href) && 'bg-accent text-accent-foreground',
                )}
              >
                <link.icon className="size-4" aria-hidden />
                {t(link.labelKey)}
                {badgeOf(link, 'ms-auto')}
              </Link>
            ))}
            <PhoneSettings className="mt-2 sm:hidden" />
          </nav>
        )}
      </header>
      <OfflineNotice />
      <main className="mx-auto w-full max-w-7xl flex-1 px-4 pt-6 pb-24 md:pb-10">
        {/* A suspended store hears it on every page, with what still works (issue 13). */}
        {user?.userType === 'business' && user.storeSuspension && (
          <StoreSuspensionBanner suspension={user.storeSuspension} className="mb-6" />
        )}
        {children}
      </main>
      <nav
        aria-label={t('nav.bottom')}
        className="fixed inset-x-0 bottom-0 z-40 border-t bg-background/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden"
      >
        <ul className="flex">
          {bottomBarLinks(links).map((link) => (
            <li key={link.href} className="flex-1">
              <Link
                href={link.href}
                aria-current={isActive(pathname, link.href) ? 'page' : undefined}
                className={cn(
                  'relative flex min-h-14 flex-col items-center justify-center gap-0.5 text-[11px] text-muted-foreground',
                  isActive(pathname, link.href) && 'text-primary',
                )}
              >
                <link.icon className="size-5" aria-hidden />
                <span className="max-w-full truncate px-1">{t(link.labelKey)}</span>
                {badgeOf(link, 'absolute top-1 start-1/2 ms-2')}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
