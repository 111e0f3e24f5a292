/**
 * A notification's words in the reader's current language. The server stores the kind and its
 * parameters, never sentences, so the bell reads right after a language change.
 */
import type { TFunction } from 'i18next';
import type { Notification } from '../../../../common/contracts/notifications.ts';
import { ORDER_STATUSES, type OrderStatus } from '../../../../common/enums.ts';
import { formatAge, formatMoney, isolate } from '../../lib/format.ts';

export interface NotificationText {
  title: string;
  detail: string;
}

function isOrderStatus(value: string): value is OrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(value);
}

/** Names, references and excerpts are isolated: a Latin name must not reorder an Arabic line. */
function word(value: string | number | undefined): string {
  return value === undefined || value === '' ? '' : isolate(String(value));
}

export function notificationText(
  notification: Pick<Notification, 'kind' | 'params'>,
  t: TFunction,
  language: string,
): NotificationText {
  const { params } = notification;
  const status = String(params.status ?? '');
  const values = {
    reference: word(params.reference),
    customerName: word(params.customerName),
    storeName: word(params.storeName),
    transporterName: word(params.transporterName),
    excerpt: word(params.excerpt),
    total: params.total === undefined ? '' : isolate(formatMoney(params.total, language)),
    // The words the order pages use for a status.
    status: isOrderStatus(status) ? t(`orders.status.${status}`) : status,
  };
  const key = `notifications.kinds.${notification.kind}` as const;
  return { title: t(`${key}.title`, values), detail: t(`${key}.detail`, values) };
}

/** "5 minutes ago", "il y a 2 heures", "منذ 3 أيام"; under a minute, "Just now"; after 30 days, the date. */
export function notificationAge(
  createdAt: string,
  t: TFunction,
  language: string,
  now: Date = new Date(),
): string {
  return formatAge(createdAt, language, {
    now,
    justNow: t('notifications.justNow'),
    dateAfterDays: 30,
  });
}
