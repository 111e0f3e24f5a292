/**
 * The users module's public surface (decision 013): a user row and the columns and shape that
 * are safe to send, for auth, checkout and contacting a seller.
 */
export { publicUserColumns, toPublicUser, type MediaRef, type UserRow } from './public-user.ts';
