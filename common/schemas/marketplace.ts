/** The buyer's side: marketplace queries, checkout and Contact Seller share these schemas. */
import { z } from 'zod';
import { CATEGORY_CODES } from '../categories.ts';
import { LIMITS } from '../constants.ts';
import { PRODUCT_STATUSES } from '../enums.ts';
import { issue } from '../messages.ts';
import { GOVERNORATE_CODES, normalizeTunisianPhone } from '../tunisia.ts';
import { decimalAmount, decimalInteger } from './ids.ts';
import { nameText } from './names.ts';
import { tunisianPhoneText } from './phones.ts';

export const MARKETPLACE_SORTS = ['newest', 'price_asc', 'price_desc', 'name'] as const;
export type MarketplaceSort = (typeof MARKETPLACE_SORTS)[number];

const price = decimalAmount({ min: 0, max: 1_000_000 });

/** A filter left empty in a shared URL (`?category=`) is no filter, not a wrong value. */
const blankAsMissing = (value: unknown) => (value === '' ? undefined : value);

/** Which page of a list, and how long; the same on every marketplace list. */
const pageFields = {
  page: decimalInteger({ min: 1, max: 10_000 }).default(1),
  pageSize: decimalInteger({ min: 1, max: LIMITS.pageSizeMax }).default(LIMITS.pageSizeDefault),
};

const category = z.preprocess(
  blankAsMissing,
  z.enum(CATEGORY_CODES, { error: issue('marketplace.category.invalid') }).optional(),
);

/** A price range whose lowest is not above its highest, reported on the highest. */
const priceRangeInOrder = (query: { minPrice?: number; maxPrice?: number }) =>
  query.minPrice === undefined || query.maxPrice === undefined || query.minPrice <= query.maxPrice;
const priceRangeError = { message: issue('marketplace.priceRange.invalid'), path: ['maxPrice'] };

/** GET /api/marketplace/stores/:id/products */
export const storeProductsQuerySchema = z
  .object({
    status: z.enum(PRODUCT_STATUSES).optional(),
    category,
    minPrice: price.optional(),
    maxPrice: price.optional(),
    sort: z.enum(MARKETPLACE_SORTS).default('newest'),
    ...pageFields,
  })
  .refine(priceRangeInOrder, priceRangeError);
export type StoreProductsQuery = z.input<typeof storeProductsQuerySchema>;

/** Orders of the marketplace's browse page; "popular" is the most sold first. */
export const BROWSE_SORTS = ['newest', 'price_asc', 'price_desc', 'popular'] as const;
export type BrowseSort = (typeof BROWSE_SORTS)[number];

const browsePrice = z.preprocess(
  blankAsMissing,
  decimalAmount({ min: 0, max: 1_000_000, message: issue('marketplace.price.invalid') }).optional(),
);

/**
 * GET /api/marketplace/products: browse and search every live product. Without `sort`, a
 * search (`q` set) ranks matches in the name first, then the newest; browsing is newest first.
 * Products on sale always come before sold-out ones; `inStock=true` leaves the sold-out out
 * (`false` is the same as no filter).
 */
export const productSearchQuerySchema = z
  .object({
    q: z.string().trim().max(200).default(''),
    category,
    governorate: z.preprocess(
      blankAsMissing,
      z
        .enum(GOVERNORATE_CODES as [string, ...string[]], {
          error: issue('marketplace.governorate.invalid'),
        })
        .optional(),
    ),
    minPrice: browsePrice,
    maxPrice: browsePrice,
    inStock: z.preprocess(
      blankAsMissing,
      z.enum(['true', 'false'], { error: issue('marketplace.inStock.invalid') }).optional(),
    ),
    sort: z.preprocess(
      blankAsMissing,
      z.enum(BROWSE_SORTS, { error: issue('marketplace.sort.invalid') }).optional(),
    ),
    ...pageFields,
  })
  .refine(priceRangeInOrder, priceRangeError);
export type ProductSearchQuery = z.input<typeof productSearchQuerySchema>;

/** +216 and 8 digits, however the buyer typed the spaces; stored as +216XXXXXXXX. */
export const tunisianPhone = tunisianPhoneText(issue('buyer.phone.invalid'));

const personName = nameText(issue('buyer.name.tooShort'))
  .min(2, issue('buyer.name.tooShort'))
  .max(100, issue('buyer.name.tooShort'));

export const checkoutLineSchema = z.object({
  productId: z.number().int().positive().max(2_147_483_647),
  quantity: z
    .number({ error: issue('checkout.quantity.invalid') })
    .int(issue('checkout.quantity.invalid'))
    .min(LIMITS.quantityMin, issue('checkout.quantity.invalid'))
    .max(10_000, issue('checkout.quantity.invalid')),
  /** The unit price the buyer saw; a different price now refuses the checkout (409). */
  price: z.number().positive().max(1_000_000),
});

/** POST /api/checkout: cash on delivery, for guests and signed-in buyers. */
export const checkoutInputSchema = z.object({
  items: z
    .array(checkoutLineSchema, { error: issue('checkout.items.empty') })
    .min(1, issue('checkout.items.empty'))
    .max(50, issue('checkout.items.tooMany')),
  name: personName,
  phone: tunisianPhone,
  governorate: z.enum(GOVERNORATE_CODES as [string, ...string[]], {
    error: issue('checkout.governorate.required'),
  }),
  address: z
    .string({ error: issue('checkout.address.invalid') })
    .trim()
    .min(5, issue('checkout.address.invalid'))
    .max(255, issue('checkout.address.invalid')),
  note: z.string().trim().max(500, issue('checkout.note.tooLong')).optional().default(''),
  /**
   * Where to send the order confirmation and its status changes (issue 15); optional, empty
   * for none. A signed-in buyer's account email is used when this is left out.
   */
  email: z
    .string()
    .trim()
    .max(254, issue('checkout.email.invalid'))
    .refine((value) => value === '' || z.email().safeParse(value).success, {
      message: issue('checkout.email.invalid'),
    })
    .optional()
    .default(''),
  /**
   * Each store's delivery fee as the buyer saw it (issue 14); a different fee now refuses the
   * checkout (409 fee_changed) as a changed price does. Older clients may leave it out.
   */
  deliveryFees: z
    .array(
      z.object({
        storeId: z.number().int().positive().max(2_147_483_647),
        fee: z.number().min(0).max(1_000_000),
      }),
    )
    .max(50)
    // One fee per store: two different fees for one store cannot both be the one the buyer saw.
    .refine((fees) => new Set(fees.map((entry) => entry.storeId)).size === fees.length, {
      message: issue('request.invalidValue'),
    })
    .optional(),
});
export type CheckoutInput = z.input<typeof checkoutInputSchema>;

const messageContent = z
  .string({ error: issue('sellerContact.content.required') })
  .trim()
  .min(1, issue('sellerContact.content.required'))
  .max(2000, issue('sellerContact.content.tooLong'));

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
      message: issue('sellerContact.email.invalid'),
    })
    .optional(),
  phone: z
    .string()
    .trim()
    .max(30)
    .refine((value) => value === '' || normalizeTunisianPhone(value) !== null, {
      message: issue('buyer.phone.invalid'),
    })
    .optional(),
});
export type ContactSellerInput = z.input<typeof contactSellerSchema>;

/** POST /api/orders/track: a guest follows an order with its reference and the phone given. */
export const trackOrderSchema = z.object({
  reference: z
    .string({ error: issue('track.reference.required') })
    .trim()
    .min(1, issue('track.reference.required'))
    .max(20, issue('track.reference.required'))
    .transform((value) => value.toUpperCase()),
  phone: tunisianPhone,
  /**
   * The buyer's key from their tracking link (checkout answer's buyerKey): with it, the answer
   * carries the delivery code; without it (reference and phone only), never.
   */
  key: z.string().trim().max(64).optional(),
});
export type TrackOrderInput = z.input<typeof trackOrderSchema>;

/** A guest's answer in their private conversation (issue 15). */
export const guestMessageInputSchema = z.object({ content: messageContent });
export type GuestMessageInput = z.infer<typeof guestMessageInputSchema>;
