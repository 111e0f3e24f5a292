import { Menu, X } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { Brand } from '../../components/brand.tsx';
import { LanguageMenu } from '../../components/language-menu.tsx';
import { ThemeMenu } from '../../components/theme-menu.tsx';
import { Button } from '../../components/ui/button.tsx';
import { CartButton } from '../../features/cart/cart-button.tsx';
import { cn } from '../../lib/cn.ts';
import { paths } from '../../lib/paths.ts';

/** Visitor navigation of SPEC §2: home, marketplace, stores, for sellers, sign in. */
const VISITOR_LINKS = [
  { href: paths.home, key: 'nav.home' },
  { href: paths.marketplace.home, key: 'nav.marketplace' },
  { href: paths.marketplace.stores, key: 'nav.stores' },
  { href: paths.business, key: 'nav.business' },
] as const;

const FOOTER_LINKS = [
  { href: '/about', key: 'footer.about' },
  { href: '/help', key: 'footer.help' },
  { href: '/faq', key: 'footer.faq' },
  { href: '/blog', key: 'footer.blog' },
  { href: '/tutorials', key: 'footer.tutorials' },
  { href: '/contact', key: 'footer.contact' },
  { href: '/terms', key: 'footer.terms' },
  { href: '/privacy', key: 'footer.privacy' },
] as const;

export function PublicLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [pathname] = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);

  const links = VISITOR_LINKS.map(({ href, key }) => (
    <Link
      key={href}
      href={href}
      onClick={() => setMenuOpen(false)}
      aria-current={pathname === href ? 'page' : undefined}
      className={cn(
        'rounded-md px-3 py-2 text-sm font-medium text-muted-foreground hover:bg-accent hover:text-accent-foreground',
        pathname === href && 'text-foreground',
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
          <nav aria-label={t('nav.main')} className="ms-6 hidden items-center gap-1 md:flex">
            {links}
          </nav>
          <div className="ms-auto flex items-center gap-1">
            <LanguageMenu />
            <ThemeMenu />
            <CartButton />
            <Button asChild size="sm" className="hidden sm:inline-flex">
              <Link href={paths.auth()}>{t('nav.signIn')}</Link>
            </Button>
            <Button
              variant="ghost"
              size="icon"
              className="md:hidden"
              aria-expanded={menuOpen}
              aria-controls="visitor-menu"
              aria-label={menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
              onClick={() => setMenuOpen((open) => !open)}
            >
              {menuOpen ? <X className="size-5" /> : <Menu className="size-5" />}
            </Button>
          </div>
        </div>
        {menuOpen && (
          <nav
            id="visitor-menu"
            aria-label={t('nav.main')}
            className="flex flex-col gap-1 border-t px-4 py-3 md:hidden"
          >
            {links}
            <Link
              href={paths.auth()}
              onClick={() => setMenuOpen(false)}
              className="rounded-md px-3 py-2 text-sm font-medium text-primary"
            >
              {t('nav.signIn')}
            </Link>
          </nav>
        )}
      </header>
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
