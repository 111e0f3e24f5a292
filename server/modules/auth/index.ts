/**
 * The auth module's public surface (decision 013): password hashing (the demo seed), the session
 * lookup the auth plugin runs on each request, the account checks and language setting users
 * reuse, and the secret tokens guest links are made like sessions.
 */
export { hashPassword } from './password.ts';
export {
  assertAvailable,
  changePassword,
  conflictFromUniqueViolation,
  registerUser,
  setUserLanguage,
  verifyCurrentPassword,
} from './service.ts';
export { startSessionLookup, SESSIONS_CHANNEL, type SessionLookup } from './session-lookup.ts';
export {
  deleteOtherSessions,
  findSessionUser,
  hashToken,
  isTokenShape,
  liveSessionUserId,
  newToken,
  SESSION_ABSOLUTE_MS,
} from './sessions.ts';
