/**
 * Building blocks of the response contracts: how times, days and pages look on the wire. Every
 * timestamp leaves the server as an ISO 8601 string in UTC (Date.toISOString()), every calendar
 * day as yyyy-mm-dd.
 */
import { z } from 'zod';

/** An instant, as Date.toISOString() writes it: "2025-03-14T09:26:53.589Z". */
export const timestampSchema = z.iso.datetime();

/** A calendar day without a time: "2025-03-14". */
export const daySchema = z.iso.date();

/** A row id (PostgreSQL integer). */
export const idSchema = z.number().int();

/** A count of rows or units. */
export const countSchema = z.number().int().nonnegative();

/** Dinars, up to three decimals (millimes); the database holds them exactly. */
export const dinarsSchema = z.number();

const pageFieldsSchema = z.object({
  total: countSchema,
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
});

/** A page of a list: the rows, and how many there are in all. */
export function pageOf<Item extends z.ZodType>(item: Item) {
  return pageFieldsSchema.extend({ items: z.array(item) });
}

/** A page of a list: the rows, and how many there are in all. */
export type Page<T> = z.infer<typeof pageFieldsSchema> & { items: T[] };

/**
 * An uploaded picture as every answer carries it (common/media.ts builds it): the 640 px WebP as
 * `url`, the three widths as `srcSet`, the upload's own size for width/height (no layout shift).
 */
export const mediaImageSchema = z.object({
  id: z.string(),
  url: z.string(),
  srcSet: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  alt: z.string(),
});

/** 204 No Content: the handler sends nothing, and Fastify serializes nothing. */
export const noContentSchema = z.undefined();
