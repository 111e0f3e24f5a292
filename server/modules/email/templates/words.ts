/**
 * The emails' words in English, French and Arabic. Order statuses are worded as the client's
 * locales word them (orders.status in client/src/locales/*.json), so an email and the page it
 * links to say the same. French puts a no-break space before ":" and "!".
 */
import type { Language } from '../../../../common/constants.ts';
import type { OrderStatus } from '../../../../common/enums.ts';

interface Words {
  hello(name: string): string;
  unsubscribeText: string;
  unsubscribeLabel: string;
  statusLabel: Record<OrderStatus, string>;
  orderNew: {
    subject(reference: string, storeName: string): string;
    body(customerName: string, reference: string, items: number, total: string): string;
    button: string;
  };
  messageNew: {
    subject(customerName: string): string;
    body(customerName: string, storeName: string): string;
    button: string;
  };
  confirmation: {
    subject(reference: string, storeName: string): string;
    body(storeName: string, reference: string): string;
    subtotal: string;
    deliveryFee: string;
    total: string;
    estimate(min: number, max: number): string;
    code: string;
    codeNote: string;
    button: string;
  };
  status: {
    subject(reference: string, status: string): string;
    line(status: string): string;
    meaning: Record<OrderStatus, (storeName: string) => string>;
    transporter(name: string): string;
    button: string;
  };
  conversationStarted: {
    subject(storeName: string): string;
    body(storeName: string): string;
    keep: string;
    button: string;
  };
  messageReply: {
    subject(storeName: string): string;
    body(storeName: string): string;
    button: string;
  };
  passwordReset: {
    subject: string;
    body(minutes: number): string;
    ignore: string;
    button: string;
  };
}

const en: Words = {
  hello: (name) => `Hello ${name},`,
  unsubscribeText: 'You receive this email because of your activity on Hanout.',
  unsubscribeLabel: 'Stop emails like this one',
  statusLabel: {
    processing: 'Processing',
    shipped: 'Shipped',
    delivered: 'Delivered',
    completed: 'Completed',
    cancelled: 'Cancelled',
    returned: 'Returned',
  },
  orderNew: {
    subject: (reference, storeName) => `New order ${reference} on ${storeName}`,
    body: (customerName, reference, items, total) =>
      `${customerName} placed order ${reference}: ${items} ${items === 1 ? 'item' : 'items'}, ${total} to collect in cash on delivery.`,
    button: 'Open the order',
  },
  messageNew: {
    subject: (customerName) => `New message from ${customerName}`,
    body: (customerName, storeName) => `${customerName} wrote to ${storeName}:`,
    button: 'Read and reply',
  },
  confirmation: {
    subject: (reference, storeName) => `Your order ${reference} at ${storeName}`,
    body: (storeName, reference) =>
      `Thank you! ${storeName} has received your order ${reference}. You pay in cash when it is delivered.`,
    subtotal: 'Subtotal',
    deliveryFee: 'Delivery',
    total: 'Total to pay in cash',
    estimate: (min, max) =>
      min === max
        ? `Estimated delivery: ${min} ${min === 1 ? 'day' : 'days'}.`
        : `Estimated delivery: ${min}–${max} days.`,
    code: 'Your delivery code:',
    codeNote: 'Give it to the transporter only once you have your parcel in hand.',
    button: 'Track my order',
  },
  status: {
    subject: (reference, status) => `Order ${reference}: ${status}`,
    line: (status) => `Status: ${status}`,
    meaning: {
      processing: (store) => `${store} is preparing your order.`,
      shipped: (store) => `Your order has left ${store} and is on its way to you.`,
      delivered: (store) => `Your order has been delivered. Thank you for shopping at ${store}!`,
      completed: (store) => `Your order is complete. Thank you for shopping at ${store}!`,
      cancelled: () => 'Your order has been cancelled. You have nothing to pay.',
      returned: (store) => `Your order could not be delivered and is going back to ${store}.`,
    },
    transporter: (name) => `${name} is bringing it to you.`,
    button: 'Track my order',
  },
  conversationStarted: {
    subject: (storeName) => `Your conversation with ${storeName}`,
    body: (storeName) => `Your message has been sent to ${storeName}.`,
    keep: 'Open this private link to read their reply and answer. Keep it to yourself: anyone who has it can read the conversation.',
    button: 'Open the conversation',
  },
  messageReply: {
    subject: (storeName) => `${storeName} replied to you`,
    body: (storeName) => `${storeName} replied:`,
    button: 'Read and answer',
  },
  passwordReset: {
    subject: 'Choose a new password',
    body: (minutes) =>
      `Someone, hopefully you, asked to reset the password of your Hanout account. This link works once, for ${minutes} minutes.`,
    ignore: 'If you did not ask for it, ignore this email: your password stays as it is.',
    button: 'Choose a new password',
  },
};

const fr: Words = {
  hello: (name) => `Bonjour ${name},`,
  unsubscribeText: 'Vous recevez cet e-mail en raison de votre activité sur Hanout.',
  unsubscribeLabel: 'Ne plus recevoir ce type d’e-mail',
  statusLabel: {
    processing: 'En préparation',
    shipped: 'Expédiée',
    delivered: 'Livrée',
    completed: 'Terminée',
    cancelled: 'Annulée',
    returned: 'Retournée',
  },
  orderNew: {
    subject: (reference, storeName) => `Nouvelle commande ${reference} sur ${storeName}`,
    body: (customerName, reference, items, total) =>
      `${customerName} a passé la commande ${reference}\u00a0: ${items} ${items === 1 ? 'article' : 'articles'}, ${total} à encaisser en espèces à la livraison.`,
    button: 'Voir la commande',
  },
  messageNew: {
    subject: (customerName) => `Nouveau message de ${customerName}`,
    body: (customerName, storeName) => `${customerName} a écrit à ${storeName}\u00a0:`,
    button: 'Lire et répondre',
  },
  confirmation: {
    subject: (reference, storeName) => `Votre commande ${reference} chez ${storeName}`,
    body: (storeName, reference) =>
      `Merci\u00a0! ${storeName} a bien reçu votre commande ${reference}. Vous payez en espèces à la livraison.`,
    subtotal: 'Sous-total',
    deliveryFee: 'Livraison',
    total: 'Total à payer en espèces',
    estimate: (min, max) =>
      min === max
        ? `Livraison estimée\u00a0: ${min} ${min === 1 ? 'jour' : 'jours'}.`
        : `Livraison estimée\u00a0: de ${min} à ${max} jours.`,
    code: 'Votre code de livraison\u00a0:',
    codeNote: 'Ne le donnez au livreur qu’une fois votre colis en main.',
    button: 'Suivre ma commande',
  },
  status: {
    subject: (reference, status) => `Commande ${reference}\u00a0: ${status}`,
    line: (status) => `Statut\u00a0: ${status}`,
    meaning: {
      processing: (store) => `${store} prépare votre commande.`,
      shipped: (store) => `Votre commande a quitté ${store} et elle est en route vers vous.`,
      delivered: (store) =>
        `Votre commande a été livrée. Merci d’avoir acheté chez ${store}\u00a0!`,
      completed: (store) =>
        `Votre commande est terminée. Merci d’avoir acheté chez ${store}\u00a0!`,
      cancelled: () => 'Votre commande a été annulée. Vous n’avez rien à payer.',
      returned: (store) => `Votre commande n’a pas pu être livrée et retourne chez ${store}.`,
    },
    transporter: (name) => `${name} vous l’apporte.`,
    button: 'Suivre ma commande',
  },
  conversationStarted: {
    subject: (storeName) => `Votre conversation avec ${storeName}`,
    body: (storeName) => `Votre message a été envoyé à ${storeName}.`,
    keep: 'Ouvrez ce lien privé pour lire sa réponse et lui répondre. Gardez-le pour vous\u00a0: toute personne qui l’a peut lire la conversation.',
    button: 'Ouvrir la conversation',
  },
  messageReply: {
    subject: (storeName) => `${storeName} vous a répondu`,
    body: (storeName) => `${storeName} a répondu\u00a0:`,
    button: 'Lire et répondre',
  },
  passwordReset: {
    subject: 'Choisissez un nouveau mot de passe',
    body: (minutes) =>
      `Quelqu’un, vous sans doute, a demandé à réinitialiser le mot de passe de votre compte Hanout. Ce lien ne fonctionne qu’une fois, pendant ${minutes} minutes.`,
    ignore:
      'Si vous n’avez rien demandé, ignorez cet e-mail\u00a0: votre mot de passe reste le même.',
    button: 'Choisir un nouveau mot de passe',
  },
};

/** 1 يوم واحد, 2 يومان, 3–10 أيام, 11 and more يومًا. */
function arabicDays(count: number): string {
  if (count === 1) return 'يوم واحد';
  if (count === 2) return 'يومان';
  return `${count} ${count <= 10 ? 'أيام' : 'يومًا'}`;
}

const ar: Words = {
  hello: (name) => `مرحبًا ${name}،`,
  unsubscribeText: 'تصلك هذه الرسالة بسبب نشاطك على Hanout.',
  unsubscribeLabel: 'إيقاف هذا النوع من الرسائل',
  statusLabel: {
    processing: 'قيد التجهيز',
    shipped: 'تم الشحن',
    delivered: 'تم التسليم',
    completed: 'مكتمل',
    cancelled: 'ملغى',
    returned: 'مُرتجع',
  },
  orderNew: {
    subject: (reference, storeName) => `طلب جديد ${reference} في ${storeName}`,
    body: (customerName, reference, items, total) =>
      `قدّم ${customerName} الطلب ${reference}: عدد المنتجات ${items}، والمبلغ ${total} يُحصَّل نقدًا عند التسليم.`,
    button: 'عرض الطلب',
  },
  messageNew: {
    subject: (customerName) => `رسالة جديدة من ${customerName}`,
    body: (customerName, storeName) => `كتب ${customerName} إلى ${storeName}:`,
    button: 'اقرأ وردّ',
  },
  confirmation: {
    subject: (reference, storeName) => `طلبك ${reference} من ${storeName}`,
    body: (storeName, reference) =>
      `شكرًا لك! استلم ${storeName} طلبك ${reference}. تدفع نقدًا عند التسليم.`,
    subtotal: 'المجموع الفرعي',
    deliveryFee: 'التوصيل',
    total: 'المبلغ المطلوب دفعه نقدًا',
    estimate: (min, max) =>
      min === max
        ? `مدة التوصيل المتوقعة: ${arabicDays(min)}.`
        : `مدة التوصيل المتوقعة: من ${min} إلى ${max} ${max <= 10 ? 'أيام' : 'يومًا'}.`,
    code: 'رمز التسليم الخاص بك:',
    codeNote: 'لا تعطه للناقل إلا بعد أن يصبح الطرد بين يديك.',
    button: 'تتبّع طلبي',
  },
  status: {
    subject: (reference, status) => `الطلب ${reference}: ${status}`,
    line: (status) => `الحالة: ${status}`,
    meaning: {
      processing: (store) => `يقوم ${store} بتجهيز طلبك.`,
      shipped: (store) => `غادر طلبك ${store} وهو في الطريق إليك.`,
      delivered: (store) => `تم تسليم طلبك. شكرًا لتسوّقك من ${store}!`,
      completed: (store) => `اكتمل طلبك. شكرًا لتسوّقك من ${store}!`,
      cancelled: () => 'تم إلغاء طلبك. لا شيء عليك دفعه.',
      returned: (store) => `تعذّر تسليم طلبك وهو في طريق العودة إلى ${store}.`,
    },
    transporter: (name) => `يوصله إليك ${name}.`,
    button: 'تتبّع طلبي',
  },
  conversationStarted: {
    subject: (storeName) => `محادثتك مع ${storeName}`,
    body: (storeName) => `أُرسلت رسالتك إلى ${storeName}.`,
    keep: 'افتح هذا الرابط الخاص لقراءة الرد والإجابة عليه. احتفظ به لنفسك: كل من لديه الرابط يمكنه قراءة المحادثة.',
    button: 'فتح المحادثة',
  },
  messageReply: {
    subject: (storeName) => `ردّ عليك ${storeName}`,
    body: (storeName) => `ردّ ${storeName}:`,
    button: 'اقرأ وأجب',
  },
  passwordReset: {
    subject: 'اختر كلمة مرور جديدة',
    body: (minutes) =>
      `طلب أحدهم، ونأمل أن تكون أنت، إعادة تعيين كلمة مرور حسابك على Hanout. يعمل هذا الرابط مرة واحدة فقط، لمدة ${minutes} دقيقة.`,
    ignore: 'إذا لم تطلب ذلك، تجاهل هذه الرسالة: تبقى كلمة مرورك كما هي.',
    button: 'اختيار كلمة مرور جديدة',
  },
};

export const WORDS: Record<Language, Words> = { en, fr, ar };
