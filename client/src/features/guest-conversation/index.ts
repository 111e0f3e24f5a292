/**
 * A guest's private conversation with a store (issue 15). Pages, app/ and other features reach
 * this feature only through this file (decision 013).
 */
export { guestConversationQueries } from './api.ts';
export { GuestConversationView } from './guest-conversation-view.tsx';
