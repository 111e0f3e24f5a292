/**
 * Answers leave through their zod contract (common/contracts), declared on each route. In
 * production each contract is turned once into JSON Schema and compiled by fast-json-stringify:
 * fields the contract does not name are dropped, at a fraction of the cost of encoding through zod.
 * Under test, zod encodes strictly (a body that breaks its contract is a 500) and the fast
 * serializer must write the same JSON, so the production path is checked by every API test.
 * A contract JSON Schema cannot express (a transform, `z.undefined()` for 204) stays with zod.
 */
import { isDeepStrictEqual } from 'node:util';
import fastJson from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type Serialize = (data: unknown) => string;

/** fast-json-stringify for this contract, or undefined when JSON Schema cannot say it. */
function fastSerializerOf(schema: unknown): Serialize | undefined {
  if (!(schema instanceof z.ZodType)) return undefined;
  try {
    const json = z.toJSONSchema(schema, {
      target: 'draft-07',
      io: 'output',
      unrepresentable: 'throw',
    });
    return fastJson(json as Parameters<typeof fastJson>[0]) as Serialize;
  } catch {
    return undefined;
  }
}

/** `strict`: zod checks every answer and the fast serializer must agree with it (tests). */
export function responseSerializerCompiler(strict: boolean): typeof zodSerializerCompiler {
  return (route) => {
    const checked: Serialize = zodSerializerCompiler(route);
    const fast = fastSerializerOf(route.schema);
    if (!fast) return checked;
    if (!strict) return fast;
    return (data) => {
      const expected = checked(data);
      const written = fast(data);
      if (written !== expected && !isDeepStrictEqual(JSON.parse(written), JSON.parse(expected))) {
        throw new Error(
          `The fast serializer of ${route.method} ${route.url} wrote ${written}, the contract ${expected}`,
        );
      }
      return expected;
    };
  };
}
