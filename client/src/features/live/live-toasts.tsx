/** The toasts the live stream raises: fresh notifications, and the end of this session. */
import type { i18n as I18n } from 'i18next';
import type { Notification } from '../../../../common/contracts/notifications.ts';
import { toast } from '../../components/ui/use-toast.ts';
import { NotificationToastBody, notificationText } from '../notifications/index.ts';

/** Only a notification this recent is news worth a toast; older ones wait in the bell. */
export const FRESH_NOTIFICATION_MS = 2 * 60_000;

function parse(data: unknown): unknown {
  try {
    return typeof data === 'string' ? JSON.parse(data) : null;
  } catch {
    return null;
  }
}

function isNotification(value: unknown): value is Notification {
  const candidate = value as Partial<Notification> | null;
  return (
    !!candidate &&
    typeof candidate.id === 'number' &&
    typeof candidate.kind === 'string' &&
    typeof candidate.link === 'string' &&
    typeof candidate.createdAt === 'string' &&
    !!candidate.params &&
    typeof candidate.params === 'object'
  );
}

function isFresh(notification: Notification): boolean {
  const age = Date.now() - Date.parse(notification.createdAt);
  return age >= -FRESH_NOTIFICATION_MS && age < FRESH_NOTIFICATION_MS;
}

/** A notification event's data, if it is news: a replayed one (the phone woke after an hour) is not. */
export function freshNotification(data: unknown): Notification | null {
  const notification = parse(data);
  return isNotification(notification) && isFresh(notification) ? notification : null;
}

/** One toast for a burst: the notification itself, or how many came. */
export function announceNotifications(fresh: Notification[], i18n: I18n) {
  // Words in the language the reader has now, not the one of the tab's first render.
  const t = i18n.getFixedT(i18n.language);
  const [only] = fresh;
  if (fresh.length === 1 && only) {
    const { title, detail } = notificationText(only, t, i18n.resolvedLanguage ?? i18n.language);
    toast({ title, description: <NotificationToastBody notification={only} detail={detail} /> });
  } else if (fresh.length > 1) {
    toast({
      title: t('live.newNotifications', { count: fresh.length }),
      description: t('live.newNotificationsHint'),
    });
  }
}

/** This tab's session is over (signed out elsewhere, or it expired): say why the screen changes. */
export function announceSessionEnded(i18n: I18n) {
  const t = i18n.getFixedT(i18n.language);
  toast({
    title: t('live.sessionEnded.title'),
    description: t('live.sessionEnded.description'),
  });
}
