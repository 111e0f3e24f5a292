import { Bell } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Button } from '../../components/ui/button.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu.tsx';
import { paths } from '../../../../common/routes.ts';
import { UnreadBadge } from './unread-badge.tsx';

export function NotificationBell({ unread }: { unread: number }) {
  const { t } = useTranslation();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="relative"
          // The name carries the count the badge shows, so what is seen is what is said.
          aria-label={
            unread > 0 ? t('nav.notificationsUnread', { count: unread }) : t('nav.notifications')
          }
        >
          <Bell className="size-5" aria-hidden />
          <UnreadBadge count={unread} className="absolute -end-0.5 -top-0.5" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64">
        <DropdownMenuLabel>{t('nav.notifications')}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        <p className="px-2 py-2 text-sm text-muted-foreground">
          {unread > 0 ? t('nav.unreadMessages', { count: unread }) : t('nav.noNotifications')}
        </p>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link href={paths.messages}>{t('nav.viewAllMessages')}</Link>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
