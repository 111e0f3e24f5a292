/**
 * The packing slip (issue 14) on both engines: a PDF of the seller's own order, in A6 or A4 and
 * in three languages, with the reference and the cash to collect, never the delivery code.
 */
import { inflateSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { orders } from '../../server/db/schema.ts';
import { caller, sellerWithOrder } from './delivery-fixtures.ts';
import { describeEachEngine } from './harness.ts';
import { newAccount } from './session.ts';

/**
 * The Latin text a PDF draws: PDFKit writes it as hex strings in TJ arrays inside deflated
 * content streams (Arabic goes by glyph ids, and is checked by eye with pdftoppm).
 */
function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const parts: string[] = [];
  const streams = /stream\r?\n/g;
  for (let match = streams.exec(raw); match; match = streams.exec(raw)) {
    const start = match.index + match[0].length;
    const end = raw.indexOf('endstream', start);
    let content: string;
    try {
      content = inflateSync(pdf.subarray(start, end)).toString('latin1');
    } catch {
      continue; // not deflated (an image, a font)
    }
    for (const array of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      const hexes = [...(array[1] ?? '').matchAll(/<([0-9a-fA-F]*)>/g)];
      parts.push(hexes.map((hex) => Buffer.from(hex[1] ?? '', 'hex').toString('latin1')).join(''));
    }
  }
  return parts.join('\n');
}

describeEachEngine('packing slip', (env) => {
  const call = caller(() => env().app);

  it('prints the seller’s order as an A6 or A4 PDF, with the cash to collect', async () => {
    const { seller, order } = await sellerWithOrder(env().app);
    const [row] = await env()
      .database.db.update(orders)
      .set({ deliveryCode: '7391', deliveryFee: 7, totalAmount: 44 })
      .where(eq(orders.id, order.id))
      .returning();
    const reference = row?.reference ?? '';

    const response = await call('GET', `/api/orders/${order.id}/packing-slip`, seller.cookie);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `inline; filename="hanout-${reference}.pdf"`,
    );
    expect(response.headers['cache-control']).toBe('private, no-store');
    const pdf = response.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf);
    // French by default: the reference, the buyer, the lines, the fee and the total to collect.
    expect(text).toContain(reference);
    expect(text).toContain('MONTANT À ENCAISSER');
    expect(text).toContain('Yasmine Gharbi');
    expect(text).toContain('Huile d’olive 1L × 2'.replace('’', '\x92'));
    expect(text).toContain('37,00 DT');
    expect(text).toContain('7,00 DT');
    expect(text).toContain('44,00 DT');
    expect(text).toContain(`/marketplace/orders/track?reference=${reference}`);
    // Never the code the buyer gives at the door, drawn or anywhere in the file.
    expect(text).not.toContain('7391');
    expect(pdf.toString('latin1')).not.toContain('7391');
    // A6 is a label, A4 a sheet (MediaBox in points).
    expect(pdf.toString('latin1')).toMatch(/MediaBox \[0 0 297\.64 419\.53\]/);

    const a4 = await call(
      'GET',
      `/api/orders/${order.id}/packing-slip?size=a4&lang=en`,
      seller.cookie,
    );
    expect(a4.statusCode).toBe(200);
    expect(a4.rawPayload.toString('latin1')).toMatch(/MediaBox \[0 0 595\.28 841\.89\]/);
    expect(pdfText(a4.rawPayload)).toContain('CASH TO COLLECT');
    expect(pdfText(a4.rawPayload)).toContain('44.00 DT');

    // Arabic: the labels are glyphs of the embedded Arabic font; the Latin parts stay readable.
    const ar = await call('GET', `/api/orders/${order.id}/packing-slip?lang=ar`, seller.cookie);
    expect(ar.statusCode).toBe(200);
    expect(ar.rawPayload.toString('latin1')).toContain('NotoSansArabic');
    expect(pdfText(ar.rawPayload)).toContain(reference);
    expect(pdfText(ar.rawPayload)).not.toContain('7391');
  });

  it('is the seller’s own: another store’s order is 404, other accounts 401/403', async () => {
    const { order } = await sellerWithOrder(env().app);
    const other = await sellerWithOrder(env().app);
    const url = `/api/orders/${order.id}/packing-slip`;
    const foreign = await call('GET', url, other.seller.cookie);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ code: 'order.notFound' });
    expect((await call('GET', url)).statusCode).toBe(401);
    const buyer = await newAccount(env().app, 'customer');
    expect((await call('GET', url, buyer.cookie)).statusCode).toBe(403);
    expect((await call('GET', `${url}?size=a5`, other.seller.cookie)).statusCode).toBe(400);
    expect((await call('GET', `${url}?lang=de`, other.seller.cookie)).statusCode).toBe(400);
  });
});
