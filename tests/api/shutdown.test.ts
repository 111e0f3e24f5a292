import { expect, it } from 'vitest';
import { describeEachEngine } from './harness.ts';

describeEachEngine(
  'graceful shutdown',
  (env) => {
    it('finishes a request that is in flight when the server closes', async () => {
      const { app } = env();
      const address = await app.listen({ port: 0, host: '127.0.0.1' });
      const pending = fetch(`${address}/api/test/slow`);
      await new Promise((resolve) => setTimeout(resolve, 100));
      const closing = app.close();
      const response = await pending;
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ done: true });
      await closing;
    });
  },
  {
    register(app) {
      app.get('/api/test/slow', async () => {
        await new Promise((resolve) => setTimeout(resolve, 400));
        return { done: true };
      });
    },
  },
);
