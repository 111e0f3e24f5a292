/**
 * The notification centre (issue 15): the header bell and its calls. Pages, app/ and other
 * features reach it only through this file (decision 013).
 */
export { notificationQueries, useNotifications } from './api.ts';
export { LazyNotificationBell } from './lazy-notification-bell.tsx';
export { NotificationBell } from './notification-bell.tsx';
export { hasNotifications, isAppPath } from './notification-rules.ts';
export { notificationText, type NotificationText } from './notification-text.ts';
export { NotificationToastBody } from './notification-toast.tsx';
