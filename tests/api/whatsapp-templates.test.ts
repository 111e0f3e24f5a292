/**
 * The seller's WhatsApp templates (issue 15): null is the default (the client's words in the
 * reader's language); a saved text comes back as saved; '' or null goes back to the default.
 */
import { expect, it } from 'vitest';
import { describeEachEngine } from './harness.ts';
import { newAccount } from './session.ts';

const DEFAULTS = { confirmed: null, shipped: null, on_the_way: null, delivered: null };

describeEachEngine('WhatsApp templates', (env) => {
  const get = (cookie?: string) =>
    env().app.inject({
      method: 'GET',
      url: '/api/store/whatsapp-templates',
      headers: cookie ? { cookie } : {},
    });
  const put = (payload: object, cookie?: string) =>
    env().app.inject({
      method: 'PUT',
      url: '/api/store/whatsapp-templates',
      headers: cookie ? { cookie } : {},
      payload,
    });

  it('starts with every template at its default', async () => {
    const seller = await newAccount(env().app);
    const response = await get(seller.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual(DEFAULTS);
  });

  it('saves the kinds sent, keeps the others, and goes back to the default with empty or null', async () => {
    const seller = await newAccount(env().app);
    const confirmed = 'Bonjour {name}, votre commande {reference} chez {store} est confirmée.';
    const shipped = '  Commande {reference} expédiée : {tracking}  ';
    const saved = await put({ confirmed, shipped }, seller.cookie);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ ...DEFAULTS, confirmed, shipped: shipped.trim() });

    const partial = await put(
      { on_the_way: '{transporter} arrive avec {total} DT.' },
      seller.cookie,
    );
    expect(partial.json()).toEqual({
      ...DEFAULTS,
      confirmed,
      shipped: shipped.trim(),
      on_the_way: '{transporter} arrive avec {total} DT.',
    });

    const reset = await put({ confirmed: '', shipped: null, on_the_way: '   ' }, seller.cookie);
    expect(reset.json()).toEqual(DEFAULTS);
    expect((await get(seller.cookie)).json()).toEqual(DEFAULTS);
  });

  it('keeps each seller’s templates to themselves', async () => {
    const [first, second] = [await newAccount(env().app), await newAccount(env().app)];
    await put({ delivered: 'Livré, merci {name} !' }, first.cookie);
    expect((await get(second.cookie)).json()).toEqual(DEFAULTS);
    expect((await get(first.cookie)).json().delivered).toBe('Livré, merci {name} !');
  });

  it('refuses an unknown placeholder, a text too long, and an unknown kind', async () => {
    const seller = await newAccount(env().app);
    const placeholder = await put({ confirmed: 'Bonjour {prenom}' }, seller.cookie);
    expect(placeholder.statusCode).toBe(400);
    expect(placeholder.json().code).toBe('whatsapp.template.placeholder');
    const long = await put({ shipped: 'x'.repeat(1001) }, seller.cookie);
    expect(long.statusCode).toBe(400);
    expect(long.json().code).toBe('whatsapp.template.tooLong');
    const notString = await put({ shipped: 42 }, seller.cookie);
    expect(notString.statusCode).toBe(400);
    expect((await put({ returned: 'Retour' }, seller.cookie)).statusCode).toBe(400);
    expect((await get(seller.cookie)).json()).toEqual(DEFAULTS);
  });

  it('is for sellers only: 403 for a buyer or a transporter, 401 signed out', async () => {
    for (const type of ['customer', 'transporter'] as const) {
      const account = await newAccount(env().app, type);
      expect((await get(account.cookie)).statusCode).toBe(403);
      expect((await put({ confirmed: 'Bonjour' }, account.cookie)).statusCode).toBe(403);
    }
    expect((await get()).statusCode).toBe(401);
    expect((await put({ confirmed: 'Bonjour' })).statusCode).toBe(401);
  });
});
