/**
 * What each email says, on both engines, as a real SMTP server (smtp-fixture.ts) receives it: to
 * whom, in which language, with which links; unsubscribe by the page and by one-click, from that
 * kind only; the profile's preferences; the configuration and logs that keep links working and
 * secrets out of the log. Past 300 lines: one case per email and per way out.
 */
import { desc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmailPreferences, Unsubscribe } from '../../common/contracts/notifications.ts';
import { emailOutbox, messages } from '../../server/db/schema.ts';
import { logSerializers } from '../../server/app.ts';
import { ConfigError, loadConfig } from '../../server/config.ts';
import { queueEmail } from '../../server/modules/email/index.ts';
import { createMailTransport } from '../../server/modules/email/transport.ts';
import {
  address,
  checkout,
  emailTo,
  ORIGIN,
  outboxRows,
  QUICK,
  shop,
  tokenOf,
  waitUntil,
} from './email-fixtures.ts';
import { createTestEnv, ENGINES, type TestEnv } from './harness.ts';
import { caller } from './market-fixtures.ts';
import { newAccount } from './session.ts';
import { startSmtpFixture, type SmtpFixture } from './smtp-fixture.ts';

const NBSP = '\u00a0';

for (const engine of ENGINES) {
  describe(`email [${engine}]`, () => {
    let smtp: SmtpFixture;
    let env: TestEnv;
    const app = () => env.app;
    const call = caller(app);

    beforeAll(async () => {
      smtp = await startSmtpFixture();
      env = await createTestEnv(engine, {
        config: { SMTP_URL: smtp.url, PUBLIC_URL: ORIGIN },
        mail: QUICK,
      });
    });
    afterAll(async () => {
      await env?.app.close();
      await smtp?.close();
    });

    async function setLanguage(cookie: string, language: string) {
      const response = await app().inject({
        method: 'PUT',
        url: '/api/user/language',
        headers: { cookie },
        payload: { language },
      });
      expect(response.statusCode, response.body).toBe(204);
    }

    async function accountEmail(cookie: string) {
      const response = await call('GET', '/api/user/email-preferences', cookie);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<EmailPreferences>().email;
    }

    it('confirms a guest order to the buyer in the page language and tells the seller in theirs', async () => {
      const store = await shop(app(), 'Olives de Sfax');
      await setLanguage(store.cookie, 'ar');
      const buyerEmail = address('amel');
      const { order } = await checkout(app(), store, buyerEmail, 'fr');

      const confirmation = await emailTo(smtp, buyerEmail);
      expect(confirmation.to).toEqual([buyerEmail]);
      expect(confirmation.headers.get('from')).toContain('no-reply@hanout.tn');
      expect(confirmation.subject).toBe(`Votre commande ${order.reference} chez Olives de Sfax`);
      expect(confirmation.html).toContain('<html lang="fr" dir="ltr">');
      // User text is escaped, money written the French way.
      expect(confirmation.html).toContain('2 × Huile d’olive &lt;1L&gt; &amp; &quot;extra&quot;');
      expect(confirmation.html).not.toContain('<1L>');
      expect(confirmation.text).toContain(`Total à payer en espèces${NBSP}: 25,00${NBSP}DT`);
      expect(confirmation.text).toContain('de 1 à 3 jours');
      expect(confirmation.text).toContain(order.deliveryCode);
      const track = `${ORIGIN}/marketplace/orders/track?reference=${order.reference}`;
      expect(confirmation.text).toContain(track);
      expect(confirmation.text).toContain(`key=${order.buyerKey}`);
      expect(confirmation.html).toContain(`key=${order.buyerKey}`);
      const token = tokenOf(confirmation);
      expect(confirmation.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
      expect(confirmation.text).toContain(`${ORIGIN}/email/unsubscribe/${token}`);
      expect(confirmation.html).toContain(`href="${ORIGIN}/email/unsubscribe/${token}"`);

      const sellerEmail = await accountEmail(store.cookie);
      const sellerNews = await emailTo(smtp, sellerEmail);
      expect(sellerNews.subject).toBe(`طلب جديد ${order.reference} في Olives de Sfax`);
      expect(sellerNews.html).toContain('<html lang="ar" dir="rtl">');
      expect(sellerNews.text).toContain(`25,00${NBSP}د.ت`);
      expect(sellerNews.text).toContain(`${ORIGIN}/orders/${order.id}`);
      expect(tokenOf(sellerNews)).not.toBe(token);
    });

    it('tells the buyer of a status change, with what it means and the code', async () => {
      const store = await shop(app(), 'Poterie de Nabeul');
      const buyerEmail = address('status');
      const { order } = await checkout(app(), store, buyerEmail, 'en');
      await emailTo(smtp, buyerEmail, 'Your order');
      const moved = await call('PATCH', `/api/orders/${order.id}`, store.cookie, {
        status: 'shipped',
      });
      expect(moved.statusCode, moved.body).toBe(200);
      const news = await emailTo(smtp, buyerEmail, 'Shipped');
      expect(news.subject).toBe(`Order ${order.reference}: Shipped`);
      expect(news.html).toContain('<html lang="en" dir="ltr">');
      expect(news.text).toContain(
        'Your order has left Poterie de Nabeul and is on its way to you.',
      );
      expect(news.text).toContain(order.deliveryCode);
      expect(news.text).toContain(`key=${order.buyerKey}`);
      tokenOf(news);
    });

    it("emails a buyer the store's reply, with the link to read it", async () => {
      const store = await shop(app(), 'Dar Zitouna');
      const buyer = await newAccount(app(), 'customer');
      const asked = await call(
        'POST',
        `/api/marketplace/stores/${store.id}/messages`,
        buyer.cookie,
        {
          content: 'Avez-vous la taille M ?',
        },
      );
      expect(asked.statusCode, asked.body).toBe(201);
      const [latest] = await env.database.db
        .select({ customerId: messages.customerId })
        .from(messages)
        .where(eq(messages.storeId, store.id))
        .orderBy(desc(messages.id))
        .limit(1);
      const customerId = latest?.customerId;
      const replied = await call('POST', '/api/messages', store.cookie, {
        customerId,
        content: 'Oui, <b>en rouge</b> et en noir.',
      });
      expect(replied.statusCode, replied.body).toBe(201);
      const buyerEmail = await accountEmail(buyer.cookie);
      const reply = await emailTo(smtp, buyerEmail, 'Dar Zitouna');
      expect(reply.subject).toBe('Dar Zitouna replied to you');
      expect(reply.html).toContain('Oui, &lt;b&gt;en rouge&lt;/b&gt; et en noir.');
      expect(reply.text).toContain(`${ORIGIN}/dashboard`);
      tokenOf(reply);
      // The sent email's data (which may hold a private link) is wiped.
      const [row] = (await outboxRows(env.database, buyerEmail)).filter(
        (r) => r.template === 'message_reply',
      );
      await waitUntil(async () => {
        const [fresh] = await env.database.db
          .select()
          .from(emailOutbox)
          .where(eq(emailOutbox.id, row?.id ?? 0));
        return fresh?.sentAt !== null && fresh?.data === null;
      });
    });

    it('emails a guest their private link, then each reply with a fresh link, in their language', async () => {
      const store = await shop(app(), 'Chéchias de Tunis');
      const guestEmail = address('guest');
      const contact = await app().inject({
        method: 'POST',
        url: `/api/marketplace/stores/${store.id}/messages`,
        headers: { cookie: 'hanout-lang=ar' },
        payload: { content: 'هل لديكم مقاس كبير؟', name: 'Sami', email: guestEmail },
      });
      expect(contact.statusCode, contact.body).toBe(201);
      const { conversationToken } = contact.json<{ conversationToken: string }>();
      const started = await emailTo(smtp, guestEmail);
      expect(started.subject).toBe('محادثتك مع Chéchias de Tunis');
      expect(started.html).toContain('<html lang="ar" dir="rtl">');
      expect(started.text).toContain(`${ORIGIN}/marketplace/conversations/${conversationToken}`);
      tokenOf(started);

      const [latest] = await env.database.db
        .select({ customerId: messages.customerId })
        .from(messages)
        .where(eq(messages.storeId, store.id))
        .orderBy(desc(messages.id))
        .limit(1);
      const replied = await call('POST', '/api/messages', store.cookie, {
        customerId: latest?.customerId,
        content: 'نعم، متوفر.',
      });
      expect(replied.statusCode, replied.body).toBe(201);
      const reply = await emailTo(smtp, guestEmail, 'ردّ عليك');
      const link = /\/marketplace\/conversations\/([A-Za-z0-9_-]{43})/.exec(reply.text)?.[1];
      expect(link).toBeDefined();
      expect(link).not.toBe(conversationToken);
      expect(reply.text).toContain('نعم، متوفر.');
      // Both carried a private link: their data is wiped once sent.
      await waitUntil(async () =>
        (await outboxRows(env.database, guestEmail)).every(
          (row) => row.sentAt !== null && row.data === null,
        ),
      );
    });

    it('unsubscribes by one-click POST and by the page, from that kind only', async () => {
      const store = await shop(app(), 'Epices du Cap Bon');
      const buyerEmail = address('unsub');
      const { order } = await checkout(app(), store, buyerEmail, 'en');
      const confirmation = await emailTo(smtp, buyerEmail, 'Your order');
      const token = tokenOf(confirmation);

      const unknown = await call('GET', '/api/email/unsubscribe/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({ code: 'unsubscribe.notFound' });
      expect((await call('GET', '/api/email/unsubscribe/x')).statusCode).toBe(404);

      const before = await call('GET', `/api/email/unsubscribe/${token}`);
      expect(before.statusCode, before.body).toBe(200);
      const masked = `u•••@example.tn`;
      expect(before.json<Unsubscribe>()).toEqual({
        kind: 'order_confirmation',
        email: masked,
        unsubscribed: false,
      });
      expect(before.headers['cache-control']).toBe('no-store');

      // RFC 8058: a mail provider's server posts the form, no Origin, no cookie.
      const oneClick = await app().inject({
        method: 'POST',
        url: `/api/email/unsubscribe/${token}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(oneClick.statusCode, oneClick.body).toBe(200);
      expect(oneClick.json<Unsubscribe>()).toMatchObject({ unsubscribed: true, email: masked });
      // Any other form post is still refused.
      for (const [method, url] of [
        ['POST', '/api/messages'],
        ['PUT', '/api/user/email-preferences'],
      ] as const) {
        const form = await app().inject({
          method,
          url,
          headers: { cookie: store.cookie, 'content-type': 'application/x-www-form-urlencoded' },
          payload: 'List-Unsubscribe=One-Click',
        });
        expect(form.statusCode, `${method} ${url}`).toBe(400);
        expect(form.json<{ code: string }>().code).toBe('request.jsonOnly');
      }

      // The next confirmation to that address is not even queued; the status email still goes.
      await checkout(app(), store, buyerEmail.toUpperCase(), 'en');
      const confirmations = (await outboxRows(env.database, buyerEmail.toUpperCase())).filter(
        (row) => row.template === 'order_confirmation',
      );
      expect(confirmations).toEqual([]);
      await call('PATCH', `/api/orders/${order.id}`, store.cookie, { status: 'shipped' });
      const status = await emailTo(smtp, buyerEmail, 'Shipped');

      // The status email's page link: the page posts JSON from the site.
      const statusToken = tokenOf(status);
      const page = await app().inject({
        method: 'POST',
        url: `/api/email/unsubscribe/${statusToken}`,
        headers: { origin: ORIGIN, 'content-type': 'application/json' },
        payload: {},
      });
      expect(page.statusCode, page.body).toBe(200);
      expect(page.json<Unsubscribe>()).toMatchObject({ kind: 'order_status', unsubscribed: true });
      expect((await call('GET', `/api/email/unsubscribe/${statusToken}`)).json()).toMatchObject({
        unsubscribed: true,
      });
      const sent = smtp.messages.length;
      await call('PATCH', `/api/orders/${order.id}`, store.cookie, { status: 'delivered' });
      const statusRows = (await outboxRows(env.database, buyerEmail)).filter(
        (row) => row.template === 'order_status',
      );
      expect(statusRows).toHaveLength(1);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(smtp.messages.slice(sent).filter((m) => m.to.includes(buyerEmail))).toEqual([]);
    });

    it('keeps email preferences per account: each kind on or off', async () => {
      const store = await shop(app(), 'Tapis de Kairouan');
      const sellerEmail = await accountEmail(store.cookie);
      const initial = await call('GET', '/api/user/email-preferences', store.cookie);
      expect(initial.headers['cache-control']).toBe('private, no-store');
      expect(initial.json<EmailPreferences>()).toEqual({
        email: sellerEmail,
        kinds: [
          { kind: 'order_new', enabled: true },
          { kind: 'message_new', enabled: true },
        ],
      });
      const put = (cookie: string, kinds: Record<string, unknown>) =>
        app().inject({
          method: 'PUT',
          url: '/api/user/email-preferences',
          headers: { cookie },
          payload: { kinds },
        });
      const off = await put(store.cookie, { order_new: false });
      expect(off.statusCode, off.body).toBe(200);
      expect(off.json<EmailPreferences>().kinds).toEqual([
        { kind: 'order_new', enabled: false },
        { kind: 'message_new', enabled: true },
      ]);
      const wrong = await put(store.cookie, { order_status: false });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject({ code: 'emailPreferences.kind.invalid' });
      const unknown = await put(store.cookie, { spam: true });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toMatchObject({ code: 'emailPreferences.kind.invalid' });
      expect((await put(store.cookie, { order_new: 'no' })).statusCode).toBe(400);
      expect((await call('GET', '/api/user/email-preferences')).statusCode).toBe(401);

      // Turned off: the seller's order_new is not queued, the buyer's confirmation is.
      const buyerEmail = address('prefs');
      await checkout(app(), store, buyerEmail, 'en');
      expect(
        (await outboxRows(env.database, sellerEmail)).filter((row) => row.template === 'order_new'),
      ).toEqual([]);
      await emailTo(smtp, buyerEmail, 'Your order');
      // And back on.
      const on = await put(store.cookie, { order_new: true });
      expect(on.json<EmailPreferences>().kinds[0]).toEqual({ kind: 'order_new', enabled: true });
      await checkout(app(), store, address('prefs'), 'en');
      await emailTo(smtp, sellerEmail, 'New order');

      const buyer = await newAccount(app(), 'customer');
      expect(
        (await call('GET', '/api/user/email-preferences', buyer.cookie))
          .json<EmailPreferences>()
          .kinds.map((k) => k.kind),
      ).toEqual(['order_confirmation', 'order_status', 'message_reply']);
      const transporter = await newAccount(app(), 'transporter');
      expect(
        (
          await call('GET', '/api/user/email-preferences', transporter.cookie)
        ).json<EmailPreferences>().kinds,
      ).toEqual([]);
    });

    it('renders every template in Arabic, right to left, without leaking markup', async () => {
      const to = address('templates');
      await env.database.db.transaction(async (tx) => {
        await queueEmail(tx, {
          template: 'password_reset',
          to,
          language: 'ar',
          data: { name: 'سلمى <script>', resetPath: '/auth/reset-password#token=abc', minutes: 30 },
        });
        await queueEmail(tx, {
          template: 'conversation_started',
          to,
          language: 'fr',
          data: {
            storeName: 'Dar & Co',
            conversationPath: '/marketplace/conversations/tok',
          },
        });
        await queueEmail(tx, {
          template: 'message_new',
          to,
          language: 'en',
          data: {
            storeName: 'Dar',
            customerName: 'Sami "the buyer"',
            excerpt: 'Hi',
            messagesPath: '/messages',
          },
        });
      });
      const reset = await emailTo(smtp, to, 'كلمة مرور');
      expect(reset.html).toContain('<html lang="ar" dir="rtl">');
      expect(reset.html).toContain('سلمى &lt;script&gt;');
      expect(reset.text).toContain(`${ORIGIN}/auth/reset-password#token=abc`);
      // A password reset has no unsubscribe: one cannot turn it off.
      expect(reset.headers.has('list-unsubscribe')).toBe(false);
      expect(reset.text).not.toContain('/email/unsubscribe/');
      const started = await emailTo(smtp, to, 'conversation');
      expect(started.subject).toBe('Votre conversation avec Dar & Co');
      // Nothing the guest typed is in it (anyone can name any address): no name, no words.
      expect(started.html).not.toContain('Bonjour');
      expect(started.text).toContain(`${ORIGIN}/marketplace/conversations/tok`);
      const news = await emailTo(smtp, to, 'New message');
      expect(news.html).toContain('Sami &quot;the buyer&quot;');
    });
  });
}

describe('email configuration and logs', () => {
  it('refuses SMTP_URL without PUBLIC_URL in production, in one line; elsewhere starts', () => {
    const smtpOnly = { SMTP_URL: 'smtp://mail.example.tn:587' };
    expect(() => loadConfig(smtpOnly)).toThrow(ConfigError);
    expect(() => loadConfig(smtpOnly)).toThrow(
      /^Invalid configuration: PUBLIC_URL must be set when SMTP_URL is: the links in emails are made from it$/,
    );
    expect(loadConfig({ ...smtpOnly, PUBLIC_URL: 'https://hanout.tn' }).SMTP_URL).toBe(
      smtpOnly.SMTP_URL,
    );
    expect(loadConfig({ ...smtpOnly, NODE_ENV: 'test' }).PUBLIC_URL).toBeUndefined();
  });

  it('keeps guest conversation and unsubscribe tokens out of the request log', () => {
    const token = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde';
    const logged = (url: string) =>
      logSerializers.req({
        method: 'GET',
        url,
        headers: {},
        host: 'hanout.tn',
        ip: '127.0.0.1',
        socket: { remotePort: 4000 },
      } as unknown as FastifyRequest).url;
    expect(logged(`/api/marketplace/conversations/${token}`)).toBe(
      '/api/marketplace/conversations/<redacted>',
    );
    expect(logged(`/api/marketplace/conversations/${token}/messages`)).toBe(
      '/api/marketplace/conversations/<redacted>/messages',
    );
    expect(logged(`/marketplace/conversations/${token}?lng=fr`)).toBe(
      '/marketplace/conversations/<redacted>?lng=fr',
    );
    expect(logged(`/api/email/unsubscribe/${token}`)).toBe('/api/email/unsubscribe/<redacted>');
    expect(logged(`/email/unsubscribe/${token}`)).toBe('/email/unsubscribe/<redacted>');
    expect(logged('/api/marketplace/stores/12/products?q=huile')).toBe(
      '/api/marketplace/stores/12/products?q=huile',
    );
  });

  it('without SMTP_URL logs each email in full outside production, never its text in production', async () => {
    const lines: { level: string; fields: unknown; message?: string }[] = [];
    const log = {
      info: (fields: unknown, message?: string) => lines.push({ level: 'info', fields, message }),
      warn: (fields: unknown, message?: string) => lines.push({ level: 'warn', fields, message }),
    } as unknown as FastifyBaseLogger;
    const email = {
      to: 'amel@example.tn',
      template: 'password_reset',
      subject: 'Choose a new password',
      html: '<p>secret</p>',
      text: 'https://hanout.tn/auth/reset-password#token=secret',
      headers: {},
    };
    const development = createMailTransport({
      smtpUrl: undefined,
      from: 'Hanout <no-reply@hanout.tn>',
      timeoutMs: 1000,
      log,
      production: false,
    });
    await development.send(email);
    expect(JSON.stringify(lines)).toContain('#token=secret');

    lines.length = 0;
    const production = createMailTransport({
      smtpUrl: undefined,
      from: 'Hanout <no-reply@hanout.tn>',
      timeoutMs: 1000,
      log,
      production: true,
    });
    await production.send(email);
    await production.send(email);
    expect(JSON.stringify(lines)).not.toContain('secret');
    expect(lines.filter((line) => line.level === 'warn')).toHaveLength(1);
    expect(lines.filter((line) => line.level === 'info')).toHaveLength(2);
    expect(lines.at(-1)?.fields).toEqual({
      to: 'amel@example.tn',
      template: 'password_reset',
      subject: 'Choose a new password',
    });
  });
});
