/** The seller's forms and the routes behind them share these schemas (SPEC §5). */
import { z } from 'zod';
import { LIMITS } from '../constants.ts';
import { MESSAGE_STATUSES, ORDER_STATUSES, PAYMENT_METHODS, PRODUCT_STATUSES } from '../enums.ts';
import { type PlainMessageCode, issue } from '../messages.ts';
import { hasAtMostTwoDecimals } from '../money.ts';
import { GOVERNORATE_CODES } from '../tunisia.ts';
import { CATEGORY_CODES } from '../categories.ts';
import { MEDIA_ID_PATTERN, MEDIA_VARIANTS } from '../media.ts';
import { decimalInteger } from './ids.ts';
import { mediaIdSchema } from './media.ts';
import { nameText } from './names.ts';
import { customerPhoneText } from './phones.ts';

export const PRODUCT_IMAGES_MAX = 8;

/** One photo of a product: its upload id alone, or with the words a screen reader says. */
const productImageInput = z
  .union([
    // No transform inside a branch: it would hide the branch's own message (media.id.invalid).
    mediaIdSchema,
    z.object({
      id: mediaIdSchema,
      alt: z
        .string({ error: issue('product.images.altTooLong') })
        .trim()
        .max(200, issue('product.images.altTooLong'))
        .default(''),
    }),
  ])
  .transform((image) => (typeof image === 'string' ? { id: image, alt: '' } : image));

/** 0 to 8 photos in order, the first the cover; the same upload twice is refused. */
const productImages = z
  .array(productImageInput, { error: issue('product.images.invalid') })
  .max(PRODUCT_IMAGES_MAX, issue('product.images.tooMany'))
  .refine(
    (images) => new Set(images.map((image) => image.id)).size === images.length,
    issue('product.images.duplicate'),
  );

/**
 * An upload's own address (`/media/{id}/{variant}`), which product answers give as imageUrl for
 * a product with photos: an older client sending a product back as it read it is accepted, and
 * the server keeps the stored outside picture as it was (it never stores such an address).
 */
export function isOwnMediaUrl(value: string): boolean {
  const match = /^\/media\/([^/]+)\/([^/]+)$/.exec(value);
  return (
    !!match &&
    MEDIA_ID_PATTERN.test(match[1] ?? '') &&
    (MEDIA_VARIANTS as readonly string[]).includes(match[2] ?? '')
  );
}

/**
 * An outside https picture, for clients older than uploads (the app's own /images/ files too).
 * Empty means "no image" (a placeholder shows).
 */
const imageUrl = z
  .string({ error: issue('product.imageUrl.invalid') })
  .trim()
  .max(2000, issue('product.imageUrl.invalid'))
  .refine(
    (value) =>
      value === '' ||
      /^\/images\/[\w./-]+$/.test(value) ||
      /^https:\/\/[^\s]+$/i.test(value) ||
      isOwnMediaUrl(value),
    issue('product.imageUrl.invalid'),
  )
  .refine((value) => {
    if (!/^https:/i.test(value)) return true;
    try {
      new URL(value);
      return true;
    } catch {
      return false;
    }
  }, issue('product.imageUrl.invalid'));

/** The fields without defaults: a PATCH must change only what it sends. */
const productFields = {
  name: nameText(issue('product.name.tooShort'))
    .min(2, issue('product.name.tooShort'))
    .max(200, issue('product.name.tooLong')),
  description: z
    .string({ error: issue('product.description.tooShort') })
    .trim()
    .min(10, issue('product.description.tooShort'))
    .max(5000, issue('product.description.tooLong')),
  price: z
    .number({ error: issue('product.price.invalid') })
    .min(0.01, issue('product.price.invalid'))
    .max(1_000_000, issue('product.price.invalid'))
    // Step 0.01 in the form (SPEC §5): a third decimal would show as a price that does not add up.
    .refine(hasAtMostTwoDecimals, issue('product.price.decimals')),
  imageUrl,
  images: productImages,
  category: z.enum(CATEGORY_CODES, { error: issue('product.category.invalid') }),
  status: z.enum(PRODUCT_STATUSES, { error: issue('product.status.invalid') }),
  stockQuantity: z
    .number({ error: issue('product.stockQuantity.invalid') })
    .int(issue('product.stockQuantity.invalid'))
    .min(0, issue('product.stockQuantity.invalid'))
    .max(1_000_000, issue('product.stockQuantity.invalid')),
  featured: z.boolean({ error: issue('product.featured.invalid') }),
};

export const productInputSchema = z.object({
  ...productFields,
  imageUrl: productFields.imageUrl.optional().default(''),
  images: productFields.images.optional().default([]),
  category: productFields.category.default('other'),
  featured: productFields.featured.default(false),
});
export type ProductInput = z.input<typeof productInputSchema>;

export const productUpdateSchema = z.object(productFields).partial().strict();
export type ProductUpdate = z.input<typeof productUpdateSchema>;

/** Empty strings are allowed for the optional fields, as the spec's dialog allows. */
const optionalText = (min: number, max: number, message: PlainMessageCode) =>
  z
    .string({ error: message })
    .trim()
    .max(max, message)
    .refine((value) => value === '' || value.length >= min, message);

const customerFields = {
  name: nameText(issue('customer.name.tooShort'))
    .min(2, issue('customer.name.tooShort'))
    .max(100, issue('customer.name.tooLong')),
  email: z
    .string({ error: issue('customer.email.invalid') })
    .trim()
    .max(254, issue('customer.email.invalid'))
    .refine(
      (value) => value === '' || z.email().safeParse(value).success,
      issue('customer.email.invalid'),
    ),
  /** Empty, or a Tunisian or international number in its stored form (common/schemas/phones.ts). */
  phone: customerPhoneText(issue('customer.phone.invalid')),
  address: optionalText(5, 255, issue('customer.address.invalid')),
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
  page: decimalInteger({ min: 1, max: 10_000 }).default(1),
  pageSize: decimalInteger({ min: 1, max: LIMITS.pageSizeMax }).default(LIMITS.pageSizeDefault),
});

export const productListQuerySchema = listQuerySchema.extend({
  status: z.enum(PRODUCT_STATUSES).optional(),
  category: z.enum(CATEGORY_CODES, { error: issue('product.category.invalid') }).optional(),
  featured: z.enum(['true', 'false']).optional(),
});

export const orderListQuerySchema = listQuerySchema.extend({
  status: z.enum(ORDER_STATUSES).optional(),
});

export const orderStatusUpdateSchema = z.object({
  status: z.enum(ORDER_STATUSES, { error: issue('order.status.invalid') }),
});

export const manualOrderInputSchema = z.object({
  customerId: z
    .number({ error: issue('order.customer.required') })
    .int()
    .positive(issue('order.customer.required')),
  items: z
    .array(
      z.object({
        productId: z
          .number({ error: issue('order.product.required') })
          .int()
          .positive(issue('order.product.required')),
        quantity: z
          .number({ error: issue('order.quantity.tooSmall') })
          .int(issue('order.quantity.tooSmall'))
          .min(1, issue('order.quantity.tooSmall'))
          .max(10_000, issue('order.quantity.tooLarge')),
      }),
      { error: issue('order.items.empty') },
    )
    .min(1, issue('order.items.empty'))
    .max(50, issue('order.items.tooMany')),
  shippingAddress: z
    .string({ error: issue('order.address.invalid') })
    .trim()
    .min(5, issue('order.address.invalid'))
    .max(500, issue('order.address.invalid')),
  shippingGovernorate: z
    .string()
    .refine((code) => GOVERNORATE_CODES.includes(code), issue('order.governorate.invalid'))
    .optional(),
  paymentMethod: z
    .enum(PAYMENT_METHODS, { error: issue('order.paymentMethod.invalid') })
    .default('cash_on_delivery'),
  note: z.string().trim().max(1000).optional(),
});
export type ManualOrderInput = z.input<typeof manualOrderInputSchema>;

export const messageInputSchema = z.object({
  customerId: z
    .number({ error: issue('message.customer.required') })
    .int()
    .positive(issue('message.customer.required')),
  content: z
    .string({ error: issue('message.content.empty') })
    .trim()
    .min(1, issue('message.content.empty'))
    .max(5000, issue('message.content.tooLong')),
});
export type MessageInput = z.infer<typeof messageInputSchema>;

export const messageStatusUpdateSchema = z.object({
  status: z.enum(MESSAGE_STATUSES, { error: issue('message.status.invalid') }),
});
