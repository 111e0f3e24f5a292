/** Every template in every language: complete words, escaped user text, the money format. */
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../../common/constants.ts';
import { ORDER_STATUSES } from '../../../../common/enums.ts';
import type { EmailData, EmailTemplate } from '../outbox.ts';
import { renderEmail } from './index.ts';
import { formatMoney } from './layout.ts';

const EVIL = '<b>"Tom" & Jerry\'s</b>';

const SAMPLES: { [T in EmailTemplate]: EmailData[T] } = {
  order_new: {
    storeName: EVIL,
    reference: 'HN-ABC123',
    customerName: EVIL,
    total: 2109.43,
    itemsCount: 3,
    orderPath: '/orders/12',
  },
  message_new: { storeName: EVIL, customerName: EVIL, excerpt: EVIL, messagesPath: '/messages' },
  order_confirmation: {
    storeName: EVIL,
    reference: 'HN-ABC123',
    customerName: EVIL,
    items: [{ name: EVIL, quantity: 2, unitPrice: 6.375 }],
    subtotal: 12.75,
    deliveryFee: 7,
    total: 19.75,
    deliveryDaysMin: 1,
    deliveryDaysMax: 3,
    deliveryCode: '0427',
    trackingPath: '/marketplace/orders/track?reference=HN-ABC123&key=k',
  },
  order_status: {
    storeName: EVIL,
    reference: 'HN-ABC123',
    status: 'shipped',
    deliveryCode: '0427',
    transporterName: EVIL,
    trackingPath: '/marketplace/orders/track?reference=HN-ABC123&key=k',
  },
  conversation_started: {
    storeName: EVIL,
    conversationPath: '/marketplace/conversations/t',
  },
  message_reply: { storeName: EVIL, excerpt: EVIL, conversationPath: '/dashboard' },
  password_reset: { name: EVIL, resetPath: '/auth/reset-password#token=t', minutes: 30 },
};

describe('email templates', () => {
  for (const language of LANGUAGES) {
    for (const template of Object.keys(SAMPLES) as EmailTemplate[]) {
      it(`${template} in ${language}`, () => {
        const email = renderEmail(template, SAMPLES[template] as never, {
          language,
          origin: 'https://hanout.tn',
          unsubscribeToken: template === 'password_reset' ? null : 'tok',
        });
        for (const part of [email.subject, email.html, email.text]) {
          expect(part).not.toMatch(/undefined|null|NaN|\[object/);
        }
        expect(email.html).toContain(
          `<html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}">`,
        );
        expect(email.html).not.toContain('<b>');
        expect(email.html).toContain('&lt;b&gt;&quot;Tom&quot; &amp; Jerry&#39;s&lt;/b&gt;');
        expect(email.text).toMatch(/https:\/\/hanout\.tn\/\S+/);
        expect(email.subject).not.toMatch(/\n/);
        if (template === 'password_reset') {
          expect(email.text).not.toContain('/email/unsubscribe/');
        } else {
          expect(email.text).toContain('https://hanout.tn/email/unsubscribe/tok');
        }
      });
    }
  }

  it('words every status in every language', () => {
    for (const language of LANGUAGES) {
      for (const status of ORDER_STATUSES) {
        const email = renderEmail(
          'order_status',
          { ...SAMPLES.order_status, status, deliveryCode: null },
          { language, origin: 'https://hanout.tn', unsubscribeToken: 'tok' },
        );
        expect(email.text).not.toMatch(/undefined/);
      }
    }
  });

  it('writes money as the client does', () => {
    expect(formatMoney(12.5, 'en')).toBe('12.50\u00a0DT');
    expect(formatMoney(2109.43, 'en')).toBe('2,109.43\u00a0DT');
    expect(formatMoney(12.5, 'fr')).toBe('12,50\u00a0DT');
    expect(formatMoney(2109.43, 'fr')).toBe('2\u202f109,43\u00a0DT');
    expect(formatMoney(6.375, 'ar')).toBe('6,38\u00a0د.ت');
    expect(formatMoney(0, 'en')).toBe('0.00\u00a0DT');
  });
});
