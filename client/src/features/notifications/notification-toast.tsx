/** What a live notification's toast says under its title, with a way to what it is about. */
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { Notification } from '../../../../common/contracts/notifications.ts';
import { dismiss } from '../../components/ui/use-toast.ts';
import { useMarkNotificationRead } from './api.ts';
import { isAppPath } from './notification-rules.ts';

export function NotificationToastBody({
  notification,
  detail,
}: {
  notification: Notification;
  detail: string;
}) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const markRead = useMarkNotificationRead();
  return (
    <span className="flex flex-col items-start gap-1.5">
      {detail && <span className="line-clamp-2 break-words">{detail}</span>}
      {isAppPath(notification.link) && (
        <a
          href={notification.link}
          className="font-medium text-primary underline-offset-4 hover:underline"
          onClick={(event) => {
            // A plain left click stays in the app; a new tab or window opens the page as usual.
            if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
            event.preventDefault();
            markRead.mutate(notification.id);
            dismiss();
            navigate(notification.link);
          }}
        >
          {t('live.view')}
        </a>
      )}
    </span>
  );
}
