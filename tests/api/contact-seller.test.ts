import { expect, it } from 'vitest';
import type { BuyerConversation } from '../../common/contracts/buyer.ts';
import type { Message } from '../../common/contracts/messages.ts';
import { describeEachEngine } from './harness.ts';
import { caller, newStore } from './market-fixtures.ts';
import { newAccount } from './session.ts';

describeEachEngine(
  'Contact Seller',
  (env) => {
    const call = caller(() => env().app);
    const contact = (storeId: number, payload: object, cookie?: string) =>
      call('POST', `/api/marketplace/stores/${storeId}/messages`, cookie, payload);
    const inbox = async (cookie: string) =>
      (await call('GET', '/api/messages', cookie)).json<Message[] | { items: Message[] }>();
    const messagesOf = (list: Message[] | { items: Message[] }) =>
      Array.isArray(list) ? list : list.items;

    it('puts a guest’s message in the seller’s inbox as new, from a customer record, and joins later ones', async () => {
      const store = await newStore(env().app, 'Bijoux de Djerba');
      const first = await contact(store.id, {
        name: 'Rania Mansour',
        phone: '+216 98 765 432',
        content: 'Bonjour, livrez-vous à Gabès ?',
      });
      expect(first.statusCode, first.body).toBe(201);
      expect(first.json()).toMatchObject({ id: expect.any(Number), createdAt: expect.any(String) });
      // The message that started the record brings its guest a private link (issue 15).
      expect(first.json().conversationToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect((await call('GET', '/api/messages/unread', store.cookie)).json()).toMatchObject({
        count: 1,
      });
      const second = await contact(store.id, {
        name: 'Rania M.',
        phone: '98765432',
        content: 'Et le prix pour deux bagues ?',
      });
      expect(second.statusCode).toBe(201);
      // One filed under it by the phone alone gets none: anyone can type a number.
      expect(second.json().conversationToken).toBeNull();
      const messages = messagesOf(await inbox(store.cookie));
      expect(messages).toHaveLength(2);
      expect(new Set(messages.map((m) => m.customerId)).size).toBe(1);
      expect(messages[0]).toMatchObject({ status: 'unread', direction: 'inbound' });
      const customers = (await call('GET', '/api/customers', store.cookie)).json();
      expect(customers.items).toEqual([
        expect.objectContaining({ name: 'Rania Mansour', phone: '+21698765432' }),
      ]);
    });

    it('takes only the text from a signed-in buyer, who then reads the seller’s reply in their area', async () => {
      const store = await newStore(env().app, 'Chechia Tunis');
      const buyer = await newAccount(env().app, 'customer');
      const sent = await contact(store.id, { content: 'Avez-vous la taille 58 ?' }, buyer.cookie);
      expect(sent.statusCode, sent.body).toBe(201);
      const [message] = messagesOf(await inbox(store.cookie));
      expect(message?.customer).toMatchObject({ name: 'Test User' });
      const reply = await call('POST', '/api/messages', store.cookie, {
        customerId: message?.customerId,
        content: 'Oui, en rouge et en noir.',
      });
      expect(reply.statusCode, reply.body).toBe(201);
      await contact(store.id, { content: 'Parfait, je prends la rouge.' }, buyer.cookie);
      const conversations = (await call('GET', '/api/my/conversations', buyer.cookie)).json<
        BuyerConversation[]
      >();
      expect(conversations).toHaveLength(1);
      expect(conversations[0]?.store.name).toBe('Chechia Tunis');
      expect(conversations[0]?.messages.map((m) => [m.direction, m.content])).toEqual([
        ['inbound', 'Avez-vous la taille 58 ?'],
        ['outbound', 'Oui, en rouge et en noir.'],
        ['inbound', 'Parfait, je prends la rouge.'],
      ]);
      expect(new Set(messagesOf(await inbox(store.cookie)).map((m) => m.customerId)).size).toBe(1);
    });

    it('never files a guest under a record linked to someone’s account', async () => {
      const store = await newStore(env().app, 'Sfax Épices');
      const buyer = await newAccount(env().app, 'customer');
      await contact(store.id, { content: 'Bonjour', phone: '+216 20 111 222' }, buyer.cookie);
      await contact(store.id, {
        name: 'Quelqu’un',
        phone: '20 111 222',
        content: 'Je me fais passer pour un autre',
      });
      const conversations = (await call('GET', '/api/my/conversations', buyer.cookie)).json<
        BuyerConversation[]
      >();
      expect(conversations[0]?.messages.map((m) => m.content)).toEqual(['Bonjour']);
    });

    it('refuses what it cannot deliver, with the field’s message', async () => {
      const store = await newStore(env().app, 'Tapis Kairouan');
      const cases: [object, string, string][] = [
        [
          { name: 'Ali', content: 'Bonjour' },
          'contact',
          'Please give an email address or a phone number.',
        ],
        [
          { email: 'ali@example.tn', content: 'Bonjour' },
          'name',
          'Name must be at least 2 characters.',
        ],
        [
          { name: 'Ali', email: 'ali@', content: 'Bonjour' },
          'email',
          'Please enter a valid email address.',
        ],
        [
          { name: 'Ali', phone: '123', content: 'Bonjour' },
          'phone',
          'Please enter a Tunisian phone number: +216 and 8 digits.',
        ],
        [{ name: 'Ali', phone: '22123456', content: '   ' }, 'content', 'Please write a message.'],
        [
          { name: 'Ali', phone: '22123456', content: 'x'.repeat(2001) },
          'content',
          'The message must be at most 2000 characters.',
        ],
      ];
      for (const [payload, field, message] of cases) {
        const response = await contact(store.id, payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        expect(response.json().errors[field], JSON.stringify(payload)).toBe(message);
      }
      expect(messagesOf(await inbox(store.cookie))).toHaveLength(0);
      expect((await call('GET', '/api/customers', store.cookie)).json().total).toBe(0);
      expect(
        (await contact(999_999, { name: 'Ali', phone: '22123456', content: 'Hi' })).statusCode,
      ).toBe(404);
      expect(
        (await contact(Number.NaN, { name: 'Ali', phone: '22123456', content: 'Hi' })).statusCode,
      ).toBe(400);
      const own = await contact(store.id, { content: 'Moi-même' }, store.cookie);
      expect(own.statusCode).toBe(400);
      expect(own.json().message).toBe('You cannot send a message to your own store.');
    });
  },
  { seed: false },
);
