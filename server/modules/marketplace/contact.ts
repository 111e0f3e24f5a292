/**
 * Contact Seller (DESIGN.md): a message from a buyer lands in the store's inbox, from the store's
 * customer record for that buyer. A signed-in buyer is known by their account; a guest leaves a
 * name and an email or phone so the seller can answer, and their later messages join the same
 * conversation.
 */
import type { z } from 'zod';
import type { Language } from '../../../common/constants.ts';
import type { ContactSellerAnswer } from '../../../common/contracts/marketplace.ts';
import type { PlainMessageCode } from '../../../common/messages.ts';
import type { contactSellerSchema } from '../../../common/schemas/marketplace.ts';
import { normalizeTunisianPhone } from '../../../common/tunisia.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { startGuestConversation } from '../conversations/index.ts';
import { guestMatchOf, matchOrAddCustomer, type MarketplaceBuyer } from '../customers/index.ts';
import { receiveCustomerMessage } from '../messages/index.ts';
import type { UserRow } from '../users/index.ts';
import { getStore } from './service.ts';

type ContactInput = z.output<typeof contactSellerSchema>;

function buyerOf(account: UserRow | null, input: ContactInput): MarketplaceBuyer {
  const phone = input.phone ? normalizeTunisianPhone(input.phone) : null;
  if (account?.userType === 'customer') {
    return { name: account.fullName, email: account.email, phone, userId: account.id };
  }
  const fields: Record<string, PlainMessageCode> = {};
  if (!input.name) fields.name = 'buyer.name.tooShort';
  if (!input.email && !phone) fields.contact = 'sellerContact.contactRequired';
  const first = Object.values(fields)[0];
  if (first) throw new AppError('VALIDATION', first, { fields });
  return { name: input.name as string, email: input.email || null, phone };
}

export async function contactSeller(
  db: Db,
  storeId: number,
  account: UserRow | null,
  input: ContactInput,
  language: Language = 'en',
): Promise<ContactSellerAnswer> {
  const store = await getStore(db, storeId);
  if (account?.id === storeId) throw new AppError('VALIDATION', 'sellerContact.ownStore');
  const buyer = buyerOf(account, input);
  const isBuyerAccount = account?.userType === 'customer';
  return db.transaction(async (tx) => {
    const match = await matchOrAddCustomer(tx, storeId, buyer);
    // A guest filed under an existing customer keeps the name they typed, and the seller sees
    // why the two met; a signed-in buyer and a new record speak as the record.
    const sent = await receiveCustomerMessage(tx, storeId, match.id, input.content, {
      senderName: isBuyerAccount ? null : buyer.name,
      senderMatch: guestMatchOf(match),
    });
    // A signed-in buyer reads the replies in their own area. A guest gets a private link (issue
    // 15), starting at this message and emailed when they gave an address, only when this message
    // started their record: one filed under an existing record by its phone or email proves
    // nothing (anyone can type a number), so the store's later answers to that record are not
    // theirs to read. The seller answers them by the phone or email they left.
    const conversationToken =
      isBuyerAccount || match.matchedBy !== null
        ? null
        : await startGuestConversation(tx, {
            storeId,
            storeName: store.storeName,
            customerId: match.id,
            messageId: sent.id,
            email: buyer.email ?? null,
            language,
          });
    return { ...sent, conversationToken };
  });
}
