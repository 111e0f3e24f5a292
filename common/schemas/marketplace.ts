/** The buyer's side: marketplace queries, checkout and Contact Seller share these schemas. */
import { z } from 'zod';
import { LIMITS } from '../constants.ts';
import { PRODUCT_STATUSES } from '../enums.ts';
import { GOVERNORATE_CODES, normalizeTunisianPhone } from '../tunisia.ts';

export const CHECKOUT_MESSAGES = {
  name: 'Name must be at least 2 characters.',
  phone: 'Please enter a Tunisian phone number: +216 and 8 digits.',
  governorate: 'Please choose your governorate.',
  address: 'Please enter a valid address.',
  note: 'The note must be at most 500 characters.',
  items: 'Your cart is empty.',
  tooManyItems: 'A cart holds at most 50 different products.',
  quantity: 'Quantity must be a whole number from 1.',
  contactRequired: 'Please give an email address or a phone number.',
  content: 'Please write a message.',
  contentMax: 'The message must be at most 2000 characters.',
  reference: 'Please enter your order reference.',
} as const;

export const MARKETPLACE_SORTS = ['newest', 'price_asc', 'price_desc', 'name'] as const;
export type MarketplaceSort = (typeof MARKETPLACE_SORTS)[number];

const price = z.coerce.number().min(0).max(1_000_000);

/** GET /api/marketplace/stores/:id/products */
export const storeProductsQuerySchema = z
  .object({
    status: z.enum(PRODUCT_STATUSES).optional(),
    minPrice: price.optional(),
    maxPrice: price.optional(),
    sort: z.enum(MARKETPLACE_SORTS).default('newest'),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce
      .number()
      .int()
      .min(1)
      .max(LIMITS.pageSizeMax)
      .default(LIMITS.pageSizeDefault),
  })
  .refine(
    (query) =>
      query.minPrice === undefined ||
      query.maxPrice === undefined ||
      query.minPrice <= query.maxPrice,
    { message: 'The lowest price must not be above the highest.', path: ['maxPrice'] },
  );
export type StoreProductsQuery = z.input<typeof storeProductsQuerySchema>;

/** GET /api/marketplace/products?q= */
export const productSearchQuerySchema = z.object({
  q: z.string().trim().max(200).default(''),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(LIMITS.pageSizeMax).default(LIMITS.pageSizeDefault),
});

/** +216 and 8 digits, however the buyer typed the spaces; stored as +216XXXXXXXX. */
export const tunisianPhone = z
  .string({ error: CHECKOUT_MESSAGES.phone })
  .trim()
  .max(30, CHECKOUT_MESSAGES.phone)
  .transform((value, context) => {
    const phone = normalizeTunisianPhone(value);
    if (!phone) {
      context.addIssue({ code: 'custom', message: CHECKOUT_MESSAGES.phone });
      return z.NEVER;
    }
    return phone;
  });

const personName = z
  .string({ error: CHECKOUT_MESSAGES.name })
  .trim()
  .min(2, CHECKOUT_MESSAGES.name)
  .max(100, CHECKOUT_MESSAGES.name);

export const checkoutLineSchema = z.object({
  productId: z.number().int().positive().max(2_147_483_647),
  quantity: z
    .number({ error: CHECKOUT_MESSAGES.quantity })
    .int(CHECKOUT_MESSAGES.quantity)
    .min(LIMITS.quantityMin, CHECKOUT_MESSAGES.quantity)
    .max(10_000, CHECKOUT_MESSAGES.quantity),
  /** The unit price the buyer saw; a different price now refuses the checkout (409). */
  price: z.number().positive().max(1_000_000),
});

/** POST /api/checkout: cash on delivery, for guests and signed-in buyers. */
export const checkoutInputSchema = z.object({
  items: z
    .array(checkoutLineSchema, { error: CHECKOUT_MESSAGES.items })
    .min(1, CHECKOUT_MESSAGES.items)
    .max(50, CHECKOUT_MESSAGES.tooManyItems),
  name: personName,
  phone: tunisianPhone,
  governorate: z.enum(GOVERNORATE_CODES as [string, ...string[]], {
    error: CHECKOUT_MESSAGES.governorate,
  }),
  address: z
    .string({ error: CHECKOUT_MESSAGES.address })
    .trim()
    .min(5, CHECKOUT_MESSAGES.address)
    .max(255, CHECKOUT_MESSAGES.address),
  note: z.string().trim().max(500, CHECKOUT_MESSAGES.note).optional().default(''),
});
export type CheckoutInput = z.input<typeof checkoutInputSchema>;

const messageContent = z
  .string({ error: CHECKOUT_MESSAGES.content })
  .trim()
  .min(1, CHECKOUT_MESSAGES.content)
  .max(2000, CHECKOUT_MESSAGES.contentMax);

/**
 * POST /api/marketplace/stores/:id/messages (Contact Seller). A signed-in buyer sends only the
 * content; a guest also gives a name and an email or a phone, so the seller can answer.
 */
export const contactSellerSchema = z.object({
  content: messageContent,
  name: personName.optional(),
  email: z
    .string()
    .trim()
    .max(254)
    .refine((value) => value === '' || z.email().safeParse(value).success, {
      message: 'Please enter a valid email address.',
    })
    .optional(),
  phone: z
    .string()
    .trim()
    .max(30)
    .refine((value) => value === '' || normalizeTunisianPhone(value) !== null, {
      message: CHECKOUT_MESSAGES.phone,
    })
    .optional(),
});
export type ContactSellerInput = z.input<typeof contactSellerSchema>;

/** POST /api/orders/track: a guest follows an order with its reference and the phone given. */
export const trackOrderSchema = z.object({
  reference: z
    .string({ error: CHECKOUT_MESSAGES.reference })
    .trim()
    .min(1, CHECKOUT_MESSAGES.reference)
    .max(20, CHECKOUT_MESSAGES.reference)
    .transform((value) => value.toUpperCase()),
  phone: tunisianPhone,
});
export type TrackOrderInput = z.input<typeof trackOrderSchema>;
