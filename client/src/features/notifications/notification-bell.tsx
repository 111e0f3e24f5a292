/**
 * The header bell of sellers and buyers (issue 15): the unread count on the button, the newest
 * notifications in a menu. Opening one marks it read and goes to what it is about.
 */
import {
  Bell,
  CheckCheck,
  MessageSquare,
  Package,
  PackageCheck,
  PackageX,
  ShoppingBag,
  Truck,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { Notification } from '../../../../common/contracts/notifications.ts';
import type { NotificationKind } from '../../../../common/enums.ts';
import { Button } from '../../components/ui/button.tsx';
import { DeferredMenu, type MenuKit } from '../../components/deferred-menu.tsx';
import { cn } from '../../lib/cn.ts';
import { useLocalePart } from '../../lib/locale-parts.ts';
import { useMarkAllNotificationsRead, useMarkNotificationRead, useNotifications } from './api.ts';
import { isAppPath } from './notification-rules.ts';
import { notificationAge, notificationText } from './notification-text.ts';

const ICONS: Record<NotificationKind, LucideIcon> = {
  order_new: ShoppingBag,
  message_new: MessageSquare,
  delivery_accepted: Truck,
  delivery_started: Truck,
  delivery_completed: PackageCheck,
  delivery_failed: PackageX,
  order_status: Package,
  message_reply: MessageSquare,
};

export function NotificationBell() {
  // A signed-in buyer's bell sits on the public pages, whose texts do not hold its own.
  useLocalePart('office');
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const list = useNotifications(true);
  const markRead = useMarkNotificationRead();
  const markAllRead = useMarkAllNotificationsRead();

  const open = (notification: Notification) => {
    if (!notification.read) markRead.mutate(notification.id);
    if (isAppPath(notification.link)) navigate(notification.link);
  };

  return (
    <DeferredMenu
      trigger={
        <Button
          variant="ghost"
          size="icon"
          className="relative"
          // The name carries the count the badge shows, so what is seen is what is said.
          aria-label={
            list.unread > 0
              ? t('notifications.bellUnread', { count: list.unread })
              : t('notifications.bell')
          }
        >
          <Bell className="size-5" aria-hidden />
          {list.unread > 0 && (
            // Drawn like the nav's unread badges; the button's name already says the count.
            <span
              className="absolute -end-0.5 -top-0.5 inline-flex min-w-5 items-center justify-center rounded-full bg-destructive px-1.5 text-xs leading-5 font-semibold text-destructive-foreground"
              aria-hidden
              data-testid="notification-badge"
            >
              {list.unread > 99 ? '99+' : list.unread}
            </span>
          )}
        </Button>
      }
    >
      {(ui) => (
        <ui.DropdownMenuContent
          align="end"
          collisionPadding={8}
          className="flex w-[min(24rem,calc(100vw-1rem))] flex-col p-0"
          data-testid="notification-list"
        >
          <div className="flex items-center justify-between gap-2 px-3 py-2">
            <ui.DropdownMenuLabel className="p-0 text-base">
              {t('notifications.title')}
            </ui.DropdownMenuLabel>
            {list.unread > 0 && (
              <ui.DropdownMenuItem
                className="min-h-8 px-2 text-xs font-medium text-primary md:min-h-7"
                // The menu stays open: the reader sees the dots go.
                onSelect={(event) => {
                  event.preventDefault();
                  markAllRead.mutate();
                }}
              >
                <CheckCheck className="size-4" aria-hidden />
                {t('notifications.markAllRead')}
              </ui.DropdownMenuItem>
            )}
          </div>
          <ui.DropdownMenuSeparator className="mx-0 my-0" />
          <div className="max-h-[min(28rem,65dvh)] overflow-y-auto p-1">
            {list.isPending ? (
              <p className="px-3 py-6 text-center text-sm text-muted-foreground">
                {t('notifications.loading')}
              </p>
            ) : list.isError && list.items.length === 0 ? (
              <p className="px-3 py-6 text-center text-sm text-destructive">
                {t('notifications.loadFailed')}
              </p>
            ) : list.items.length === 0 ? (
              <div className="flex flex-col items-center gap-1 px-3 py-8 text-center">
                <Bell className="mb-1 size-6 text-muted-foreground" aria-hidden />
                <p className="text-sm font-medium">{t('notifications.empty')}</p>
                <p className="text-xs text-muted-foreground">{t('notifications.emptyHint')}</p>
              </div>
            ) : (
              list.items.map((notification) => (
                <NotificationItem
                  ui={ui}
                  key={notification.id}
                  notification={notification}
                  onOpen={() => open(notification)}
                />
              ))
            )}
            {list.hasMore && (
              <ui.DropdownMenuItem
                className="justify-center text-sm font-medium text-primary"
                disabled={list.isLoadingMore}
                onSelect={(event) => {
                  event.preventDefault();
                  list.loadMore();
                }}
              >
                {list.isLoadingMore ? t('common.loading') : t('notifications.loadMore')}
              </ui.DropdownMenuItem>
            )}
          </div>
        </ui.DropdownMenuContent>
      )}
    </DeferredMenu>
  );
}

function NotificationItem({
  ui,
  notification,
  onOpen,
}: {
  ui: MenuKit;
  notification: Notification;
  onOpen: () => void;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const { title, detail } = notificationText(notification, t, language);
  const Icon = ICONS[notification.kind] ?? Bell;
  const unread = !notification.read;
  return (
    <ui.DropdownMenuItem
      onSelect={onOpen}
      className={cn('items-start gap-3 px-2 py-2.5', unread && 'bg-primary/5')}
      data-unread={unread || undefined}
    >
      <span
        className={cn(
          'mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full',
          notification.kind === 'delivery_failed'
            ? 'bg-destructive/10 text-destructive'
            : 'bg-muted text-muted-foreground',
        )}
      >
        <Icon className="size-4" aria-hidden />
      </span>
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className={cn('text-sm leading-snug', unread && 'font-semibold')}>{title}</span>
        {detail && (
          <span className="line-clamp-2 text-xs break-words text-muted-foreground">{detail}</span>
        )}
        <time dateTime={notification.createdAt} className="text-xs text-muted-foreground">
          {notificationAge(notification.createdAt, t, language)}
        </time>
      </span>
      {unread && (
        <span className="mt-2 flex shrink-0 items-center">
          <span className="size-2 rounded-full bg-primary" aria-hidden />
          <span className="sr-only">{t('notifications.unread')}</span>
        </span>
      )}
    </ui.DropdownMenuItem>
  );
}
