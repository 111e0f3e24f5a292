import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { contactMessages } from '../../server/db/schema.ts';
import { describeEachEngine } from './harness.ts';
import { caller, newAccount } from './session.ts';

const valid = {
  name: 'Amira Ben Salah',
  email: 'amira@example.tn',
  topic: 'seller',
  message: 'Bonjour, comment ouvrir une boutique ?',
  language: 'fr',
};

describeEachEngine(
  'the /contact form',
  (env) => {
    const call = caller(() => env().app);
    const send = (payload: object, cookie?: string) =>
      call('POST', '/api/contact', cookie, payload);
    const stored = () => env().database.db.select().from(contactMessages);

    it('stores a visitor’s message for the operator and answers 201 with its id', async () => {
      const response = await send({ ...valid, name: '  Amira Ben Salah ' });
      expect(response.statusCode, response.body).toBe(201);
      const { id } = response.json<{ id: number }>();
      expect(id).toEqual(expect.any(Number));
      const [row] = await env()
        .database.db.select()
        .from(contactMessages)
        .where(eq(contactMessages.id, id));
      expect(row).toMatchObject({
        name: 'Amira Ben Salah',
        email: 'amira@example.tn',
        topic: 'seller',
        message: 'Bonjour, comment ouvrir une boutique ?',
        language: 'fr',
        userId: null,
        handledAt: null,
      });
    });

    it('notes the account of a signed-in writer, and English when no language is given', async () => {
      const buyer = await newAccount(env().app, 'customer');
      const { language: _omitted, ...withoutLanguage } = valid;
      const response = await send({ ...withoutLanguage, topic: 'buyer' }, buyer.cookie);
      expect(response.statusCode, response.body).toBe(201);
      const [row] = await env()
        .database.db.select()
        .from(contactMessages)
        .where(eq(contactMessages.id, response.json<{ id: number }>().id));
      expect(row).toMatchObject({ userId: buyer.id, language: 'en', topic: 'buyer' });
    });

    it('refuses each bad field with its message, and stores nothing', async () => {
      const before = (await stored()).length;
      const cases: [object, string, string][] = [
        [{ ...valid, name: ' A ' }, 'name', 'Name must be at least 2 characters.'],
        [{ ...valid, name: 'x'.repeat(101) }, 'name', 'Name must be at most 100 characters.'],
        [{ ...valid, email: 'amira@' }, 'email', 'Please enter a valid email address.'],
        [{ ...valid, email: undefined }, 'email', 'Please enter a valid email address.'],
        [{ ...valid, topic: 'complaint' }, 'topic', 'Please choose a topic.'],
        [{ ...valid, topic: undefined }, 'topic', 'Please choose a topic.'],
        [
          { ...valid, message: '  too short  ' },
          'message',
          'The message must be at least 10 characters.',
        ],
        [
          { ...valid, message: 'x'.repeat(2001) },
          'message',
          'The message must be at most 2000 characters.',
        ],
        [{ ...valid, language: 'de' }, 'language', 'Please choose English, French or Arabic.'],
      ];
      for (const [payload, field, message] of cases) {
        const response = await send(payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        expect(response.json().errors[field], JSON.stringify(payload)).toBe(message);
      }
      const empty = await send({});
      expect(empty.statusCode).toBe(400);
      expect(Object.keys(empty.json().errors).sort()).toEqual(
        ['email', 'message', 'name', 'topic'].sort(),
      );
      expect(await stored()).toHaveLength(before);
    });

    it('accepts exactly 10 and 2000 characters', async () => {
      expect((await send({ ...valid, message: 'x'.repeat(10) })).statusCode).toBe(201);
      expect((await send({ ...valid, message: 'x'.repeat(2000) })).statusCode).toBe(201);
    });
  },
  { seed: false },
);

describeEachEngine(
  'the /contact form’s limit per address',
  (env) => {
    const call = caller(() => env().app);

    it('answers 429 with a message once an address has sent its share, and stores no more', async () => {
      const send = () => call('POST', '/api/contact', undefined, valid);
      expect([(await send()).statusCode, (await send()).statusCode]).toEqual([201, 201]);
      const refused = await send();
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toBe('Too many messages. Please wait a few minutes.');
      expect(await env().database.db.select().from(contactMessages)).toHaveLength(2);
      // Another public call from the same address keeps its own allowance.
      expect((await call('GET', '/api/marketplace/stores')).statusCode).toBe(200);
    });
  },
  {
    seed: false,
    rateLimits: {
      checkout: { max: 2, windowMs: 60_000 },
      contactSeller: { max: 2, windowMs: 60_000 },
      orderTracking: { max: 2, windowMs: 60_000 },
      contactForm: { max: 2, windowMs: 60_000 },
    },
  },
);
