import { LogOut, Menu, UserCircle, X } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { Brand } from '../../components/brand.tsx';
import { LanguageMenu } from '../../components/language-menu.tsx';
import { OfflineNotice } from '../../components/offline-notice.tsx';
import { ThemeMenu } from '../../components/theme-menu.tsx';
import { Button } from '../../components/ui/button.tsx';
import { useCurrentUser } from '../../features/auth/index.ts';
import { CartButton } from '../../features/cart/index.ts';
import { ownAreaOf, UserMenu, useSignOut } from '../../features/navigation/index.ts';
import { hasNotifications, LazyNotificationBell } from '../../features/notifications/index.ts';
import { cn } from '../../lib/cn.ts';
import { useLocalePart } from '../../lib/locale-parts.ts';
import { paths } from '../../../../common/routes.ts';
import { HeaderSearchField, useHeaderSearchToggle } from './header-search.tsx';
import { PhoneSettings } from './phone-settings.tsx';

/** Visitor navigation of SPEC §2: home, marketplace, stores, for sellers, sign in. */
const VISITOR_LINKS = [
  { href: paths.home, key: 'nav.home' },
  { href: paths.marketplace.home, key: 'nav.marketplace' },
  { href: paths.marketplace.stores, key: 'nav.stores' },
] as const;
const FOR_SELLERS = { href: paths.business, key: 'nav.business' };

/** Kept in place but unseen (and out of the accessibility tree) until the user is known. */
const PENDING = 'invisible';

const FOOTER_LINKS = [
  { href: paths.about, key: 'footer.about' },
  { href: paths.help, key: 'footer.help' },
  { href: paths.faq, key: 'footer.faq' },
  { href: paths.blog.index, key: 'footer.blog' },
  { href: paths.tutorials.index, key: 'footer.tutorials' },
  { href: paths.contact, key: 'footer.contact' },
  { href: paths.terms, key: 'footer.terms' },
  { href: paths.privacy, key: 'footer.privacy' },
] as const;

export function PublicLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [pathname] = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  // A signed-in user's own area takes the place of "For sellers" and "Sign in". Until the
  // current-user call answers, the visitor's items hold their place unseen: nothing wrong flashes
  // and the header keeps its size.
  const { user, isLoading } = useCurrentUser();
  // A signed-in user's menu, bell and live toasts speak of their own area: the rest of the texts.
  useLocalePart(user ? 'office' : 'public');
  const area = user ? ownAreaOf(user.userType) : undefined;
  const signOut = useSignOut(() => setMenuOpen(false));
  const search = useHeaderSearchToggle();

  const items = [
    ...VISITOR_LINKS.map((link) => ({ ...link, pending: false })),
    area
      ? { href: area.href, key: area.labelKey, pending: false }
      : { ...FOR_SELLERS, pending: isLoading },
  ];
  const links = items.map(({ href, key, pending }) => (
    <Link
      key={href}
      href={href}
      onClick={() => setMenuOpen(false)}
      aria-current={pathname === href ? 'page' : undefined}
      className={cn(
        'rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap text-muted-foreground hover:bg-accent hover:text-accent-foreground',
        pathname === href && 'text-foreground',
        pending && PENDING,
      )}
    >
      {t(key)}
    </Link>
  ));

  return (
    <div className="flex min-h-dvh flex-col bg-background text-foreground">
      <header className="sticky top-0 z-40 border-b bg-background/90 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4">
          <Brand href={paths.home} />
          {/* From lg only: at tablet width the French labels would push the account off screen. */}
          <nav aria-label={t('nav.main')} className="ms-6 hidden items-center gap-1 lg:flex">
            {links}
          </nav>
          <HeaderSearchField className="ms-auto hidden w-full max-w-md md:flex" />
          <div className="ms-auto flex items-center sm:gap-1 md:ms-0">
            {search.toggle}
            {/* A signed-in phone needs the room for the bell: both wait in the menu below. */}
            <div className={cn('flex sm:gap-1', user && 'hidden sm:flex')}>
              <LanguageMenu />
              <ThemeMenu />
            </div>
            {user && hasNotifications(user.userType) && <LazyNotificationBell />}
            <CartButton />
            {user ? (
              // On a phone the menu below holds the same links; the bell needs the room.
              <div className="hidden sm:flex">
                <UserMenu fullName={user.fullName} area={area} onLogout={signOut} />
              </div>
            ) : (
              <Button
                asChild
                size="sm"
                className={cn('hidden sm:inline-flex', isLoading && PENDING)}
              >
                <Link href={paths.auth()}>{t('nav.signIn')}</Link>
              </Button>
            )}
            <Button
              variant="ghost"
              size="icon"
              className="lg:hidden"
              aria-expanded={menuOpen}
              aria-controls="visitor-menu"
              aria-label={menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
              onClick={() => setMenuOpen((open) => !open)}
            >
              {menuOpen ? <X className="size-5" /> : <Menu className="size-5" />}
            </Button>
          </div>
        </div>
        {search.row}
        {menuOpen && (
          <nav
            id="visitor-menu"
            aria-label={t('nav.main')}
            className="flex flex-col gap-1 border-t px-4 py-3 lg:hidden"
          >
            {links}
            {user ? (
              <div className="mt-1 flex flex-col gap-1 border-t pt-2">
                <p className="truncate px-3 py-1 text-xs font-semibold text-muted-foreground">
                  <bdi>{user.fullName}</bdi>
                </p>
                <Link
                  href={paths.profile}
                  onClick={() => setMenuOpen(false)}
                  className="flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium hover:bg-accent"
                >
                  <UserCircle className="size-4" aria-hidden />
                  {t('nav.profile')}
                </Link>
                <button
                  type="button"
                  onClick={signOut}
                  className="flex items-center gap-2 rounded-md px-3 py-2 text-start text-sm font-medium text-destructive hover:bg-accent"
                >
                  <LogOut className="size-4 rtl:-scale-x-100" aria-hidden />
                  {t('nav.logout')}
                </button>
                <PhoneSettings className="mt-1 sm:hidden" />
              </div>
            ) : (
              !isLoading && (
                <Link
                  href={paths.auth()}
                  onClick={() => setMenuOpen(false)}
                  className="rounded-md px-3 py-2 text-sm font-medium text-primary"
                >
                  {t('nav.signIn')}
                </Link>
              )
            )}
          </nav>
        )}
      </header>
      <OfflineNotice />
      <main className="flex-1">{children}</main>
      <footer className="border-t bg-muted/40">
        <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-8 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-muted-foreground">{t('footer.tagline')}</p>
          <nav aria-label={t('footer.label')} className="flex flex-wrap gap-x-4 gap-y-2">
            {FOOTER_LINKS.map(({ href, key }) => (
              <Link
                key={href}
                href={href}
                className="text-sm text-muted-foreground hover:text-foreground"
              >
                {t(key)}
              </Link>
            ))}
          </nav>
        </div>
      </footer>
    </div>
  );
}
