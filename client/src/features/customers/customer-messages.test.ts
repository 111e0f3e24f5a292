import { describe, expect, it } from 'vitest';
import { customerInputSchema } from '../../../../common/schemas/back-office.ts';
import ar from '../../locales/ar.json' with { type: 'json' };
import en from '../../locales/en.json' with { type: 'json' };
import fr from '../../locales/fr.json' with { type: 'json' };
import { initialOf } from './customer-card.tsx';

function lookup(locale: object, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>(
      (node, part) =>
        node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined,
      locale,
    );
}

/** Field → the code the schema gives for that input (what the form translates). */
function codesOf(input: Record<string, string>) {
  const result = customerInputSchema.safeParse(input);
  const codes: Record<string, string | undefined> = {};
  for (const issue of result.error?.issues ?? []) codes[String(issue.path[0])] = issue.message;
  return codes;
}

describe('customer form messages', () => {
  it('names each bad field with the SPEC §5 message, in every language', () => {
    const codes = codesOf({ name: 'A', email: 'x@', phone: '123', address: 'ab' });
    expect(codes).toEqual({
      name: 'customer.name.tooShort',
      email: 'customer.email.invalid',
      phone: 'customer.phone.invalid',
      address: 'customer.address.invalid',
    });
    expect(lookup(en, 'codes.customer.name.tooShort')).toBe('Name must be at least 2 characters.');
    expect(lookup(en, 'codes.customer.email.invalid')).toBe('Please enter a valid email address.');
    expect(lookup(en, 'codes.customer.phone.invalid')).toBe('Please enter a valid phone number.');
    expect(lookup(en, 'codes.customer.address.invalid')).toBe('Please enter a valid address.');
    for (const code of Object.values(codes)) {
      expect(lookup(fr, `codes.${code}`)).toEqual(expect.any(String));
      expect(lookup(ar, `codes.${code}`)).toEqual(expect.any(String));
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

  it('has its own code for the over-long name', () => {
    expect(codesOf({ name: 'x'.repeat(101) })).toEqual({ name: 'customer.name.tooLong' });
  });
});

describe('customer initial', () => {
  it('takes the first letter, upper-cased, Arabic included', () => {
    expect(initialOf('  amira ben salah')).toBe('A');
    expect(initialOf('éya', 'fr')).toBe('É');
    expect(initialOf('سلمى')).toBe('س');
  });
});
