/**
 * A database with rows in every table, and a fingerprint of every table, for backup.test.ts: a
 * restore must bring back each row of each table, not only the ones the demo seed happens to make.
 */
import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client.ts';
import {
  adminActions,
  contactMessages,
  conversationLinks,
  deliveryReleases,
  emailOptOuts,
  emailOutbox,
  liveEvents,
  media,
  mediaBlobs,
  passwordResetTokens,
  productImages,
  rateLimitEvents,
  sessions,
  signInDevices,
} from '../../server/db/schema.ts';
import { seedDemo } from '../../server/db/seed.ts';

async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

async function first<T>(db: Db, query: ReturnType<typeof sql>): Promise<T> {
  const [row] = await rows<T>(db, query);
  if (!row) throw new Error(`no row for ${JSON.stringify(query)}`);
  return row;
}

const hash = () => createHash('sha256').update(randomBytes(32)).digest('hex');
const inAWeek = () => new Date(Date.now() + 7 * 24 * 3600_000);

/**
 * The demo data (without its photos: drawing them costs a minute on a cold cache), and a row or
 * two in each table it leaves empty. Rows a running server would prune or send soon are written
 * as already done or still fresh, so that its first minutes change nothing.
 */
export async function fillEveryTable(db: Db): Promise<void> {
  await seedDemo(db, { photos: false });
  const seller = await first<{ id: number; name: string }>(
    db,
    sql`select id, store_name as name from users where user_type = 'business' order by id limit 1`,
  );
  const buyer = await first<{ id: number }>(
    db,
    sql`select id from users where user_type = 'customer' order by id limit 1`,
  );
  const product = await first<{ id: number }>(
    db,
    sql`select id from products where store_id = ${seller.id} order by id limit 1`,
  );
  const customer = await first<{ id: number; message: number }>(
    db,
    sql`select c.id, min(m.id) as message from customers c join messages m on m.customer_id = c.id
        where c.store_id = ${seller.id} group by c.id order by c.id limit 1`,
  );
  const request = await first<{ id: number; transporter: number; store: number }>(
    db,
    sql`select id, transporter_id as transporter, store_id as store from delivery_requests
        where transporter_id is not null order by id limit 1`,
  );
  const admin = await first<{ id: number; username: string }>(
    db,
    sql`select id, username from users order by id limit 1`,
  );

  await db.transaction(async (tx) => {
    await tx.insert(sessions).values({
      tokenHash: hash(),
      userId: seller.id,
      expiresAt: inAWeek(),
      userAgent: 'Mozilla/5.0 (backup test)',
    });
    await tx.insert(signInDevices).values({ tokenHash: hash(), userId: seller.id });
    await tx.insert(passwordResetTokens).values({
      tokenHash: hash(),
      userId: buyer.id,
      expiresAt: inAWeek(),
      usedAt: new Date(),
    });
    await tx.insert(rateLimitEvents).values({ key: 'backup-test:127.0.0.1', expiresAt: inAWeek() });
    const [upload] = await tx
      .insert(media)
      .values({ ownerId: seller.id, width: 640, height: 480, storedBytes: 256 })
      .returning({ id: media.id });
    if (!upload) throw new Error('no media row');
    await tx.insert(productImages).values({
      productId: product.id,
      mediaId: upload.id,
      position: 7,
      alt: 'Photo de côté',
    });
    // Every byte value: a restore must not lose or re-encode binary data.
    await tx.insert(mediaBlobs).values({
      key: `media/${upload.id}/640.webp`,
      contentType: 'image/webp',
      data: Buffer.from(Array.from({ length: 256 }, (_, i) => i)),
    });
    await tx.insert(adminActions).values({
      adminId: admin.id,
      adminUsername: admin.username,
      action: 'suspend',
      targetType: 'store',
      targetId: seller.id,
      targetLabel: seller.name,
      reason: 'Test de sauvegarde — متجر',
    });
    await tx.insert(deliveryReleases).values({
      requestId: request.id,
      transporterId: request.transporter,
      storeId: request.store,
      kind: 'released',
    });
    await tx.insert(emailOptOuts).values({ email: 'amel@example.tn', kind: 'order_new' });
    await tx.insert(emailOutbox).values({
      kind: 'order_new',
      template: 'order_new',
      toAddress: 'amel@example.tn',
      language: 'fr',
      data: { reference: 'HN-0001' },
      attempts: 1,
      sentAt: new Date(),
    });
    await tx.insert(liveEvents).values({ userId: seller.id, kind: 'order', data: { id: 1 } });
    await tx.insert(conversationLinks).values({
      tokenHash: hash(),
      storeId: seller.id,
      customerId: customer.id,
      email: 'guest@example.tn',
      language: 'ar',
      sinceMessageId: customer.message,
    });
  });
}

/**
 * Table name → `rows:md5 of the rows' md5s in order`, for every table of the public and drizzle
 * schemas, and sequence name → its last value: equal prints, equal data.
 */
export async function fingerprintTables(db: Db): Promise<Record<string, string>> {
  const tables = await rows<{ name: string }>(
    db,
    sql`select quote_ident(table_schema) || '.' || quote_ident(table_name) as name
        from information_schema.tables
        where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE' order by 1`,
  );
  const prints = await rows<{ name: string; print: string }>(
    db,
    sql.raw(
      tables
        .map(
          ({ name }) =>
            `select '${name}' as name, count(*)::text || ':' || md5(coalesce(string_agg(h, ',' order by h), '')) as print
             from (select md5(to_jsonb(t)::text) as h from ${name} t) hashed`,
        )
        .join(' union all '),
    ),
  );
  const sequences = await rows<{ name: string; print: string }>(
    db,
    sql`select 'sequence ' || sequencename as name, coalesce(last_value::text, 'unused') as print
        from pg_sequences where schemaname in ('public', 'drizzle')`,
  );
  return Object.fromEntries([...prints, ...sequences].map((row) => [row.name, row.print]));
}

/** Deletes and updates across many tables, so that a restore has everything to put back. */
export async function damage(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    // A seller's account and, by cascade, its products, orders, customers and messages.
    await tx.execute(sql`delete from users where id = (select max(store_id) from products)`);
    await tx.execute(sql`update products set name = 'Renamed', price = price + 1`);
    await tx.execute(sql`delete from media_blobs`);
    await tx.execute(
      sql`delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations)`,
    );
  });
  await addContactMessage(db);
}

/** One row through a serial id: the id it got, which collides if a sequence went back. */
export async function addContactMessage(db: Db): Promise<number> {
  const [row] = await db
    .insert(contactMessages)
    .values({ name: 'Sami', email: 'sami@example.tn', message: 'Une ligne de plus' })
    .returning({ id: contactMessages.id });
  if (!row) throw new Error('no contact message');
  return row.id;
}
