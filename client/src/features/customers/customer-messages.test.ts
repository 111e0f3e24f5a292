import { describe, expect, it } from 'vitest';
import { customerInputSchema } from '../../../../common/schemas/back-office.ts';
import ar from '../../locales/ar.json' with { type: 'json' };
import en from '../../locales/en.json' with { type: 'json' };
import fr from '../../locales/fr.json' with { type: 'json' };
import { initialOf } from './customer-card.tsx';
import { customerMessageKey } from './customer-messages.ts';

function lookup(locale: object, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>(
      (node, part) =>
        node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined,
      locale,
    );
}

/** Field → locale key of the message the schema gives for that input. */
function messageKeys(input: Record<string, string>) {
  const result = customerInputSchema.safeParse(input);
  const keys: Record<string, string | undefined> = {};
  for (const issue of result.error?.issues ?? []) {
    keys[String(issue.path[0])] = customerMessageKey(issue.message);
  }
  return keys;
}

describe('customer form messages', () => {
  it('names each bad field with the SPEC §5 message, in every language', () => {
    const keys = messageKeys({ name: 'A', email: 'x@', phone: '123', address: 'ab' });
    expect(keys).toEqual({
      name: 'customers.validation.name',
      email: 'customers.validation.email',
      phone: 'customers.validation.phone',
      address: 'customers.validation.address',
    });
    expect(lookup(en, 'customers.validation.name')).toBe('Name must be at least 2 characters.');
    expect(lookup(en, 'customers.validation.email')).toBe('Please enter a valid email address.');
    expect(lookup(en, 'customers.validation.phone')).toBe('Please enter a valid phone number.');
    expect(lookup(en, 'customers.validation.address')).toBe('Please enter a valid address.');
    for (const key of Object.values(keys)) {
      expect(lookup(fr, key ?? '')).toEqual(expect.any(String));
      expect(lookup(ar, key ?? '')).toEqual(expect.any(String));
    }
  });

  it('accepts a name alone: email, phone and address may stay empty', () => {
    const result = customerInputSchema.safeParse({
      name: 'Amira',
      email: '',
      phone: '',
      address: '',
    });
    expect(result.success).toBe(true);
    expect(customerInputSchema.safeParse({ name: 'Amira' }).success).toBe(true);
  });

  it('translates the over-long name message too', () => {
    expect(messageKeys({ name: 'x'.repeat(101) })).toEqual({
      name: 'customers.validation.nameMax',
    });
  });
});

describe('customer initial', () => {
  it('takes the first letter, upper-cased, Arabic included', () => {
    expect(initialOf('  amira ben salah')).toBe('A');
    expect(initialOf('éya', 'fr')).toBe('É');
    expect(initialOf('سلمى')).toBe('س');
  });
});
