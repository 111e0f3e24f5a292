/**
 * Every error answer carries a code of common/messages.ts beside its English message, and per
 * field the same (docs/decisions/008-message-codes.md): the codes are what screens translate.
 */
import { expect, it } from 'vitest';
import { isMessageCode } from '../../common/messages.ts';
import { describeEachEngine } from './harness.ts';
import { caller, newAccount } from './session.ts';

/** Every code in a body is one of the catalog's. */
function expectKnownCodes(body: { code?: unknown; codes?: Record<string, unknown> }) {
  expect(isMessageCode(body.code), String(body.code)).toBe(true);
  for (const code of Object.values(body.codes ?? {})) expect(isMessageCode(code)).toBe(true);
}

describeEachEngine('message codes', (env) => {
  const call = caller(() => env().app);

  it('answers a schema rule with its code, and the field with text and code', async () => {
    const seller = await newAccount(env().app);
    const response = await call('POST', '/api/products', seller.cookie, {
      name: 'A',
      description: 'Un mélange d’épices.',
      price: 6.5,
      status: 'in_stock',
      stockQuantity: 3,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Product name must be at least 2 characters.',
      code: 'product.name.tooShort',
      errors: { name: 'Product name must be at least 2 characters.' },
      codes: { name: 'product.name.tooShort' },
    });
  });

  it('gives a generic code to a check of zod’s own, keeping its text', async () => {
    const seller = await newAccount(env().app);
    const response = await call('GET', '/api/products?page=abc', seller.cookie);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('request.invalidValue');
    expect(body.codes).toEqual({ page: 'request.invalidValue' });
    expect(body.errors.page).toEqual(expect.any(String));
    expect(body.message).toBe(body.errors.page);
  });

  it('answers a domain refusal with its code and the field it is about (409)', async () => {
    const first = await newAccount(env().app);
    const response = await call('POST', '/api/auth/register', undefined, {
      username: first.username,
      email: `other_${first.username}@example.tn`,
      password: 'correct horse battery',
      fullName: 'Someone Else',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: 'Username already exists',
      code: 'account.username.taken',
      errors: { username: 'Username already exists' },
      codes: { username: 'account.username.taken' },
    });
  });

  it('answers a missing row and a missing route with their codes (404)', async () => {
    const seller = await newAccount(env().app);
    const row = await call('DELETE', '/api/customers/987654', seller.cookie);
    expect(row.statusCode).toBe(404);
    expect(row.json()).toEqual({ message: 'Customer not found', code: 'customer.notFound' });

    const route = await call('DELETE', '/api/no-such-thing');
    expect(route.statusCode).toBe(404);
    expect(route.json()).toEqual({
      message: 'Route DELETE /api/no-such-thing not found',
      code: 'request.notFound',
      params: { method: 'DELETE', path: '/api/no-such-thing' },
    });
  });

  it('answers with the parameters a text was filled with', async () => {
    const buyer = await newAccount(env().app, 'customer');
    const response = await call('GET', '/api/products', buyer.cookie);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      message: 'This is only available to business accounts.',
      code: 'auth.accountTypeOnly',
      params: { types: 'business' },
    });
  });

  it('gives codes to Fastify’s own refusals: bad JSON, empty JSON, other media, too large', async () => {
    const inject = (contentType: string, payload: string) =>
      env().app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': contentType },
        payload,
      });

    const badJson = await inject('application/json', '{"username":');
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json()).toMatchObject({ code: 'request.badJson', message: expect.any(String) });

    const empty = await inject('application/json', '');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().code).toBe('request.emptyJson');

    const otherMedia = await inject('application/jsonx', '{}');
    expect(otherMedia.statusCode).toBe(415);
    expect(otherMedia.json()).toMatchObject({
      code: 'request.unsupportedMediaType',
      message: expect.any(String),
    });

    const huge = await inject('application/json', JSON.stringify({ username: 'x'.repeat(2e6) }));
    expect(huge.statusCode).toBe(413);
    expect(huge.json().code).toBe('request.tooLarge');

    const asForm = await inject('application/x-www-form-urlencoded', 'a=1');
    expect(asForm.statusCode).toBe(400);
    expect(asForm.json()).toEqual({
      message: 'Send the request body as application/json.',
      code: 'request.jsonOnly',
    });
  });

  it('uses only catalog codes in the answers above and for signed-out calls', async () => {
    const responses = await Promise.all([
      call('GET', '/api/products'),
      call('POST', '/api/auth/login', undefined, { username: 'nobody', password: 'x' }),
      call('POST', '/api/auth/login', undefined, { username: '', password: '' }),
    ]);
    expect(responses.map((response) => response.json().code)).toEqual([
      'auth.notSignedIn',
      'auth.invalidCredentials',
      'auth.username.required',
    ]);
    for (const response of responses) expectKnownCodes(response.json());
    expect(responses[2]?.json().codes).toEqual({
      username: 'auth.username.required',
      password: 'auth.password.required',
    });
  });
});
