/** The seller's forms and the routes behind them share these schemas (SPEC §5). */
import { z } from 'zod';
import { LIMITS } from '../constants.ts';
import { MESSAGE_STATUSES, ORDER_STATUSES, PAYMENT_METHODS, PRODUCT_STATUSES } from '../enums.ts';
import { hasAtMostTwoDecimals } from '../money.ts';
import { GOVERNORATE_CODES } from '../tunisia.ts';

export const PRODUCT_MESSAGES = {
  name: 'Product name must be at least 2 characters.',
  description: 'Description must be at least 10 characters.',
  price: 'Price must be a positive number.',
  priceDecimals: 'Price can have at most two decimals.',
  imageUrl: 'Please enter a valid URL for the image.',
  status: 'Please select a valid status.',
  stockQuantity: 'Stock quantity must be a non-negative number.',
} as const;

export const CUSTOMER_MESSAGES = {
  name: 'Name must be at least 2 characters.',
  email: 'Please enter a valid email address.',
  phone: 'Please enter a valid phone number.',
  address: 'Please enter a valid address.',
} as const;

/** http(s) links, or the app's own demo images. Empty means "no image" (a placeholder shows). */
const imageUrl = z
  .string({ error: PRODUCT_MESSAGES.imageUrl })
  .trim()
  .max(2000, PRODUCT_MESSAGES.imageUrl)
  .refine(
    (value) =>
      value === '' || /^\/images\/[\w./-]+$/.test(value) || /^https?:\/\/[^\s]+$/i.test(value),
    PRODUCT_MESSAGES.imageUrl,
  )
  .refine((value) => {
    if (!/^https?:/i.test(value)) return true;
    try {
      new URL(value);
      return true;
    } catch {
      return false;
    }
  }, PRODUCT_MESSAGES.imageUrl);

/** The fields without defaults: a PATCH must change only what it sends. */
const productFields = {
  name: z
    .string({ error: PRODUCT_MESSAGES.name })
    .trim()
    .min(2, PRODUCT_MESSAGES.name)
    .max(200, 'Product name must be at most 200 characters.'),
  description: z
    .string({ error: PRODUCT_MESSAGES.description })
    .trim()
    .min(10, PRODUCT_MESSAGES.description)
    .max(5000, 'Description must be at most 5000 characters.'),
  price: z
    .number({ error: PRODUCT_MESSAGES.price })
    .min(0.01, PRODUCT_MESSAGES.price)
    .max(1_000_000, PRODUCT_MESSAGES.price)
    // Step 0.01 in the form (SPEC §5): a third decimal would show as a price that does not add up.
    .refine(hasAtMostTwoDecimals, PRODUCT_MESSAGES.priceDecimals),
  imageUrl,
  status: z.enum(PRODUCT_STATUSES, { error: PRODUCT_MESSAGES.status }),
  stockQuantity: z
    .number({ error: PRODUCT_MESSAGES.stockQuantity })
    .int(PRODUCT_MESSAGES.stockQuantity)
    .min(0, PRODUCT_MESSAGES.stockQuantity)
    .max(1_000_000, PRODUCT_MESSAGES.stockQuantity),
  featured: z.boolean({ error: 'Featured must be true or false.' }),
};

export const productInputSchema = z.object({
  ...productFields,
  imageUrl: productFields.imageUrl.optional().default(''),
  featured: productFields.featured.default(false),
});
export type ProductInput = z.input<typeof productInputSchema>;

export const productUpdateSchema = z.object(productFields).partial().strict();
export type ProductUpdate = z.input<typeof productUpdateSchema>;

/** Empty strings are allowed for the optional fields, as the spec's dialog allows. */
const optionalText = (min: number, max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(max, message)
    .refine((value) => value === '' || value.length >= min, message);

const customerFields = {
  name: z
    .string({ error: CUSTOMER_MESSAGES.name })
    .trim()
    .min(2, CUSTOMER_MESSAGES.name)
    .max(100, 'Name must be at most 100 characters.'),
  email: z
    .string({ error: CUSTOMER_MESSAGES.email })
    .trim()
    .max(254, CUSTOMER_MESSAGES.email)
    .refine((value) => value === '' || z.email().safeParse(value).success, CUSTOMER_MESSAGES.email),
  phone: optionalText(8, 30, CUSTOMER_MESSAGES.phone),
  address: optionalText(5, 255, CUSTOMER_MESSAGES.address),
};

export const customerInputSchema = z.object({
  ...customerFields,
  email: customerFields.email.optional().default(''),
  phone: customerFields.phone.optional().default(''),
  address: customerFields.address.optional().default(''),
});
export type CustomerInput = z.input<typeof customerInputSchema>;
/** Only the fields sent change; the others keep their value. */
export const customerUpdateSchema = z.object(customerFields).partial().strict();

export const listQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(LIMITS.pageSizeMax).default(LIMITS.pageSizeDefault),
});

export const productListQuerySchema = listQuerySchema.extend({
  status: z.enum(PRODUCT_STATUSES).optional(),
  featured: z.enum(['true', 'false']).optional(),
});

export const orderListQuerySchema = listQuerySchema.extend({
  status: z.enum(ORDER_STATUSES).optional(),
});

export const orderStatusUpdateSchema = z.object({
  status: z.enum(ORDER_STATUSES, { error: 'Please choose a valid order status.' }),
});

export const manualOrderInputSchema = z.object({
  customerId: z
    .number({ error: 'Please choose a customer.' })
    .int()
    .positive('Please choose a customer.'),
  items: z
    .array(
      z.object({
        productId: z
          .number({ error: 'Please choose a product.' })
          .int()
          .positive('Please choose a product.'),
        quantity: z
          .number({ error: 'Quantity must be at least 1.' })
          .int('Quantity must be at least 1.')
          .min(1, 'Quantity must be at least 1.')
          .max(10_000, 'Quantity is too large.'),
      }),
      { error: 'Add at least one product.' },
    )
    .min(1, 'Add at least one product.')
    .max(50, 'An order can have at most 50 lines.'),
  shippingAddress: z
    .string({ error: CUSTOMER_MESSAGES.address })
    .trim()
    .min(5, CUSTOMER_MESSAGES.address)
    .max(500, CUSTOMER_MESSAGES.address),
  shippingGovernorate: z
    .string()
    .refine((code) => GOVERNORATE_CODES.includes(code), 'Please choose a governorate.')
    .optional(),
  paymentMethod: z
    .enum(PAYMENT_METHODS, { error: 'Please choose a payment method.' })
    .default('cash_on_delivery'),
  note: z.string().trim().max(1000).optional(),
});
export type ManualOrderInput = z.input<typeof manualOrderInputSchema>;

export const MESSAGE_EMPTY = 'Message cannot be empty.';

export const messageInputSchema = z.object({
  customerId: z
    .number({ error: 'Please choose a customer.' })
    .int()
    .positive('Please choose a customer.'),
  content: z
    .string({ error: MESSAGE_EMPTY })
    .trim()
    .min(1, MESSAGE_EMPTY)
    .max(5000, 'Message must be at most 5000 characters.'),
});
export type MessageInput = z.infer<typeof messageInputSchema>;

export const messageStatusUpdateSchema = z.object({
  status: z.enum(MESSAGE_STATUSES, { error: 'Please choose a valid message status.' }),
});
