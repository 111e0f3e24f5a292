/**
 * What the operators find waiting in the demo (issue 13): a transporter who sent their documents
 * and waits for verification (inserted with the other transporters in seed.ts), a few open
 * reports from the demo buyers, and unread messages from the /contact form, in French and Arabic
 * as Tunisian visitors write them.
 */
import type { ReportReason } from '../../common/enums.ts';
import type { ContactTopic } from '../../common/schemas/contact.ts';
import type { Db } from './client.ts';
import { contactMessages, reports } from './schema.ts';
import type { TransporterSeed } from './seed-people.ts';

/** Registered recently, profile filled in; pending (with both documents when photos are seeded). */
export const PENDING_TRANSPORTER: TransporterSeed & { birthDate: string; idNumber: string } = {
  username: 'nour_jebali',
  email: 'nour.jebali@gmail.com',
  fullName: 'Nour Jebali',
  birthDate: '14/07/1996',
  idNumber: '09 87 65 43',
  profile: {
    vehicleType: 'Fourgon',
    vehicleModel: 'Renault Kangoo',
    vehicleYear: '2017',
    licensePlate: '221 TU 3364',
    capacity: '500 kg, environ 3 m³',
    baseRate: 6,
    ratePerKm: 0.5,
    areasServed: ['TN-61', 'TN-72', 'TN-81'],
    phoneNumber: '+21692547318',
    isAvailable: true,
    notes: 'Disponible en semaine, Sfax et le Sud.',
  },
};

export interface ReportSeed {
  /** the reporter (a demo buyer's username) */
  reporter: string;
  /** a product slug of seed-catalog.json, or a store key for a report on the whole store */
  product?: string;
  store?: string;
  reason: ReportReason;
  details: string | null;
  hoursAgo: number;
}

/** Open reports: each names a product slug or a store key of seed-catalog.json. */
export const REPORTS: ReportSeed[] = [
  {
    reporter: 'demo_buyer',
    product: 'jarre-guellala',
    reason: 'wrong_info',
    details:
      'La jarre reçue fait à peine 30 cm alors que la fiche annonce 50 cm, et la couleur n’est pas la même que sur la photo.',
    hoursAgo: 30,
  },
  {
    reporter: 'sarra_khelifi',
    product: 'eau-de-rose-ariana-250ml',
    reason: 'counterfeit',
    details:
      'هذا ليس ماء ورد أريانة الأصلي: الرائحة اصطناعية والقارورة مختلفة عن التي اشتريتها من قبل.',
    hoursAgo: 9,
  },
  {
    reporter: 'demo_buyer',
    store: 'chechia',
    reason: 'other',
    details:
      'La boutique ne répond ni au téléphone ni aux messages depuis deux semaines, commande payée à la livraison jamais expédiée.',
    hoursAgo: 3,
  },
];

export interface ContactSeed {
  name: string;
  email: string;
  topic: ContactTopic;
  language: 'fr' | 'ar';
  message: string;
  hoursAgo: number;
}

/** Unread messages from the /contact form. */
export const CONTACT_MESSAGES: ContactSeed[] = [
  {
    name: 'Mohamed Ali Bouazizi',
    email: 'medali.bouazizi@gmail.com',
    topic: 'seller',
    language: 'fr',
    message:
      'Bonjour, je fabrique des bijoux en argent à Mahdia et je voudrais ouvrir une boutique sur Hanout. Est-ce que je peux vendre sans matricule fiscale au début ? Merci.',
    hoursAgo: 20,
  },
  {
    name: 'فاطمة الزهراء الحامدي',
    email: 'fatma.hamdi@yahoo.fr',
    topic: 'buyer',
    language: 'ar',
    message:
      'السلام عليكم، طلبت زربية من القيروان منذ عشرة أيام ولم تصلني بعد. كيف يمكنني متابعة الطلب؟ شكرا.',
    hoursAgo: 5,
  },
];

/** What insertModerationQueue needs of the seed so far. */
export interface QueueContext {
  /** the catalog's stores: key, username, products by slug and name */
  stores: { key: string; username: string; products: { slug: string; name: string }[] }[];
  /** the inserted products */
  products: { id: number; storeId: number; name: string }[];
  userId: (username: string) => number;
  /** the date `hoursAgo` hours before the seed's now */
  at: (hoursAgo: number) => Date;
}

/** Inserts REPORTS and CONTACT_MESSAGES; answers how many of each. */
export async function insertModerationQueue(
  tx: Db,
  { stores, products, userId, at }: QueueContext,
): Promise<{ reports: number; contactMessages: number }> {
  const storeOf = new Map(stores.map((s) => [s.key, s.username]));
  const productBySlug = new Map(
    stores.flatMap((s) =>
      s.products.map((p) => {
        const row = products.find((r) => r.name === p.name && r.storeId === userId(s.username));
        return [p.slug, row] as const;
      }),
    ),
  );
  const reportRows = await tx
    .insert(reports)
    .values(
      REPORTS.map((r) => {
        const product = r.product ? productBySlug.get(r.product) : undefined;
        const storeUsername = r.store ? storeOf.get(r.store) : undefined;
        if (r.product && !product) throw new Error(`No demo product ${r.product}`);
        if (!product && !storeUsername) throw new Error('A demo report without a target');
        return {
          targetType: product ? 'product' : 'store',
          productId: product?.id ?? null,
          storeId: product?.storeId ?? userId(storeUsername ?? ''),
          reason: r.reason,
          details: r.details,
          reporterUserId: userId(r.reporter),
          createdAt: at(r.hoursAgo),
        };
      }),
    )
    .returning({ id: reports.id });
  const contactRows = await tx
    .insert(contactMessages)
    .values(CONTACT_MESSAGES.map(({ hoursAgo, ...m }) => ({ ...m, createdAt: at(hoursAgo) })))
    .returning({ id: contactMessages.id });
  return { reports: reportRows.length, contactMessages: contactRows.length };
}
