/**
 * The packing slip's words in the three languages. The slip is drawn by the server, not by the
 * client, so its few labels live here rather than in client/src/locales.
 */
import type { Language } from '../../../common/constants.ts';

export interface SlipLabels {
  title: string;
  order: string;
  date: string;
  from: string;
  to: string;
  item: string;
  /** Above the line totals. */
  amount: string;
  subtotal: string;
  deliveryFee: string;
  free: string;
  cashToCollect: string;
  alreadyPaid: string;
  note: string;
  track: string;
  currency: string;
  /** The decimal separator of amounts. */
  decimal: string;
  /** BCP 47 tag for the date. */
  locale: string;
}

export const SLIP_LABELS: Record<Language, SlipLabels> = {
  en: {
    title: 'Packing slip',
    order: 'Order',
    date: 'Date',
    from: 'From',
    to: 'Deliver to',
    item: 'Item',
    amount: 'Amount',
    subtotal: 'Subtotal',
    deliveryFee: 'Delivery',
    free: 'Free',
    cashToCollect: 'CASH TO COLLECT',
    alreadyPaid: 'Already paid: collect nothing',
    note: 'Note',
    track: 'Follow this order',
    currency: 'DT',
    decimal: '.',
    locale: 'en-GB',
  },
  fr: {
    title: 'Bon de livraison',
    order: 'Commande',
    date: 'Date',
    from: 'Expéditeur',
    to: 'Destinataire',
    item: 'Article',
    amount: 'Montant',
    subtotal: 'Sous-total',
    deliveryFee: 'Livraison',
    free: 'Gratuite',
    cashToCollect: 'MONTANT À ENCAISSER',
    alreadyPaid: 'Déjà payée : rien à encaisser',
    note: 'Note',
    track: 'Suivre la commande',
    currency: 'DT',
    decimal: ',',
    locale: 'fr-FR',
  },
  ar: {
    title: 'وصل التسليم',
    order: 'الطلب',
    date: 'التاريخ',
    from: 'المرسل',
    to: 'المرسل إليه',
    item: 'المنتج',
    amount: 'المبلغ',
    subtotal: 'المجموع الفرعي',
    deliveryFee: 'التوصيل',
    free: 'مجاني',
    cashToCollect: 'المبلغ الواجب تحصيله',
    alreadyPaid: 'مدفوع مسبقا: لا شيء للتحصيل',
    note: 'ملاحظة',
    track: 'تتبع الطلب',
    currency: 'د.ت',
    decimal: '.',
    locale: 'ar-TN',
  },
};
