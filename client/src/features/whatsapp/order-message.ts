/**
 * A seller's WhatsApp message to a buyer about an order: the seller's template for that moment
 * (or the default in the seller's language) filled with the order's values.
 */
import type { TFunction } from 'i18next';
import type { WhatsappTemplates } from '../../../../common/contracts/whatsapp.ts';
import type { OrderDetail } from '../../../../common/contracts/orders.ts';
import type { WhatsappPlaceholder } from '../../../../common/enums.ts';
import { paths } from '../../../../common/routes.ts';
import { fillTemplate } from '../../../../common/schemas/whatsapp.ts';
import { formatMoney } from '../../lib/format.ts';
import { defaultWhatsappTemplate, type WhatsappTemplateKind } from '../../lib/whatsapp.ts';

export type PlaceholderValues = Record<WhatsappPlaceholder, string>;

/** The buyer's name and phone as the order page shows them (a guest as they typed it). */
export function orderBuyerOf(order: OrderDetail): { name: string; phone: string | null } {
  if (order.guest) return { name: order.guest.name, phone: order.customerPhone };
  const details = order.customerDetails;
  return {
    name: details?.name ?? order.customerName,
    phone: details?.phone ?? order.customerPhone,
  };
}

export function orderPlaceholderValues(
  order: OrderDetail,
  storeName: string,
  language: string,
  origin = window.location.origin,
): PlaceholderValues {
  return {
    name: orderBuyerOf(order).name,
    reference: order.reference,
    store: storeName,
    total: formatMoney(order.totalAmount, language),
    transporter: order.delivery?.transporter?.fullName ?? '',
    // The message goes to the buyer's own phone, so the page can have it filled in already.
    tracking: `${origin}${paths.marketplace.track({
      reference: order.reference,
      phone: orderBuyerOf(order).phone ?? undefined,
    })}`,
  };
}

/** The template the seller wrote for this kind, else the default of the language of `t`. */
export function templateOf(
  t: TFunction,
  templates: WhatsappTemplates | undefined,
  kind: WhatsappTemplateKind,
): string {
  return templates?.[kind] ?? defaultWhatsappTemplate(t, kind);
}

export function orderMessage(
  t: TFunction,
  templates: WhatsappTemplates | undefined,
  kind: WhatsappTemplateKind,
  values: PlaceholderValues,
): string {
  // "On its way with {transporter}" reads wrong with no one named: the default then says it
  // without a name. A seller's own words are filled as written.
  if (kind === 'on_the_way' && !templates?.on_the_way && !values.transporter) {
    return fillTemplate(t('whatsapp.defaults.on_the_way_unnamed'), values);
  }
  return fillTemplate(templateOf(t, templates, kind), values);
}
