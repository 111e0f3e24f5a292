/**
 * The demo data is written straight to the tables, past the routes' schemas: it must still be
 * what those schemas would accept, names and phones in their stored form (issue 17).
 */
import { describe, expect, it } from 'vitest';
import { storeInfoInputSchema } from '../../common/schemas/auth.ts';
import { customerInputSchema } from '../../common/schemas/back-office.ts';
import { nameText } from '../../common/schemas/names.ts';
import { tunisianPhoneText } from '../../common/schemas/phones.ts';
import catalog from './seed-catalog.json' with { type: 'json' };
import { BUYERS, CUSTOMER_POOL, TRANSPORTERS, WIZARD_SELLER } from './seed-people.ts';

const fullName = nameText('account.fullName.tooShort');
const transporterPhone = tunisianPhoneText('transporter.phoneNumber.invalid');

describe('the demo data against the input rules', () => {
  it('gives every store a name and phone the store form accepts, unchanged', () => {
    for (const store of catalog.stores) {
      const parsed = storeInfoInputSchema.shape.storeName.parse(store.storeName);
      expect(parsed, store.key).toBe(store.storeName);
      expect(storeInfoInputSchema.shape.storePhone.parse(store.storePhone), store.key).toBe(
        store.storePhone,
      );
      expect(fullName.parse(store.fullName), store.key).toBe(store.fullName);
    }
  });

  it('gives every customer, buyer and transporter a name and phone in stored form', () => {
    for (const person of [...CUSTOMER_POOL, ...BUYERS.map((b) => ({ ...b, name: b.fullName }))]) {
      const parsed = customerInputSchema.parse({ name: person.name, phone: person.phone });
      expect(parsed, person.name).toMatchObject({ name: person.name, phone: person.phone });
    }
    for (const transporter of TRANSPORTERS) {
      expect(fullName.parse(transporter.fullName)).toBe(transporter.fullName);
      expect(transporterPhone.parse(transporter.profile.phoneNumber)).toBe(
        transporter.profile.phoneNumber,
      );
    }
    expect(fullName.parse(WIZARD_SELLER.fullName)).toBe(WIZARD_SELLER.fullName);
  });
});
