/** The manual-order schema's messages (common/schemas/back-office.ts) → `orders.validation.*`. */
import { CUSTOMER_MESSAGES } from '../../../../common/schemas/back-office.ts';
import { messageTranslator } from '../../lib/validation.ts';

export const ORDER_MESSAGE_KEYS: Readonly<Record<string, string>> = {
  'Please choose a customer.': 'customer',
  'Please choose a product.': 'product',
  'Quantity must be at least 1.': 'quantityMin',
  'Quantity is too large.': 'quantityMax',
  'Add at least one product.': 'items',
  'An order can have at most 50 lines.': 'itemsMax',
  [CUSTOMER_MESSAGES.address]: 'address',
  'Please choose a governorate.': 'governorate',
  'Please choose a payment method.': 'paymentMethod',
};

export const translateOrderMessage = messageTranslator(ORDER_MESSAGE_KEYS, 'orders.validation');
