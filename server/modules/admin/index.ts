/**
 * The operators' module's public surface (issue 13): its routes, the audit log writer, the
 * service that makes an operator account, and the socket through which `npm run admin:create`
 * asks a running server on PGlite to make one.
 */
export { recordAdminAction, type AdminActionEntry, type Operator } from './audit.ts';
export { createAdminAccount, type AdminAccountInput, type CreatedAdmin } from './create.ts';
export { adminSocketPath, serveAdminSocket } from './admin-socket.ts';
export { adminRoutes } from './routes.ts';
