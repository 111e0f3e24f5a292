import Fastify from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { responseSerializerCompiler } from './response-serializer.ts';

const product = z.object({ id: z.number(), name: z.string(), createdAt: z.iso.datetime() });
const apps: ReturnType<typeof Fastify>[] = [];
afterEach(async () => Promise.all(apps.splice(0).map((app) => app.close())));

/** A route whose handler answers `body` under the product contract. */
function appAnswering(strict: boolean, body: unknown) {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  apps.push(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler(strict));
  // The body is whatever the case hands in, broken ones included: cast past the route's type.
  app.get('/p', { schema: { response: { 200: z.array(product) } } }, async () => body as never);
  app.delete('/p', { schema: { response: { 204: z.undefined() } } }, async (_req, reply) =>
    reply.status(204).send(),
  );
  return app;
}

const row = { id: 1, name: 'Harissa', createdAt: '2026-11-24T10:00:00.000Z', secret: 'hash' };

describe('the response serializer', () => {
  it('in production writes what the contract names and drops the rest', async () => {
    const answer = await appAnswering(false, [row]).inject('/p');
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toBe('[{"id":1,"name":"Harissa","createdAt":"2026-11-24T10:00:00.000Z"}]');
  });

  it('under test writes the same bytes, checked by zod', async () => {
    const answer = await appAnswering(true, [row]).inject('/p');
    expect(answer.body).toBe('[{"id":1,"name":"Harissa","createdAt":"2026-11-24T10:00:00.000Z"}]');
  });

  it('under test refuses a body that breaks its contract', async () => {
    const answer = await appAnswering(true, [{ ...row, createdAt: 'yesterday' }]).inject('/p');
    expect(answer.statusCode).toBe(500);
  });

  it('keeps zod for what JSON Schema cannot say (204 with no body)', async () => {
    const answer = await appAnswering(false, []).inject({ method: 'DELETE', url: '/p' });
    expect(answer.statusCode).toBe(204);
    expect(answer.body).toBe('');
  });
});
