/**
 * Email (issue 15): queue an email in the transaction of what it tells; the mail worker of any
 * instance sends it once that transaction commits. queuedEmailSql is the same queueing as a part
 * of a statement that writes several things at once. Other modules use only this file.
 */
export {
  queueEmail,
  queuedEmailSql,
  type QueuedEmail,
  type EmailTemplate,
  type EmailData,
} from './outbox.ts';
export { emailRoutes, type MailOptions } from './routes.ts';
