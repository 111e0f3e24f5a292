import { sql } from 'drizzle-orm';
import { openPglite } from './server/db/client.ts';
const N = 20000;
for (const round of [1, 2]) for (const mode of ['none', 'statement', 'row']) {
  const database = await openPglite();
  await database.migrate();
  const db = database.db;
  await db.execute(sql`insert into users (id, username, email, password_hash, full_name, user_type, setup_completed, store_name) select g, 'u'||g, 'u'||g||'@x.tn', 'x', 'X', 'business', true, 'S'||g from generate_series(1,100) g`);
  if (mode !== 'statement') {
    await db.execute(sql`drop trigger products_public_reads_insert on products`);
    await db.execute(sql`drop trigger products_public_reads_update on products`);
  }
  if (mode === 'row') {
    await db.execute(sql`create or replace function hc_row() returns trigger language plpgsql as $$ begin perform pg_notify('hanout_public_reads', NEW.store_id::text); return null; end $$`);
    await db.execute(sql`create trigger hc_row_ins after insert on products for each row execute function hc_row()`);
    await db.execute(sql`create trigger hc_row_upd after update on products for each row execute function hc_row()`);
  }
  const t = performance.now();
  await db.execute(sql`insert into products (id, store_id, name, description, price, category, status, stock_quantity)
    select g, 1 + g % 100, 'Produit ' || g, 'Une description assez longue du produit numéro ' || g || '. Livraison partout en Tunisie. توصيل لكل الولايات.', 10, 'pottery', 'in_stock', 5 from generate_series(1, ${N}) g`);
  const t2 = performance.now();
  await db.execute(sql`update products set sold_count = id % 7`);
  const t3 = performance.now();
  console.log(round, mode, 'insert', (t2 - t).toFixed(0), 'update', (t3 - t2).toFixed(0));
  await database.close();
}
