/**
 * A large marketplace for the browse benchmark: about 1,000 stores spread over the 24
 * governorates and 50,000 products across the categories, written with a few set-based INSERTs
 * (generate_series) so it takes seconds, not minutes. Everything is derived from the row number,
 * so two runs build the same catalog. Works on PGlite and on PostgreSQL.
 */
import { sql } from 'drizzle-orm';
import type { CategoryCode } from '../common/categories.ts';
import { GOVERNORATE_CODES } from '../common/tunisia.ts';
import type { Db } from '../server/db/client.ts';

export interface CatalogSize {
  stores: number;
  products: number;
}

/** Names and descriptions in French, Arabic and English, so the search has words to find. */
const TEMPLATES: [CategoryCode, string, string][] = [
  [
    'food',
    "Huile d'olive vierge extra",
    "Huile d'olive de Sfax pressée à froid, récolte de l'année.",
  ],
  ['food', 'زيت زيتون بكر', 'زيت زيتون من صفاقس معصور على البارد.'],
  ['food', 'Harissa du Cap Bon', 'Hot chilli paste made with sun-dried peppers and garlic.'],
  ['food', 'Dattes Deglet Nour', 'Dates from Tozeur, soft and honeyed. تمور دقلة نور من توزر.'],
  ['food', 'Couscous fait main', 'Couscous roulé à la main, semoule de blé dur. كسكسي عربي.'],
  ['sweets', 'Baklawa aux amandes', 'Pâtisserie feuilletée au miel et aux amandes.'],
  ['sweets', 'مقروض القيروان', 'مقروض بالتمر من القيروان، محضر يوميا.'],
  ['sweets', 'Makroudh box', 'Semolina pastries filled with dates, a Kairouan classic.'],
  ['sweets', 'Kaak warka', 'Biscuits à la pâte d’amande et à l’eau de rose. كعك ورقة.'],
  ['clothing', 'Jebba en lin', 'Traditional linen jebba, embroidered by hand. جبة تقليدية.'],
  ['clothing', 'Chéchia rouge', 'La chéchia de Tunis, laine feutrée teinte en rouge.'],
  ['clothing', 'بلوزة مطرزة', 'بلوزة قطن مطرزة باليد على الطريقة التونسية.'],
  ['clothing', 'Linen shirt', 'Loose linen shirt for the summer, made in Monastir.'],
  ['jewellery', 'Bracelet en argent', 'Bracelet berbère en argent ciselé, Djerba.'],
  ['jewellery', 'خمسة فضية', 'قلادة خمسة من الفضة، صناعة يدوية.'],
  ['jewellery', 'Silver khamsa necklace', 'Hand-cut silver hand of Fatma on a fine chain.'],
  ['home', 'Lanterne en cuivre', 'Lanterne ciselée en cuivre, lumière douce. فانوس نحاس.'],
  ['home', 'Cage de Sidi Bou Saïd', 'Blue and white birdcage from Sidi Bou Said, wire and wood.'],
  ['home', 'مرآة خشبية', 'مرآة بإطار من خشب الزيتون.'],
  ['pottery', 'Plat en céramique de Nabeul', 'Plat peint à la main, émail bleu et jaune.'],
  ['pottery', 'فخار سجنان', 'فخار سجنان مصنوع يدويا من طرف نساء الشمال الغربي.'],
  ['pottery', 'Terracotta tajine', 'Clay tajine for slow cooking, glazed inside. طاجين فخار.'],
  ['pottery', 'Tasse en poterie', 'Mug made on the wheel in Guellala, Djerba.'],
  ['textiles', 'Tapis de Kairouan', 'Tapis noué main en laine, motifs traditionnels.'],
  ['textiles', 'مرقوم قفصة', 'مرقوم منسوج يدويا بالصوف من قفصة.'],
  ['textiles', 'Fouta de plage', 'Cotton fouta towel, striped, woven on a hand loom.'],
  ['beauty', 'Savon à l’huile d’olive', 'Savon saponifié à froid, huile d’olive et laurier.'],
  ['beauty', 'ماء الورد', 'ماء ورد طبيعي مقطر من ورد أريانة.'],
  [
    'beauty',
    'Argan and rose oil',
    'Face oil with prickly pear seed and rose. Huile de figue de barbarie.',
  ],
  ['crafts', 'Panier en alfa', 'Panier tressé en alfa de Kasserine. قفة حلفاء.'],
  ['crafts', 'Olive wood spoon set', 'Spoons carved from olive wood, oiled with olive oil.'],
  ['crafts', 'صندوق خشب الزيتون', 'علبة من خشب الزيتون منحوتة باليد.'],
  ['other', 'Carte cadeau', 'Gift card for the store, valid one year. بطاقة هدية.'],
  [
    'other',
    'Coffret découverte',
    'A box of small things from the workshop, different every month.',
  ],
];

/** Adjectives for names, so two products of one template rarely read the same. */
const SUFFIXES = ['artisanal', 'traditionnel', 'تقليدي', 'premium', 'bio', 'handmade', 'du sud'];

/**
 * Fills an empty, migrated database. Store i gets the i-th governorate in turn; product g gets a
 * template, a store, a price and a stock computed from g with cheap multiplicative hashes.
 * About one product in twelve is sold out and one in two has a cover photo (a media row; no
 * stored variants: the browse API only names the URLs).
 */
export async function seedLargeCatalog(db: Db, size: CatalogSize): Promise<void> {
  const templates = sql.join(
    TEMPLATES.map(([category, name, description], index) => {
      return sql`(${index}::int, ${category}::varchar, ${name}::text, ${description}::text)`;
    }),
    sql`, `,
  );
  const governorates = sql.join(
    GOVERNORATE_CODES.map((code, index) => sql`(${index}::int, ${code}::varchar)`),
    sql`, `,
  );
  const suffixes = sql.join(
    SUFFIXES.map((word, index) => sql`(${index}::int, ${word}::text)`),
    sql`, `,
  );
  const templateCount = TEMPLATES.length;
  const suffixCount = SUFFIXES.length;

  await db.execute(sql`
    with governorates(idx, code) as (values ${governorates})
    insert into users (username, email, password_hash, full_name, user_type, setup_completed,
      store_name, store_description, store_phone, store_address, store_governorate, created_at)
    select 'bench_store_' || i, 'bench.store.' || i || '@example.tn', 'not-a-hash',
      'Bench Seller ' || i, 'business', true,
      'Atelier ' || i, 'Produits faits main, fabriqué en Tunisie. صنع في تونس.',
      '+2167' || lpad((i % 10000000)::text, 7, '0'), 'Rue ' || i,
      governorates.code, now() - make_interval(days => i % 700)
    from generate_series(1, ${size.stores}::int) as i
    join governorates on governorates.idx = i % ${GOVERNORATE_CODES.length}::int
  `);

  // Store of product g: the ((g × 7919) mod stores)-th bench store, in id order.
  const storeOf = sql`(((g::bigint * 7919) % ${size.stores}::int)::int)`;
  await db.execute(sql`
    with stores as (
      select id, (row_number() over (order by id))::int - 1 as rn
      from users where username like 'bench\\_store\\_%'
    )
    insert into media (id, owner_id, width, height, stored_bytes, created_at)
    select md5('bench-media-' || g)::uuid, stores.id, 1600, 1200, 180000, now()
    from generate_series(2, ${size.products}::int, 2) as g
    join stores on stores.rn = ${storeOf}
  `);

  await db.execute(sql`
    with stores as (
      select id, (row_number() over (order by id))::int - 1 as rn
      from users where username like 'bench\\_store\\_%'
    ),
    templates(idx, category, name, description) as (values ${templates}),
    suffixes(idx, word) as (values ${suffixes}),
    numbers as (
      select g, ((g::bigint * 2654435761) % 4294967296) as h from generate_series(1, ${size.products}::int) as g
    )
    insert into products (store_id, name, description, price, category, cover_media_id,
      sold_count, status, stock_quantity, featured, created_at, updated_at)
    select stores.id,
      templates.name || ' ' || suffixes.word || ' ' || g,
      templates.description || ' Réf. ' || g || '. Livraison partout en Tunisie. توصيل لكل الولايات.',
      round((1 + (h % 49900) / 100.0)::numeric, 3),
      templates.category,
      case when g % 2 = 0 then md5('bench-media-' || g)::uuid end,
      (h / 7 % 300)::int,
      case when g % 12 = 0 then 'out_of_stock' when h % 40 < 5 then 'low_stock' else 'in_stock' end,
      case when g % 12 = 0 then 0 when h % 40 < 5 then 1 + h % 5 else 6 + h % 60 end,
      g % 997 = 0,
      now() - make_interval(mins => g * 11),
      now() - make_interval(mins => g * 11)
    from numbers
    join stores on stores.rn = ${storeOf}
    join templates on templates.idx = (h % ${templateCount}::int)::int
    join suffixes on suffixes.idx = ((h / ${templateCount}::int) % ${suffixCount}::int)::int
  `);
  // Fresh statistics, as autovacuum would give a while later: the plans are the steady state's.
  await db.execute(sql`analyze users`);
  await db.execute(sql`analyze media`);
  await db.execute(sql`analyze products`);
}
