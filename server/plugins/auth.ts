/**
 * Reads the session cookie of API requests into request.user, and gives routes the guards
 * requireUser and requireUserType. A missing, unknown or expired session is simply "signed out".
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { SESSION_COOKIE } from '../../common/constants.ts';
import type { UserType } from '../../common/enums.ts';
import { AppError } from '../errors.ts';
import {
  SESSION_ABSOLUTE_MS,
  startSessionLookup,
  type SessionLookup,
} from '../modules/auth/index.ts';
import type { UserRow } from '../modules/users/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Session cookie -> user, cached per instance and dropped on every change (issue 16). */
    sessionLookup: SessionLookup;
  }
  interface FastifyRequest {
    user: UserRow | null;
    sessionToken: string | null;
  }
}

export function sessionCookieOptions(request: FastifyRequest, secureByConfig: boolean) {
  return {
    httpOnly: true,
    sameSite: 'lax' as const,
    path: '/',
    secure: secureByConfig || request.protocol === 'https',
    maxAge: Math.floor(SESSION_ABSOLUTE_MS / 1000),
  };
}

export function setSessionCookie(reply: FastifyReply, token: string, secureByConfig: boolean) {
  reply.setCookie(SESSION_COOKIE, token, sessionCookieOptions(reply.request, secureByConfig));
}

export function clearSessionCookie(reply: FastifyReply, secureByConfig: boolean) {
  const { maxAge: _maxAge, ...options } = sessionCookieOptions(reply.request, secureByConfig);
  reply.clearCookie(SESSION_COOKIE, options);
}

const isReadOnly = (method: string) => method === 'GET' || method === 'HEAD';

export const authPlugin = fp(async (app: FastifyInstance) => {
  const lookup = await startSessionLookup(app.database);
  app.decorate('sessionLookup', lookup);
  app.addHook('onClose', async () => lookup.close());
  app.decorateRequest('user', null);
  app.decorateRequest('sessionToken', null);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const token = request.cookies[SESSION_COOKIE];
    if (!token || token.length > 100) return;
    // A request that may change something reads its session from the database: an ended
    // session can never write, even on an instance that has not heard of its end yet (its
    // listening connection silently gone, say). Reads may use the cache (30 s at most).
    const user = await lookup.user(token, { fresh: !isReadOnly(request.method) });
    if (user) {
      request.user = user;
      request.sessionToken = token;
    }
  });
  // Read your own writes: a request that may have changed its own account (a profile edit, a
  // password change) drops the account's cached sessions here before answering; the triggers'
  // notification reaches the other instances (and this one again, harmlessly) at commit.
  app.addHook('onSend', async (request) => {
    if (request.user && !isReadOnly(request.method)) {
      lookup.cache.dropUser(request.user.id);
    }
  });
});

/** preHandler: 401 unless signed in. */
export async function requireUser(request: FastifyRequest) {
  if (!request.user) throw new AppError('UNAUTHORIZED', 'auth.notSignedIn');
}

/** preHandler factory: 401 unless signed in, 403 unless one of these user types. */
export function requireUserType(...types: UserType[]) {
  return async (request: FastifyRequest) => {
    if (!request.user) throw new AppError('UNAUTHORIZED', 'auth.notSignedIn');
    if (!types.includes(request.user.userType as UserType)) {
      throw new AppError('FORBIDDEN', 'auth.accountTypeOnly', {
        params: { types: types.join(' or ') },
      });
    }
  };
}

/** The signed-in user, for handlers behind requireUser. */
export function currentUser(request: FastifyRequest): UserRow {
  if (!request.user) throw new AppError('UNAUTHORIZED', 'auth.notSignedIn');
  return request.user;
}
