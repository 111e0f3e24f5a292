/** Signing in through the API as a browser would, keeping the session cookie. */
import { expect } from 'vitest';
import type { App } from '../../server/app.ts';

export const SESSION_COOKIE_NAME = 'hanout_session';

export function sessionCookieOf(setCookie: string | string[] | undefined): string {
  const header = Array.isArray(setCookie) ? setCookie.join('\n') : (setCookie ?? '');
  const match = new RegExp(`${SESSION_COOKIE_NAME}=([^;]*)`).exec(header);
  if (!match?.[1]) throw new Error(`no session cookie in: ${header}`);
  return `${SESSION_COOKIE_NAME}=${match[1]}`;
}

export async function signIn(app: App, username: string, password = 'hanout2026'): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username, password },
  });
  expect(response.statusCode, response.body).toBe(200);
  return sessionCookieOf(response.headers['set-cookie']);
}

let counter = 0;

/** A new account with unique names; returns its id, username and a signed-in cookie. */
export async function newAccount(
  app: App,
  userType: 'business' | 'customer' | 'transporter' = 'business',
) {
  counter += 1;
  const username = `user_${process.pid}_${counter}_${Math.random().toString(36).slice(2, 7)}`;
  const password = 'correct horse battery';
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    // Each newcomer from an address of their own: registration is limited per address (issue 17),
    // and suites under the real limits make many accounts.
    remoteAddress: `10.254.${Math.floor(counter / 250) % 250}.${(counter % 250) + 1}`,
    payload: {
      username,
      email: `${username}@example.tn`,
      password,
      fullName: 'Test User',
      userType,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  const id = response.json<{ id: number }>().id;
  return { id, username, password, cookie: await signIn(app, username, password) };
}

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A call to the app as a browser makes it: method, path, the session cookie, a JSON body. */
export function caller(app: () => App) {
  return (method: Method, url: string, cookie?: string, payload?: unknown) =>
    app().inject({
      method,
      url,
      headers: cookie ? { cookie } : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
}
