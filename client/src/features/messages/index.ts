/**
 * The seller's inbox. Pages, app/ and other features reach the messages feature only through this
 * file (decision 013).
 */
export * from './api.ts';
export { ChatBubble } from './chat-bubble.tsx';
export { ConversationList } from './conversation-list.tsx';
export {
  filterConversations,
  groupConversations,
  unreadMessageIds,
  type Conversation,
} from './conversations.ts';
export { MessageThread, NoConversationSelected } from './message-thread.tsx';
export { MessageTime } from './message-time.tsx';
