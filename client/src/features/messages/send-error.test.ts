import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { sendErrorText } from './send-error.ts';

// Answers the key it was asked for, so the test sees which text the toast would show.
const t = ((key: string) => key) as unknown as TFunction;

describe('sendErrorText', () => {
  it('translates the empty-reply refusal of the server', () => {
    const error = new ApiError(400, JSON.stringify({ message: 'Message cannot be empty.' }));
    expect(sendErrorText(t, error)).toBe('messages.validation.empty');
  });

  it('prefers the field message of a validation answer', () => {
    const body = {
      message: 'Validation failed',
      errors: { customerId: 'Please choose a customer.' },
    };
    expect(sendErrorText(t, new ApiError(400, JSON.stringify(body)))).toBe(
      'messages.validation.customer',
    );
  });

  it('shows any other server message as it is', () => {
    const error = new ApiError(404, JSON.stringify({ message: 'Customer not found' }));
    expect(sendErrorText(t, error)).toBe('Customer not found');
  });

  it('falls back to the generic text for server faults and network failures', () => {
    expect(sendErrorText(t, new ApiError(500, '{"message":"Internal Server Error"}'))).toBe(
      'common.error',
    );
    expect(sendErrorText(t, new TypeError('Failed to fetch'))).toBe('common.error');
    expect(sendErrorText(t, new ApiError(502, '<html>Bad gateway</html>'))).toBe('common.error');
  });
});
