/**
 * The auth module's public surface (decision 013): password hashing (the demo seed), the session
 * lookup the auth plugin runs on each request, and the account checks users reuse.
 */
export { hashPassword } from './password.ts';
export {
  assertAvailable,
  changePassword,
  conflictFromUniqueViolation,
  registerUser,
} from './service.ts';
export { deleteOtherSessions, findSessionUser, SESSION_ABSOLUTE_MS } from './sessions.ts';
