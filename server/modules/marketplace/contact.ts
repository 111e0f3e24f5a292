/**
 * Contact Seller (DESIGN.md): a message from a buyer lands in the store's inbox, from the store's
 * customer record for that buyer. A signed-in buyer is known by their account; a guest leaves a
 * name and an email or phone so the seller can answer, and their later messages join the same
 * conversation.
 */
import type { z } from 'zod';
import {
  CHECKOUT_MESSAGES,
  type contactSellerSchema,
} from '../../../common/schemas/marketplace.ts';
import { normalizeTunisianPhone } from '../../../common/tunisia.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { guestMatchOf, matchOrAddCustomer, type MarketplaceBuyer } from '../customers/service.ts';
import { receiveCustomerMessage } from '../messages/service.ts';
import type { UserRow } from '../users/public-user.ts';
import { getStore } from './service.ts';
import { MESSAGES } from '../../../common/messages.ts';

type ContactInput = z.output<typeof contactSellerSchema>;

export const OWN_STORE_MESSAGE = MESSAGES.ownStoreMessage;

function buyerOf(account: UserRow | null, input: ContactInput): MarketplaceBuyer {
  const phone = input.phone ? normalizeTunisianPhone(input.phone) : null;
  if (account?.userType === 'customer') {
    return { name: account.fullName, email: account.email, phone, userId: account.id };
  }
  const errors: Record<string, string> = {};
  if (!input.name) errors.name = CHECKOUT_MESSAGES.name;
  if (!input.email && !phone) errors.contact = CHECKOUT_MESSAGES.contactRequired;
  const first = Object.values(errors)[0];
  if (first) throw new AppError('VALIDATION', first, errors);
  return { name: input.name as string, email: input.email || null, phone };
}

export async function contactSeller(
  db: Db,
  storeId: number,
  account: UserRow | null,
  input: ContactInput,
): Promise<{ id: number; createdAt: string }> {
  await getStore(db, storeId);
  if (account?.id === storeId) throw new AppError('VALIDATION', OWN_STORE_MESSAGE);
  const buyer = buyerOf(account, input);
  return db.transaction(async (tx) => {
    const match = await matchOrAddCustomer(tx, storeId, buyer);
    // A guest filed under an existing customer keeps the name they typed, and the seller sees
    // why the two met; a signed-in buyer and a new record speak as the record.
    return receiveCustomerMessage(tx, storeId, match.id, input.content, {
      senderName: account?.userType === 'customer' ? null : buyer.name,
      senderMatch: guestMatchOf(match),
    });
  });
}
