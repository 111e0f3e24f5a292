/** A guest's private conversation links (issue 15). Other modules use only this file. */
export { conversationRoutes } from './routes.ts';
export { guestReplyRecipients, type GuestReplyRecipient } from './links.ts';
export { startGuestConversation, type GuestStart } from './service.ts';
