/**
 * Email (issue 15): queue an email in the transaction of what it tells; the mail worker of any
 * instance sends it once that transaction commits. Other modules use only this file.
 */
export { queueEmail, type QueuedEmail, type EmailTemplate, type EmailData } from './outbox.ts';
export { emailRoutes, type MailOptions } from './routes.ts';
