import { describe, expect, it } from 'vitest';
import type { Message } from '../../../../common/contracts/messages.ts';
import {
  type Conversation,
  conversationLabel,
  filterConversations,
  groupConversations,
  unreadMessageIds,
  withMessagesRead,
} from './conversations.ts';

const amina = { id: 1, name: 'Amina Ben Salah', email: 'amina@example.tn' };
const karim = { id: 2, name: 'Karim Trabelsi', email: null };
const leila = { id: 3, name: 'Léila Mabrouk', email: null };

/** The conversation at that place, failing the test when there is none. */
function nth(conversations: Conversation[], index = 0): Conversation {
  const conversation = conversations[index];
  if (!conversation) throw new Error(`no conversation at ${index}`);
  return conversation;
}

let nextId = 0;
function message(
  customer: Message['customer'],
  createdAt: string,
  overrides: Partial<Message> = {},
): Message {
  nextId += 1;
  return {
    id: nextId,
    customerId: customer.id,
    customer,
    content: `message ${nextId}`,
    status: 'read',
    direction: 'inbound',
    createdAt,
    guest: null,
    ...overrides,
  };
}

describe('groupConversations', () => {
  it('makes one conversation per customer, the latest message first, each thread oldest first', () => {
    const a1 = message(amina, '2026-03-01T09:00:00Z');
    const k1 = message(karim, '2026-03-02T09:00:00Z');
    const a2 = message(amina, '2026-03-03T09:00:00Z', { direction: 'outbound' });
    // The API answers newest first.
    const conversations = groupConversations([a2, k1, a1]);

    expect(conversations.map((c) => c.customer.name)).toEqual([amina.name, karim.name]);
    expect(nth(conversations).messages.map((m) => m.id)).toEqual([a1.id, a2.id]);
    expect(nth(conversations).latest).toBe(a2);
    expect(nth(conversations, 1).latest).toBe(k1);
  });

  it('counts only unread inbound messages', () => {
    const conversations = groupConversations([
      message(amina, '2026-03-01T09:00:00Z', { status: 'unread' }),
      message(amina, '2026-03-01T09:01:00Z', { status: 'unread' }),
      message(amina, '2026-03-01T09:02:00Z', { status: 'read' }),
      message(amina, '2026-03-01T09:03:00Z', { status: 'unread', direction: 'outbound' }),
    ]);
    expect(nth(conversations).unreadCount).toBe(2);
  });

  it('orders messages of the same instant by id', () => {
    const first = message(karim, '2026-03-01T09:00:00Z');
    const second = message(karim, '2026-03-01T09:00:00Z');
    const conversation = nth(groupConversations([second, first]));
    expect(conversation.messages).toEqual([first, second]);
  });

  it('answers no conversation for no message', () => {
    expect(groupConversations([])).toEqual([]);
  });
});

describe('filterConversations', () => {
  const conversations = groupConversations([
    message(amina, '2026-03-01T09:00:00Z', { content: 'Is the olive oil still available?' }),
    message(amina, '2026-03-02T09:00:00Z', { content: 'Thanks!' }),
    message(karim, '2026-03-02T10:00:00Z', { content: 'When will my order ship?' }),
    message(leila, '2026-03-02T11:00:00Z', { content: 'هل يتوفر زيت الزيتون؟' }),
  ]);
  const names = (query: string) =>
    filterConversations(conversations, query).map((c) => c.customer.name);

  it('keeps every conversation for an empty or blank query', () => {
    expect(names('')).toHaveLength(3);
    expect(names('   ')).toHaveLength(3);
  });

  it('matches the customer name, whatever the case and accents', () => {
    expect(names('karim')).toEqual([karim.name]);
    expect(names('LEILA')).toEqual([leila.name]);
  });

  it('matches the content of any message in the thread, not only the latest', () => {
    expect(names('olive oil')).toEqual([amina.name]);
    expect(names('زيت')).toEqual([leila.name]);
    expect(names('ship')).toEqual([karim.name]);
  });

  it('answers nothing when nothing matches', () => {
    expect(names('couscous')).toEqual([]);
  });
});

describe('unreadMessageIds and withMessagesRead', () => {
  it('names the unread inbound messages to mark read, and marks only those', () => {
    const unread = message(amina, '2026-03-01T09:00:00Z', { status: 'unread' });
    const awaiting = message(amina, '2026-03-01T09:01:00Z', { status: 'awaiting' });
    const reply = message(amina, '2026-03-01T09:02:00Z', { direction: 'outbound' });
    const other = message(karim, '2026-03-01T09:03:00Z', { status: 'unread' });
    const aminaConversation = nth(groupConversations([unread, awaiting, reply]));

    const ids = unreadMessageIds(aminaConversation);
    expect(ids).toEqual([unread.id]);
    expect(unreadMessageIds(undefined)).toEqual([]);

    const after = withMessagesRead([unread, awaiting, reply, other], ids);
    expect(after.map((m) => m.status)).toEqual(['read', 'awaiting', 'read', 'unread']);
    expect(unread.status).toBe('unread');
  });
});

describe('conversationLabel', () => {
  it('shows New message while anything is unread', () => {
    const conversation = nth(
      groupConversations([
        message(amina, '2026-03-01T09:00:00Z', { status: 'awaiting' }),
        message(amina, '2026-03-01T09:01:00Z', { status: 'unread' }),
      ]),
    );
    expect(conversationLabel(conversation)).toBe('unread');
  });

  it('shows Awaiting reply until the store answers', () => {
    const waiting = groupConversations([
      message(amina, '2026-03-01T09:00:00Z', { status: 'awaiting' }),
    ]);
    expect(conversationLabel(nth(waiting))).toBe('awaiting');

    const answered = groupConversations([
      message(amina, '2026-03-01T09:00:00Z', { status: 'awaiting' }),
      message(amina, '2026-03-01T09:05:00Z', { direction: 'outbound' }),
    ]);
    expect(conversationLabel(nth(answered))).toBeNull();
  });
});
