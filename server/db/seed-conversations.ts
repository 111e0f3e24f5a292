/**
 * Demo conversations between stores and their customers, in French, Arabic and Tunisian derja
 * written in Latin script, as buyers really write.
 *
 * Statuses follow from the shape of each thread: a customer message the store answered is
 * 'replied'; the store's own messages are 'read'; the customer messages after the last answer take
 * the thread's `waiting` status (unread = new, awaiting = opened but not answered, read = nothing to
 * answer). A thread that ends with the store's answer has no `waiting`.
 */

import type { messages } from './schema.ts';

export type Line = readonly ['in' | 'out', string];

export interface ConversationScript {
  /** Index into the store's customers; index 0 is the demo buyer in the stores where he is a customer. */
  customer: number;
  /** Age of the thread's last message, in hours. */
  hoursAgo: number;
  waiting?: 'unread' | 'awaiting' | 'read';
  lines: readonly Line[];
}

export const CONVERSATIONS: Record<string, readonly ConversationScript[]> = {
  zitouna: [
    {
      customer: 0,
      hoursAgo: 0.2,
      waiting: 'unread',
      lines: [
        ['in', 'Salam, el prix mta3 el zit 9adeh? N7eb bidon 5L.'],
        ['out', 'Aslema Youssef ! Le bidon Chemlali 5L est à 105 DT, livré à Tunis en 48 h.'],
        ['in', 'Behi barcha. W ken nakhou 2 bidonet, fama remise?'],
      ],
    },
    {
      customer: 1,
      hoursAgo: 2,
      waiting: 'unread',
      lines: [['in', 'السلام عليكم، هل زيت الزيتون البيولوجي متوفر؟ أريد ثلاث قوارير.']],
    },
    {
      customer: 2,
      hoursAgo: 26,
      waiting: 'unread',
      lines: [
        [
          'in',
          'Bonjour, livrez-vous à Bizerte ? Je voudrais le coffret dégustation pour un cadeau.',
        ],
        ['in', "Il me le faudrait avant samedi si c'est possible. Merci !"],
      ],
    },
    {
      customer: 3,
      hoursAgo: 30,
      waiting: 'awaiting',
      lines: [['in', 'Ya3tik essa7a, el 3sal mta3 zaatar mazel famma? Nheb 2 pots.']],
    },
    {
      customer: 4,
      hoursAgo: 74,
      waiting: 'read',
      lines: [
        ['in', "Bonjour, j'ai bien reçu ma commande, l'huile est excellente !"],
        ['out', 'Merci beaucoup, ça nous fait très plaisir. À bientôt chez Dar Zitouna !'],
        ['in', 'Merci à vous, bonne continuation.'],
      ],
    },
    {
      customer: 5,
      hoursAgo: 5 * 24,
      lines: [
        ['in', "Salam, 9adeh yousel el colis l'Sousse?"],
        ['out', 'Aslema ! Entre 24 et 48 h pour Sousse, paiement à la livraison.'],
      ],
    },
    {
      customer: 6,
      hoursAgo: 12 * 24,
      lines: [
        ['in', 'مرحبا، هل تبيعون الزيتون الأسود بالجملة؟'],
        ['out', 'مرحبا بك! نعم، ابتداء من 10 كغ عندنا سعر خاص. اتصل بنا على رقم المحل.'],
      ],
    },
  ],
  fakhar: [
    {
      customer: 0,
      hoursAgo: 20,
      lines: [
        ['in', 'Bonjour, le plat à couscous existe-t-il en vert ?'],
        [
          'out',
          'Bonjour Youssef, oui, en vert et en jaune, même prix. Je vous envoie des photos ?',
        ],
        ['in', 'Oui avec plaisir, merci !'],
        ['out', "C'est envoyé. Bonne journée !"],
      ],
    },
    {
      customer: 1,
      hoursAgo: 3,
      waiting: 'unread',
      lines: [['in', 'Salam, el jarre mta3 Guellala tetba3eth b transporteur? Nkhaf tetkasser.']],
    },
    {
      customer: 2,
      hoursAgo: 50,
      waiting: 'awaiting',
      lines: [['in', 'أريد طقم صحون لعرس أختي، هل تصنعون طلبيات خاصة؟']],
    },
    {
      customer: 3,
      hoursAgo: 8 * 24,
      lines: [
        ['in', 'Bonjour, avez-vous des carreaux Qallaline en plus grande quantité ?'],
        ['out', 'Bonjour, oui, sur commande : comptez dix jours de fabrication.'],
      ],
    },
  ],
  mergoum: [
    {
      customer: 0,
      hoursAgo: 6,
      waiting: 'unread',
      lines: [['in', 'Bonjour, le tapis Zarbia 200×140 est-il en laine teinte à la main ?']],
    },
    {
      customer: 1,
      hoursAgo: 3 * 24,
      lines: [
        ['in', 'Salam, ta3mlou mergoum 3la 9ias? 3andi salon 3 m.'],
        ['out', 'Aslema, ey na3mlou 3la 9ias, 3 à 4 semaines. Ab3athli el couleurs elli t7ebhom.'],
      ],
    },
    {
      customer: 2,
      hoursAgo: 10 * 24,
      waiting: 'read',
      lines: [
        ['in', 'شكرا على الزربية، وصلت في حالة ممتازة.'],
        ['out', 'العفو، نتمناو تعجبك سنين طويلة!'],
        ['in', 'إن شاء الله، بالتوفيق.'],
      ],
    },
    {
      customer: 3,
      hoursAgo: 33,
      waiting: 'awaiting',
      lines: [['in', 'Est-il possible de payer en deux fois pour le tapis Alloucha ?']],
    },
  ],
  djerba: [
    {
      customer: 0,
      hoursAgo: 1,
      waiting: 'unread',
      lines: [['in', 'Aslema, el couffin fama menou akbar? N7eb nesta3mlou lel b7ar.']],
    },
    {
      customer: 1,
      hoursAgo: 4 * 24,
      lines: [
        ['in', 'Bonjour, les foutas sont-elles en 100 % coton ?'],
        ['out', 'Bonjour ! Oui, coton tissé à Djerba, lavable à 40 °C.'],
      ],
    },
    {
      customer: 2,
      hoursAgo: 2 * 24,
      waiting: 'awaiting',
      lines: [['in', 'هل يمكن طلب 20 فوطة لنزل؟ نحتاج فاتورة.']],
    },
    {
      customer: 3,
      hoursAgo: 6 * 24,
      waiting: 'read',
      lines: [['in', 'Colis reçu, merci, tout est parfait !']],
    },
  ],
  chechia: [
    {
      customer: 0,
      hoursAgo: 0.7,
      waiting: 'unread',
      lines: [['in', 'Bonjour, quelle taille de chéchia pour un tour de tête de 58 cm ?']],
    },
    {
      customer: 1,
      hoursAgo: 2 * 24,
      lines: [
        ['in', 'Salam, el jebba tetla3 9adeh el wa9t? 3andi 3ors fi juillet.'],
        ['out', 'Aslema, 3 semaines ta9riban. Ija lel 7anout bech na5dhou el 9yasat.'],
      ],
    },
    {
      customer: 2,
      hoursAgo: 4 * 24,
      waiting: 'awaiting',
      lines: [['in', 'هل عندكم بلغة مقاس 43 باللون الأصفر؟']],
    },
    {
      customer: 3,
      hoursAgo: 9 * 24,
      waiting: 'read',
      lines: [
        ['in', 'Merci pour la chéchia, mon père est ravi.'],
        ['out', 'Avec plaisir, qu’il la porte longtemps !'],
        ['in', 'Merci encore.'],
      ],
    },
  ],
  halwa: [
    {
      customer: 0,
      hoursAgo: 28,
      waiting: 'awaiting',
      lines: [['in', 'Salam, nheb ncommandi 3 kg baklawa lel 3id. Lazem 9adeh 9bal?']],
    },
    {
      customer: 1,
      hoursAgo: 4,
      waiting: 'unread',
      lines: [
        ['in', 'Bonjour, faites-vous des boîtes personnalisées pour un mariage (200 pièces) ?'],
      ],
    },
    {
      customer: 2,
      hoursAgo: 5 * 24,
      lines: [
        ['in', 'مرحبا، هل المقروض بالتمر أو باللوز؟'],
        ['out', 'مرحبا! عندنا الزوز: مقروض بالتمر ومقروض باللوز.'],
      ],
    },
    {
      customer: 3,
      hoursAgo: 11 * 24,
      waiting: 'read',
      lines: [['in', "La boîte est arrivée intacte, bravo pour l'emballage !"]],
    },
  ],
  hammam: [
    {
      customer: 0,
      hoursAgo: 1.5,
      waiting: 'unread',
      lines: [['in', 'Salam, zit el hindi hedha original? 3andkom certificat bio?']],
    },
    {
      customer: 1,
      hoursAgo: 3 * 24,
      lines: [
        ['in', 'Bonjour, le savon au laurier convient-il aux peaux sensibles ?'],
        [
          'out',
          "Bonjour, oui : huile d'olive et laurier, sans parfum ajouté. Idéal pour les peaux sensibles.",
        ],
      ],
    },
    {
      customer: 2,
      hoursAgo: 7 * 24,
      waiting: 'awaiting',
      lines: [['in', 'هل عندكم ماء الزهر من نابل بكمية كبيرة؟']],
    },
    {
      customer: 3,
      hoursAgo: 13 * 24,
      lines: [
        ['in', 'Merci, le coffret hammam était parfait pour ma sœur.'],
        ['out', 'Merci à vous, et bon hammam !'],
      ],
    },
  ],
};

/** Gap between two messages of a thread. */
const MESSAGE_GAP_MS = 47 * 60_000;

/** The rows of one thread, the last message `hoursAgo` before now. */
export function threadMessages(
  thread: ConversationScript,
  { storeId, customerId, now }: { storeId: number; customerId: number; now: Date },
): (typeof messages.$inferInsert)[] {
  const lastAnswer = thread.lines.findLastIndex(([direction]) => direction === 'out');
  const last = now.getTime() - thread.hoursAgo * 3_600_000;
  return thread.lines.map(([direction, content], i) => ({
    storeId,
    customerId,
    direction: direction === 'in' ? 'inbound' : 'outbound',
    content,
    status: direction === 'out' ? 'read' : i < lastAnswer ? 'replied' : (thread.waiting ?? 'read'),
    createdAt: new Date(last - (thread.lines.length - 1 - i) * MESSAGE_GAP_MS),
  }));
}
