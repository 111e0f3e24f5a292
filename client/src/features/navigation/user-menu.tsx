import { LogOut, User, UserCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { DeferredMenu } from '../../components/deferred-menu.tsx';
import { Button } from '../../components/ui/button.tsx';
import { paths } from '../../../../common/routes.ts';
import type { NavLink } from './nav-links.ts';

/**
 * The account menu: the user's name, their own area when shown outside it (the public header),
 * their account and profile, and logout.
 */
export function UserMenu({
  fullName,
  onLogout,
  area,
}: {
  fullName: string | undefined;
  onLogout: () => void;
  area?: NavLink;
}) {
  const { t } = useTranslation();
  const name = fullName?.trim() || t('nav.userFallback');
  return (
    <DeferredMenu
      trigger={
        <Button variant="ghost" className="gap-2 px-2" aria-label={t('nav.userMenu')}>
          <span className="flex size-8 items-center justify-center rounded-full bg-primary/10 text-primary">
            <User className="size-4" aria-hidden />
          </span>
          <bdi className="hidden max-w-32 truncate text-sm font-medium lg:block">{name}</bdi>
        </Button>
      }
    >
      {(ui) => (
        <ui.DropdownMenuContent align="end" className="w-56">
          <ui.DropdownMenuLabel className="truncate">
            <bdi>{name}</bdi>
          </ui.DropdownMenuLabel>
          <ui.DropdownMenuSeparator />
          {area && (
            <ui.DropdownMenuItem asChild>
              <Link href={area.href}>
                <area.icon className="size-4" aria-hidden />
                {t(area.labelKey)}
              </Link>
            </ui.DropdownMenuItem>
          )}
          <ui.DropdownMenuItem asChild>
            <Link href={paths.profile}>
              <UserCircle className="size-4" aria-hidden />
              {t('nav.myAccount')}
            </Link>
          </ui.DropdownMenuItem>
          <ui.DropdownMenuItem asChild>
            <Link href={paths.profile}>
              <User className="size-4" aria-hidden />
              {t('nav.profile')}
            </Link>
          </ui.DropdownMenuItem>
          <ui.DropdownMenuSeparator />
          <ui.DropdownMenuItem variant="destructive" onSelect={onLogout}>
            <LogOut className="size-4 rtl:-scale-x-100" aria-hidden />
            {t('nav.logout')}
          </ui.DropdownMenuItem>
        </ui.DropdownMenuContent>
      )}
    </DeferredMenu>
  );
}
