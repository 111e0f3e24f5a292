/**
 * A guest's private conversation link (issue 15): Contact Seller gives a guest a token (only its
 * hash stored) to read the store's replies and answer; the answer lands in the seller's inbox.
 * A wrong, altered or short token is a 404; a link never shows what the customer record held
 * before the guest's first message, nor another store's conversation.
 */
import { createHash } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { GuestConversation } from '../../common/contracts/conversations.ts';
import type { Message } from '../../common/contracts/messages.ts';
import { conversationLinks, emailOutbox, notifications, users } from '../../server/db/schema.ts';
import { describeEachEngine } from './harness.ts';
import { newStore } from './market-fixtures.ts';
import { newAccount } from './session.ts';

const MINUTE = 60 * 1000;

let addressCounter = 0;
/** Each request its own client address, but for the rate limit's test. */
const newAddress = () =>
  `10.88.${Math.floor(addressCounter / 200)}.${(addressCounter++ % 200) + 1}`;

describeEachEngine(
  'guest conversation links',
  (env) => {
    const app = () => env().app;
    const db = () => env().app.database.db;

    const contact = (storeId: number, payload: object, cookie?: string, query = '') =>
      app().inject({
        method: 'POST',
        url: `/api/marketplace/stores/${storeId}/messages${query}`,
        remoteAddress: newAddress(),
        headers: cookie ? { cookie } : {},
        payload,
      });
    const read = (token: string) =>
      app().inject({
        method: 'GET',
        url: `/api/marketplace/conversations/${encodeURIComponent(token)}`,
      });
    const answer = (token: string, content: string, remoteAddress = newAddress()) =>
      app().inject({
        method: 'POST',
        url: `/api/marketplace/conversations/${encodeURIComponent(token)}/messages`,
        remoteAddress,
        payload: { content },
      });
    const inbox = async (cookie: string) =>
      (await app().inject({ method: 'GET', url: '/api/messages', headers: { cookie } })).json<
        Message[]
      >();
    const reply = (cookie: string, customerId: number, content: string) =>
      app().inject({
        method: 'POST',
        url: '/api/messages',
        headers: { cookie },
        payload: { customerId, content },
      });
    const conversationOf = async (token: string) => {
      const response = await read(token);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<GuestConversation>();
    };
    const tokenOf = (response: Awaited<ReturnType<typeof contact>>): string => {
      expect(response.statusCode, response.body).toBe(201);
      return response.json<{ conversationToken: string }>().conversationToken;
    };

    it('gives a guest a private link, emailed in their language, and stores only its hash', async () => {
      const store = await newStore(app(), 'Tapis de Kairouan');
      const sent = await contact(
        store.id,
        {
          name: 'Rania Mansour',
          email: 'rania@example.tn',
          content: 'Bonjour, livrez-vous à Gabès ?',
        },
        undefined,
        '?lng=ar',
      );
      const token = tokenOf(sent);
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(sent.headers['cache-control']).toBe('private, no-store');

      const [link] = await db()
        .select()
        .from(conversationLinks)
        .where(eq(conversationLinks.storeId, store.id));
      expect(link).toMatchObject({
        tokenHash: createHash('sha256').update(token).digest('hex'),
        email: 'rania@example.tn',
        language: 'ar',
        sinceMessageId: sent.json().id,
      });
      const [email] = await db()
        .select()
        .from(emailOutbox)
        .where(
          and(
            eq(emailOutbox.template, 'conversation_started'),
            eq(emailOutbox.toAddress, 'rania@example.tn'),
          ),
        );
      expect(email?.language).toBe('ar');
      // Nothing the guest typed (name, words) rides along to whatever address they gave.
      expect(email?.data).toEqual({
        storeName: 'Tapis de Kairouan',
        conversationPath: `/marketplace/conversations/${token}`,
      });

      const response = await read(token);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.json()).toMatchObject({
        store: { id: store.id, name: 'Tapis de Kairouan', logo: null },
        name: 'Rania Mansour',
        messages: [{ direction: 'inbound', content: 'Bonjour, livrez-vous à Gabès ?' }],
      });
    });

    it('queues no email for a guest who left only a phone', async () => {
      const store = await newStore(app(), 'Céramique de Nabeul');
      const token = tokenOf(
        await contact(store.id, { name: 'Hedi', phone: '22 333 444', content: 'Prix ?' }),
      );
      expect((await conversationOf(token)).messages).toHaveLength(1);
      const emails = await db()
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.template, 'conversation_started'));
      expect(emails.map((row) => row.data)).not.toContainEqual(
        expect.objectContaining({ conversationPath: `/marketplace/conversations/${token}` }),
      );
    });

    it('lands the guest’s answer in the seller’s inbox, and shows the seller’s reply through the link', async () => {
      const store = await newStore(app(), 'Dattes de Tozeur');
      const sent = await contact(store.id, {
        name: 'Sami Trabelsi',
        email: 'sami@example.tn',
        phone: '98 111 222',
        content: 'Avez-vous des Deglet Nour ?',
      });
      const token = tokenOf(sent);
      const [first] = await inbox(store.cookie);
      const customerId = first?.customerId as number;

      const replied = await reply(store.cookie, customerId, 'Oui, 12 dinars le kilo.');
      expect(replied.statusCode, replied.body).toBe(201);
      const answered = await answer(token, 'Parfait, deux kilos svp.');
      expect(answered.statusCode, answered.body).toBe(201);
      expect(answered.headers['cache-control']).toBe('no-store');
      expect(answered.json()).toEqual({ id: expect.any(Number), createdAt: expect.any(String) });

      const messages = await inbox(store.cookie);
      const landed = messages.find((message) => message.id === answered.json().id);
      expect(landed).toMatchObject({
        customerId,
        direction: 'inbound',
        status: 'unread',
        content: 'Parfait, deux kilos svp.',
      });
      const unread = await app().inject({
        method: 'GET',
        url: '/api/messages/unread',
        headers: { cookie: store.cookie },
      });
      // The reply answered the first message; the guest's answer is the one new.
      expect(unread.json().count).toBe(1);
      // As any inbound message, it rings the seller's bell.
      const rung = await db()
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, store.id), eq(notifications.kind, 'message_new')));
      expect(rung.map((row) => row.params.excerpt)).toContain('Parfait, deux kilos svp.');

      expect(
        (await conversationOf(token)).messages.map((message) => [
          message.direction,
          message.content,
        ]),
      ).toEqual([
        ['inbound', 'Avez-vous des Deglet Nour ?'],
        ['outbound', 'Oui, 12 dinars le kilo.'],
        ['inbound', 'Parfait, deux kilos svp.'],
      ]);

      // The reply email carries a fresh link to the same conversation (guestReplyRecipients).
      const replies = await db()
        .select()
        .from(emailOutbox)
        .where(
          and(
            eq(emailOutbox.template, 'message_reply'),
            eq(emailOutbox.toAddress, 'sami@example.tn'),
          ),
        );
      expect(replies).toHaveLength(1);
      const path = (replies[0]?.data as { conversationPath: string }).conversationPath;
      const fresh = /^\/marketplace\/conversations\/([A-Za-z0-9_-]{43})$/.exec(path)?.[1];
      expect(fresh).toBeDefined();
      expect(fresh).not.toBe(token);
      expect((await conversationOf(fresh as string)).messages[0]?.content).toBe(
        'Avez-vous des Deglet Nour ?',
      );
    });

    it('answers 404 for a wrong, altered, short or malformed token', async () => {
      const store = await newStore(app(), 'Parfums de Tunis');
      const token = tokenOf(
        await contact(store.id, { name: 'Lina', phone: '55 666 777', content: 'Bonjour' }),
      );
      const altered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
      for (const wrong of [
        altered,
        token.slice(0, 42),
        `${token}A`,
        'A'.repeat(43),
        `${token.slice(0, 42)}=`,
        token.toUpperCase() === token ? token.toLowerCase() : token.toUpperCase(),
        'not-a-token',
      ]) {
        const got = await read(wrong);
        expect(got.statusCode, wrong).toBe(404);
        expect(got.json()).toEqual({
          message: 'This conversation link is not valid.',
          code: 'conversation.notFound',
        });
        const posted = await answer(wrong, 'Hello?');
        expect(posted.statusCode, wrong).toBe(404);
        expect(posted.json().code).toBe('conversation.notFound');
      }
      expect(await inbox(store.cookie)).toHaveLength(1);
    });

    it('gives no link to a guest filed under an existing record by its phone or email', async () => {
      const store = await newStore(app(), 'Huilerie du Sahel');
      const created = await app().inject({
        method: 'POST',
        url: '/api/customers',
        headers: { cookie: store.cookie },
        payload: { name: 'Mounir Gharbi', phone: '+216 20 444 555', email: 'mounir@example.tn' },
      });
      expect(created.statusCode, created.body).toBe(201);
      const customerId = created.json().id as number;
      expect(
        (await reply(store.cookie, customerId, 'Votre code de livraison est le 4821.')).statusCode,
      ).toBe(201);

      const byPhone = await contact(store.id, {
        name: 'Intrus',
        phone: '20444555',
        email: 'intrus@example.tn',
        content: 'Mon colis ?',
      });
      const byEmail = await contact(store.id, {
        name: 'Intrus',
        email: 'MOUNIR@example.tn',
        content: 'Et mon code ?',
      });
      for (const sent of [byPhone, byEmail]) {
        expect(sent.statusCode, sent.body).toBe(201);
        expect(sent.json().conversationToken).toBeNull();
      }
      // The seller still has both, under the record, with why they met it.
      const landed = (await inbox(store.cookie)).filter((m) => m.direction === 'inbound');
      expect(landed.map((m) => [m.customerId, m.guest?.matchedBy])).toEqual([
        [customerId, 'email'],
        [customerId, 'phone'],
      ]);
      expect(
        await db().select().from(conversationLinks).where(eq(conversationLinks.storeId, store.id)),
      ).toEqual([]);
      expect(
        await db()
          .select()
          .from(emailOutbox)
          .where(
            sql`lower(${emailOutbox.toAddress}) in ('intrus@example.tn', 'mounir@example.tn')`,
          ),
      ).toEqual([]);
    });

    it('keeps the store’s later answers from whoever types a guest’s phone or email', async () => {
      const store = await newStore(app(), 'Épicerie de Bizerte');
      const [{ last } = { last: 0 }] = await db()
        .select({ last: sql<number>`coalesce(max(${emailOutbox.id}), 0)::int` })
        .from(emailOutbox);
      const victimToken = tokenOf(
        await contact(store.id, {
          name: 'Salma',
          phone: '+216 22 111 222',
          email: 'salma@example.tn',
          content: 'hello',
        }),
      );
      const [first] = await inbox(store.cookie);
      const customerId = first?.customerId as number;

      // The attacker types the victim's phone with their own email, then the victim's email.
      for (const payload of [
        {
          name: 'Attaquant',
          phone: '22111222',
          email: 'attacker@evil.tn',
          content: 'Mon adresse ?',
        },
        { name: 'Attaquant', email: 'Salma@example.tn', content: 'Et mon code ?' },
      ]) {
        const sent = await contact(store.id, payload);
        expect(sent.statusCode, sent.body).toBe(201);
        expect(sent.json().conversationToken).toBeNull();
      }
      const secret = 'Madame, votre colis part demain au 5 rue X, code 4821.';
      expect((await reply(store.cookie, customerId, secret)).statusCode).toBe(201);

      // Everything queued since: the attacker's address hears nothing, the victim gets their
      // link, then the reply (and the seller a message_new per message).
      const outbox = await db()
        .select()
        .from(emailOutbox)
        .where(gt(emailOutbox.id, last))
        .orderBy(emailOutbox.id);
      expect(outbox.map((row) => row.toAddress)).not.toContain('attacker@evil.tn');
      expect(
        outbox
          .filter((row) => row.kind !== 'message_new')
          .map((row) => [row.template, row.toAddress]),
      ).toEqual([
        ['conversation_started', 'salma@example.tn'],
        ['message_reply', 'salma@example.tn'],
      ]);
      const links = await db()
        .select({ email: conversationLinks.email })
        .from(conversationLinks)
        .where(eq(conversationLinks.storeId, store.id));
      expect(new Set(links.map((link) => link.email))).toEqual(new Set(['salma@example.tn']));

      // The victim's link shows what they wrote and the store's answer, not the attacker's words.
      const seen = await conversationOf(victimToken);
      expect(seen.name).toBe('Salma');
      expect(seen.messages.map((message) => [message.direction, message.content])).toEqual([
        ['inbound', 'hello'],
        ['outbound', secret],
      ]);

      // The victim's own way stays open: their answer lands as the record's own guest.
      const answered = await answer(victimToken, 'Merci, à demain.');
      expect(answered.statusCode, answered.body).toBe(201);
      const landed = (await inbox(store.cookie)).find((m) => m.id === answered.json().id);
      expect(landed).toMatchObject({ customerId, guest: null, content: 'Merci, à demain.' });
      expect((await conversationOf(victimToken)).messages.at(-1)?.content).toBe('Merci, à demain.');
    });

    it('gives a signed-in buyer no link', async () => {
      const store = await newStore(app(), 'Chechias de la Médina');
      const buyer = await newAccount(app(), 'customer');
      const sent = await contact(store.id, { content: 'Taille 58 ?' }, buyer.cookie);
      expect(sent.statusCode, sent.body).toBe(201);
      expect(sent.json().conversationToken).toBeNull();
      const links = await db()
        .select()
        .from(conversationLinks)
        .where(eq(conversationLinks.storeId, store.id));
      expect(links).toEqual([]);
    });

    it('keeps a link to its own store: another store’s conversation stays out of reach', async () => {
      const first = await newStore(app(), 'Poterie de Guellala');
      const second = await newStore(app(), 'Bijoux de Djerba');
      const guest = { name: 'Yasmine', phone: '50 123 456', email: 'yasmine@example.tn' };
      const firstToken = tokenOf(await contact(first.id, { ...guest, content: 'Pour Guellala' }));
      const secondToken = tokenOf(await contact(second.id, { ...guest, content: 'Pour Djerba' }));
      const [secondMessage] = await inbox(second.cookie);
      await reply(second.cookie, secondMessage?.customerId as number, 'Réponse de Djerba');

      const seen = await conversationOf(firstToken);
      expect(seen.store.id).toBe(first.id);
      expect(seen.messages.map((message) => message.content)).toEqual(['Pour Guellala']);
      expect((await answer(firstToken, 'Encore pour Guellala')).statusCode).toBe(201);
      expect((await inbox(second.cookie)).map((message) => message.content)).toEqual([
        'Réponse de Djerba',
        'Pour Djerba',
      ]);
      expect((await conversationOf(secondToken)).messages).toHaveLength(2);
    });

    it('answers 404 once the store is suspended', async () => {
      const store = await newStore(app(), 'Boutique suspendue');
      const token = tokenOf(
        await contact(store.id, { name: 'Omar', phone: '21 987 654', content: 'Bonjour' }),
      );
      await db()
        .update(users)
        .set({ storeSuspendedAt: sql`now()`, storeSuspensionReason: 'Counterfeit goods' })
        .where(eq(users.id, store.id));
      expect((await read(token)).statusCode).toBe(404);
      expect((await answer(token, 'Allô ?')).json().code).toBe('conversation.notFound');
    });

    it('limits answers per address as Contact Seller does', async () => {
      const store = await newStore(app(), 'Limite');
      const token = tokenOf(
        await contact(store.id, { name: 'Nour', phone: '23 456 789', content: 'Bonjour' }),
      );
      const address = newAddress();
      for (let attempt = 0; attempt < 20; attempt++) {
        expect((await answer(token, `Message ${attempt}`, address)).statusCode).toBe(201);
      }
      const refused = await answer(token, 'Un de trop', address);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().code).toBe('limit.tooManyMessages');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect((await answer('A'.repeat(43), 'x', address)).statusCode).toBe(429);
    });

    it('refuses an empty answer with a clear message', async () => {
      const store = await newStore(app(), 'Vide');
      const token = tokenOf(
        await contact(store.id, { name: 'Nour', phone: '23 456 780', content: 'Bonjour' }),
      );
      const empty = await answer(token, '   ');
      expect(empty.statusCode).toBe(400);
      expect(empty.json().code).toEqual(expect.any(String));
    });
  },
  {
    rateLimits: { contactSeller: { max: 20, windowMs: 10 * MINUTE } },
    mail: { worker: false },
  },
);
