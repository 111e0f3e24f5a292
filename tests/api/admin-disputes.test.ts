/**
 * Payment disputes for the operators (issue 14): counted in the overview's "waiting for you",
 * listed newest first by GET /api/admin/disputes, for operators only.
 */
import { expect, it } from 'vitest';
import type { AdminDispute, AdminOverview } from '../../common/contracts/admin.ts';
import type { Page } from '../../common/contracts/shared.ts';
import type { CashHandover } from '../../common/contracts/cash.ts';
import { newAdmin } from './admin-fixtures.ts';
import { collect, disputedFailure } from './cash-fixtures.ts';
import { caller, sellerWithOrder, transporterWithProfile } from './delivery-fixtures.ts';
import { describeEachEngine } from './harness.ts';

describeEachEngine('operators: payment disputes', (env) => {
  const call = caller(() => env().app);

  it('counts and lists disputed failed deliveries and hand-overs, newest first', async () => {
    const admin = await newAdmin(env().app);
    const overviewOf = async () => {
      const response = await call('GET', '/api/admin/overview', admin.cookie);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<AdminOverview>();
    };
    const before = await overviewOf();
    expect(before.disputes).toEqual({ deliveries: 0, handovers: 0 });

    const { seller, order, newOrder } = await sellerWithOrder(env().app);
    const transporter = await transporterWithProfile(env().app);
    const failed = await disputedFailure(
      env(),
      (await newOrder()).id,
      transporter.id,
      'Le client était bien là',
    );
    await collect(env(), order.id, transporter.id);
    const declared = await call('POST', '/api/transporter/cash/handovers', transporter.cookie, {
      storeId: seller.id,
      amount: 20,
    });
    expect(declared.statusCode, declared.body).toBe(201);
    const handover = declared.json<CashHandover>();
    // A declared hand-over is no dispute yet.
    expect((await overviewOf()).disputes).toEqual({ deliveries: 1, handovers: 0 });
    const disputed = await call(
      'POST',
      `/api/cash/handovers/${handover.id}/dispute`,
      seller.cookie,
      {
        note: 'Je n’ai reçu que 15 DT',
      },
    );
    expect(disputed.statusCode, disputed.body).toBe(200);
    expect((await overviewOf()).disputes).toEqual({ deliveries: 1, handovers: 1 });

    const response = await call('GET', '/api/admin/disputes', admin.cookie);
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json<Page<AdminDispute>>();
    expect(page).toMatchObject({ total: 2, page: 1, pageSize: 20 });
    expect(page.items).toEqual([
      {
        kind: 'handover',
        id: handover.id,
        store: { id: seller.id, name: 'Zitouna Sfax' },
        transporter: { id: transporter.id, name: 'Test User' },
        amount: 20,
        note: 'Je n’ai reçu que 15 DT',
        at: expect.any(String),
      },
      {
        kind: 'delivery',
        id: failed,
        store: { id: seller.id, name: 'Zitouna Sfax' },
        transporter: { id: transporter.id, name: 'Test User' },
        amount: 8.5,
        note: 'Le client était bien là',
        at: expect.any(String),
      },
    ]);
    expect(Date.parse(page.items[0]!.at)).toBeGreaterThanOrEqual(Date.parse(page.items[1]!.at));
    const beyond = await call('GET', '/api/admin/disputes?page=2', admin.cookie);
    expect(beyond.json<Page<AdminDispute>>()).toMatchObject({ items: [], total: 2 });

    expect((await call('GET', '/api/admin/disputes', seller.cookie)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/disputes', transporter.cookie)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/disputes')).statusCode).toBe(401);
  });
});
