/**
 * Data as the JSON API sends it: through the route's zod contract, compiled once into
 * fast-json-stringify (as plugins/response-serializer.ts does), so the page's state holds exactly
 * the fields and shapes the browser would have fetched (dates as ISO strings, no extra columns).
 */
import fastJson from 'fast-json-stringify';
import { z } from 'zod';

export function wireFormat<T extends z.ZodType>(schema: T): (data: unknown) => z.output<T> {
  const json = z.toJSONSchema(schema, { target: 'draft-07', io: 'output', unrepresentable: 'any' });
  const stringify = fastJson(json as Parameters<typeof fastJson>[0]);
  return (data) => JSON.parse(stringify(data)) as z.output<T>;
}
