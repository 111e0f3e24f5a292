/**
 * A store's identity (PATCH /api/users/:id, the wizard's store step and the profile): its
 * governorate, WhatsApp number, logo and cover, as the account and the marketplace show them.
 */
import { expect, it } from 'vitest';
import type { MarketplaceStore } from '../../common/contracts/marketplace.ts';
import type { PublicUser } from '../../common/contracts/users.ts';
import { media } from '../../server/db/schema.ts';
import { describeEachEngine } from './harness.ts';
import { caller, newStore } from './market-fixtures.ts';
import { newAccount, signIn } from './session.ts';

describeEachEngine('store identity', (env) => {
  const call = caller(() => env().app);

  async function uploads(ownerId: number, n: number): Promise<string[]> {
    const rows = await env()
      .database.db.insert(media)
      .values(
        Array.from({ length: n }, () => ({ ownerId, width: 800, height: 800, storedBytes: 1 })),
      )
      .returning({ id: media.id });
    return rows.map((row) => row.id);
  }

  it('sets the governorate, WhatsApp, logo and cover; the account and the store show them', async () => {
    const store = await newStore(env().app, 'Dar Zitouna', [
      { name: 'Huile d’olive', price: 18, stockQuantity: 3 },
    ]);
    const [logo, cover] = await uploads(store.id, 2);
    const patched = await call('PATCH', `/api/users/${store.id}`, store.cookie, {
      storeGovernorate: 'TN-61',
      storeWhatsapp: '22 123 456',
      storeLogoId: logo,
      storeCoverId: cover,
    });
    expect(patched.statusCode, patched.body).toBe(200);
    const user = patched.json<PublicUser>();
    expect(user).toMatchObject({ storeGovernorate: 'TN-61', storeWhatsapp: '+21622123456' });
    expect(user.storeLogo).toEqual({
      id: logo,
      url: `/media/${logo}/640.webp`,
      srcSet: `/media/${logo}/320.webp 320w, /media/${logo}/640.webp 640w, /media/${logo}/1280.webp 800w`,
      width: 800,
      height: 800,
      alt: '',
    });
    expect(user.storeCover?.id).toBe(cover);

    // The session's user (me, login) says the same.
    const me = await call('GET', '/api/auth/me', store.cookie);
    expect(me.json<PublicUser>()).toEqual(user);
    const login = await env().app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: store.username, password: store.password },
    });
    expect(login.json<PublicUser>()).toEqual(user);
    expect(await signIn(env().app, store.username, store.password)).toBeTruthy();

    const page = (
      await call('GET', `/api/marketplace/stores/${store.id}`)
    ).json<MarketplaceStore>();
    expect(page).toMatchObject({
      storeGovernorate: 'TN-61',
      storeWhatsapp: '+21622123456',
      logo: { id: logo, width: 800 },
      cover: { id: cover, url: `/media/${cover}/640.webp` },
    });
    const listed = (await call('GET', '/api/marketplace/stores')).json<MarketplaceStore[]>();
    expect(listed.find((s) => s.id === store.id)).toEqual(page);
    const products = (await call('GET', `/api/marketplace/stores/${store.id}/products`)).json();
    expect(products.items[0].storeGovernorate).toBe('TN-61');

    // null (or an empty WhatsApp) removes.
    const removed = await call('PATCH', `/api/users/${store.id}`, store.cookie, {
      storeWhatsapp: '',
      storeLogoId: null,
      storeCoverId: null,
      storeGovernorate: null,
    });
    expect(removed.json<PublicUser>()).toMatchObject({
      storeGovernorate: null,
      storeWhatsapp: null,
      storeLogo: null,
      storeCover: null,
    });
    const after = (await call('GET', `/api/marketplace/stores/${store.id}`)).json();
    expect(after).toMatchObject({ logo: null, cover: null, storeWhatsapp: null });
  });

  it('refuses another user’s upload with 404, changing nothing', async () => {
    const seller = await newAccount(env().app);
    const other = await newAccount(env().app);
    const [theirs] = await uploads(other.id, 1);
    const response = await call('PATCH', `/api/users/${seller.id}`, seller.cookie, {
      storeName: 'Boutique volée',
      storeCoverId: theirs,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'media.notFound' });
    const me = (await call('GET', '/api/auth/me', seller.cookie)).json<PublicUser>();
    expect(me).toMatchObject({ storeName: null, storeCover: null });
  });

  it.each([
    [{ storeGovernorate: 'TN-99' }, 'storeGovernorate', 'store.governorate.invalid'],
    [{ storeWhatsapp: '12' }, 'storeWhatsapp', 'store.whatsapp.invalid'],
    [{ storeLogoId: 'logo.png' }, 'storeLogoId', 'media.id.invalid'],
  ])('refuses %j with a field message', async (change, field, code) => {
    const seller = await newAccount(env().app);
    const response = await call('PATCH', `/api/users/${seller.id}`, seller.cookie, change);
    expect(response.statusCode).toBe(400);
    expect(response.json().codes[field]).toBe(code);
  });

  it('keeps store fields for sellers', async () => {
    const buyer = await newAccount(env().app, 'customer');
    const response = await call('PATCH', `/api/users/${buyer.id}`, buyer.cookie, {
      storeGovernorate: 'TN-11',
    });
    expect(response.statusCode).toBe(403);
  });
});
