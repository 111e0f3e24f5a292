import { createInstance, type TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import type { Notification } from '../../../../common/contracts/notifications.ts';
import { NOTIFICATION_KINDS, type NotificationKind } from '../../../../common/enums.ts';
import ar from '../../locales/ar.json' with { type: 'json' };
import en from '../../locales/en.json' with { type: 'json' };
import fr from '../../locales/fr.json' with { type: 'json' };
import { notificationAge, notificationText } from './notification-text.ts';

const LANGUAGES = { en, fr, ar } as const;

async function tIn(language: keyof typeof LANGUAGES): Promise<TFunction> {
  const i18n = createInstance();
  await i18n.init({
    lng: language,
    // No fallback: a key missing in this language shows as the key itself, and fails below.
    fallbackLng: false,
    resources: { [language]: { translation: LANGUAGES[language] } },
    interpolation: { escapeValue: false },
  });
  return i18n.t;
}

const PARAMS: Record<NotificationKind, Notification['params']> = {
  order_new: { reference: 'ORD-12', customerName: 'Leila Trabelsi', total: 45.5 },
  message_new: { customerName: 'Leila Trabelsi', excerpt: 'Is the olive oil still available?' },
  delivery_accepted: { reference: 'ORD-12', transporterName: 'Karim Express' },
  delivery_started: { reference: 'ORD-12', transporterName: 'Karim Express' },
  delivery_completed: { reference: 'ORD-12', transporterName: 'Karim Express' },
  delivery_failed: { reference: 'ORD-12', transporterName: 'Karim Express' },
  order_status: { reference: 'ORD-12', storeName: 'Dar Zitouna', status: 'shipped' },
  message_reply: { storeName: 'Dar Zitouna', excerpt: 'Yes, we ship tomorrow.' },
};

/** Without the isolation marks, to compare with plain text. */
const plain = (text: string) => text.replace(/[\u2066-\u2069]/g, '');

describe('notificationText', () => {
  it('words every kind in en, fr and ar, with every parameter filled in', async () => {
    for (const language of Object.keys(LANGUAGES) as (keyof typeof LANGUAGES)[]) {
      const t = await tIn(language);
      for (const kind of NOTIFICATION_KINDS) {
        const { title, detail } = notificationText({ kind, params: PARAMS[kind] }, t, language);
        for (const text of [title, detail]) {
          expect(text, `${language} ${kind}`).not.toMatch(/notifications\.kinds|\{\{|\}\}/);
          expect(text.trim().length, `${language} ${kind}`).toBeGreaterThan(0);
        }
        // The names the server sent all appear, whatever the language.
        const words = plain(`${title} ${detail}`);
        for (const key of [
          'reference',
          'customerName',
          'storeName',
          'transporterName',
          'excerpt',
        ]) {
          const value = PARAMS[kind][key];
          if (value !== undefined) expect(words, `${language} ${kind} ${key}`).toContain(value);
        }
      }
    }
  });

  it('says an order status with the order pages’ words, in the reader’s language', async () => {
    const notification = { kind: 'order_status' as const, params: PARAMS.order_status };
    expect(plain(notificationText(notification, await tIn('en'), 'en').title)).toBe(
      'Order ORD-12: Shipped',
    );
    expect(plain(notificationText(notification, await tIn('fr'), 'fr').title)).toBe(
      'Commande ORD-12 : Expédiée',
    );
    expect(plain(notificationText(notification, await tIn('ar'), 'ar').title)).toBe(
      'الطلب ORD-12: تم الشحن',
    );
  });

  it('writes the total as money in the reader’s language', async () => {
    const notification = { kind: 'order_new' as const, params: PARAMS.order_new };
    expect(plain(notificationText(notification, await tIn('en'), 'en').detail)).toBe(
      'Leila Trabelsi · 45.50\u00a0DT',
    );
    expect(plain(notificationText(notification, await tIn('ar'), 'ar').detail)).toBe(
      'Leila Trabelsi · 45,50\u00a0د.ت',
    );
  });

  it('isolates names so a Latin name keeps its place in an Arabic line', async () => {
    const { title } = notificationText(
      { kind: 'message_new', params: PARAMS.message_new },
      await tIn('ar'),
      'ar',
    );
    expect(title).toBe('رسالة جديدة من \u2068Leila Trabelsi\u2069');
  });

  it('keeps an unknown status as sent rather than showing a key', async () => {
    const { title } = notificationText(
      { kind: 'order_status', params: { ...PARAMS.order_status, status: 'lost' } },
      await tIn('en'),
      'en',
    );
    expect(plain(title)).toBe('Order ORD-12: lost');
  });
});

describe('notificationAge', () => {
  const now = new Date('2026-11-25T12:00:00.000Z');
  it('says "just now", then minutes, hours and days ago', async () => {
    const t = await tIn('en');
    expect(notificationAge('2026-11-25T11:59:30.000Z', t, 'en', now)).toBe('Just now');
    expect(notificationAge('2026-11-25T11:55:00.000Z', t, 'en', now)).toBe('5 minutes ago');
    expect(notificationAge('2026-11-25T09:00:00.000Z', t, 'en', now)).toBe('3 hours ago');
    expect(notificationAge('2026-11-23T12:00:00.000Z', t, 'en', now)).toBe('2 days ago');
    expect(notificationAge('2026-11-25T11:55:00.000Z', await tIn('fr'), 'fr', now)).toBe(
      'il y a 5 minutes',
    );
  });
});

describe('the bell’s name', () => {
  it('holds the count the badge shows, in every language and plural form', async () => {
    // Otherwise "إشعاران" says two without the "2" seen on screen (axe label-content-name-mismatch).
    for (const language of Object.keys(LANGUAGES) as (keyof typeof LANGUAGES)[]) {
      const t = await tIn(language);
      for (const count of [1, 2, 3, 11, 99, 100]) {
        expect(t('notifications.bellUnread', { count }), `${language} ${count}`).toContain(
          String(count),
        );
      }
    }
  });
});
