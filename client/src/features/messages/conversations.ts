/**
 * The inbox as the seller reads it: the flat message list the API answers, grouped into one
 * conversation per customer. Pure functions, so the rules are tested without a browser.
 */
import type { Message } from '../../../../common/contracts/messages.ts';

export interface Conversation {
  customerId: number;
  customer: Message['customer'];
  /** Oldest first, as the thread shows them. */
  messages: Message[];
  latest: Message;
  /** Inbound messages still marked unread. */
  unreadCount: number;
}

/** The label an inbound message or a conversation carries (SPEC §4); null shows none. */
export type ConversationLabel = 'unread' | 'awaiting' | null;

function timeOf(message: Message): number {
  const time = Date.parse(message.createdAt);
  return Number.isNaN(time) ? 0 : time;
}

/** Oldest first; messages written in the same millisecond keep the order they were stored in. */
export function compareOldestFirst(a: Message, b: Message): number {
  return timeOf(a) - timeOf(b) || a.id - b.id;
}

export function isUnreadInbound(message: Message): boolean {
  return message.direction === 'inbound' && message.status === 'unread';
}

/** One conversation per customer, the one with the latest message first. */
export function groupConversations(messages: readonly Message[]): Conversation[] {
  const byCustomer = new Map<number, Message[]>();
  for (const message of messages) {
    const thread = byCustomer.get(message.customerId);
    if (thread) thread.push(message);
    else byCustomer.set(message.customerId, [message]);
  }
  const conversations: Conversation[] = [];
  for (const [customerId, thread] of byCustomer) {
    thread.sort(compareOldestFirst);
    const latest = thread.at(-1);
    if (!latest) continue;
    conversations.push({
      customerId,
      // The latest message carries the customer's current name, should it have been edited.
      customer: latest.customer,
      messages: thread,
      latest,
      unreadCount: thread.filter(isUnreadInbound).length,
    });
  }
  return conversations.sort((a, b) => compareOldestFirst(b.latest, a.latest));
}

/**
 * The latest message a guest wrote under this customer with a name of their own (their phone or
 * email matched), so the seller sees who actually wrote; undefined when there is none.
 */
export function latestGuestMessage(conversation: Conversation): Message | undefined {
  return conversation.messages.findLast((message) => message.guest !== null);
}

/** Case, accents and Arabic short vowels do not matter when searching. */
export function normalizeForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase().trim();
}

/** Conversations whose customer name or any message content contains the query. */
export function filterConversations(
  conversations: readonly Conversation[],
  query: string,
): Conversation[] {
  const needle = normalizeForSearch(query);
  if (!needle) return [...conversations];
  return conversations.filter(
    (conversation) =>
      normalizeForSearch(conversation.customer.name).includes(needle) ||
      conversation.messages.some(
        (message) =>
          normalizeForSearch(message.content).includes(needle) ||
          normalizeForSearch(message.guest?.name ?? '').includes(needle),
      ),
  );
}

/** The ids to mark read when the seller opens this conversation. */
export function unreadMessageIds(conversation: Conversation | undefined): number[] {
  return conversation ? conversation.messages.filter(isUnreadInbound).map((m) => m.id) : [];
}

/**
 * New messages first; otherwise a customer whose message, written after the store's last reply,
 * is still awaiting an answer.
 */
export function conversationLabel(conversation: Conversation): ConversationLabel {
  if (conversation.unreadCount > 0) return 'unread';
  const { messages } = conversation;
  const lastReply = messages.findLastIndex((message) => message.direction === 'outbound');
  const awaiting = messages
    .slice(lastReply + 1)
    .some((message) => message.direction === 'inbound' && message.status === 'awaiting');
  return awaiting ? 'awaiting' : null;
}

/** The messages list after the given ids were marked read, for an immediate screen update. */
export function withMessagesRead(messages: readonly Message[], ids: readonly number[]): Message[] {
  const read = new Set(ids);
  return messages.map((message) =>
    read.has(message.id) && message.status === 'unread' ? { ...message, status: 'read' } : message,
  );
}
