import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client.ts';
import { serverMessageOf, setServerFieldErrors } from './form-errors.ts';
import { fieldErrorText, fieldMessageOf, translateCode } from './validation.ts';

/**
 * Answers the key and options it was asked for, so a test sees what would be looked up. A stand-in
 * for i18next's overloaded TFunction type, hence the cast.
 */
const t = ((key: string, options?: Record<string, unknown>) => {
  const { defaultValue: _english, ...params } = options ?? {};
  return Object.keys(params).length ? `${key} ${JSON.stringify(params)}` : key;
}) as unknown as TFunction;

const body = (value: object) => JSON.stringify(value);

describe('translateCode', () => {
  it('reads a code under codes., with its parameters', () => {
    expect(translateCode(t, 'order.notFound')).toBe('codes.order.notFound');
    expect(translateCode(t, 'checkout.onlyLeft', { count: 2, name: 'Harissa' })).toBe(
      'codes.checkout.onlyLeft {"count":2,"name":"Harissa"}',
    );
  });

  it('answers undefined for anything that is not a code', () => {
    expect(translateCode(t, 'Order not found')).toBeUndefined();
    expect(translateCode(t, undefined)).toBeUndefined();
    expect(translateCode(t, 'codes')).toBeUndefined();
  });

  it('falls back to the English text when the locale lacks it', () => {
    // A t() with no texts at all answers the default value (cast: a stand-in, as above).
    const missing = ((_key: string, options: { defaultValue: string }) =>
      options.defaultValue) as unknown as TFunction;
    expect(translateCode(missing, 'checkout.onlyLeft', { count: 1, name: 'Tabel' })).toBe(
      'Only 1 left of Tabel',
    );
  });
});

describe('field error texts', () => {
  it('translate a schema code, and a server code with its parameters', () => {
    expect(fieldErrorText(t, 'customer.name.tooShort')).toBe('codes.customer.name.tooShort');
    const message = fieldMessageOf('order.line.onlyLeft', { count: 3 });
    expect(fieldErrorText(t, message)).toBe('codes.order.line.onlyLeft {"count":"3"}');
  });

  it('show any other text as it is, and nothing for no error', () => {
    expect(fieldErrorText(t, 'Something else?')).toBe('Something else?');
    expect(fieldErrorText(t, undefined)).toBeUndefined();
  });
});

describe('serverMessageOf', () => {
  it('translates the answer by its code, whatever its English text', () => {
    const error = new ApiError(404, body({ message: 'Store gone', code: 'store.notFound' }));
    expect(serverMessageOf(t, error, 'fallback')).toBe('codes.store.notFound');
    expect(error.code).toBe('store.notFound');
  });

  it('passes the parameters of the code', () => {
    const error = new ApiError(
      403,
      body({ message: 'x', code: 'auth.accountTypeOnly', params: { types: 'business' } }),
    );
    expect(serverMessageOf(t, error, 'fallback')).toBe(
      'codes.auth.accountTypeOnly {"types":"business"}',
    );
  });

  it('falls back without a known code, on a 5xx and on a network failure', () => {
    expect(serverMessageOf(t, new ApiError(404, body({ message: 'Gone' })), 'fb')).toBe('fb');
    expect(serverMessageOf(t, new ApiError(400, body({ code: 'no.such' })), 'fb')).toBe('fb');
    expect(serverMessageOf(t, new ApiError(502, '<html>Bad gateway</html>'), 'fb')).toBe('fb');
    const internal = body({ message: 'Internal Server Error', code: 'request.internal' });
    expect(serverMessageOf(t, new ApiError(500, internal), 'fb')).toBe('fb');
    expect(serverMessageOf(t, new TypeError('Failed to fetch'), 'fb')).toBe('fb');
  });
});

describe('setServerFieldErrors', () => {
  const collect = (error: unknown, fields: string[]) => {
    const set: Record<string, string | undefined> = {};
    setServerFieldErrors<Record<string, string>>(error, fields, (name, fieldError) => {
      set[name] = fieldError.message;
    });
    return set;
  };

  it('puts the codes of a 400 under the listed fields only', () => {
    const error = new ApiError(
      400,
      body({
        message: 'x',
        code: 'customer.name.tooShort',
        errors: { name: 'x', phone: 'y' },
        codes: { name: 'customer.name.tooShort', phone: 'customer.phone.invalid' },
      }),
    );
    expect(collect(error, ['name', 'email'])).toEqual({ name: 'customer.name.tooShort' });
  });

  it('finds the field of a 409 by its code, not its English text', () => {
    const error = new ApiError(
      409,
      body({
        message: 'Dieser Name ist vergeben',
        code: 'account.username.taken',
        codes: { username: 'account.username.taken' },
      }),
    );
    expect(collect(error, ['username', 'email'])).toEqual({ username: 'account.username.taken' });
  });

  it('keeps a field code’s parameters, and ignores other statuses', () => {
    const error = new ApiError(
      409,
      body({
        code: 'order.onlyLeft',
        codes: { 'items.0.quantity': 'order.line.onlyLeft' },
        fieldParams: { 'items.0.quantity': { count: 2 } },
      }),
    );
    expect(collect(error, ['items.0.quantity'])).toEqual({
      'items.0.quantity': 'order.line.onlyLeft?count=2',
    });
    const forbidden = new ApiError(403, body({ codes: { name: 'customer.name.tooShort' } }));
    expect(collect(forbidden, ['name'])).toEqual({});
  });
});
