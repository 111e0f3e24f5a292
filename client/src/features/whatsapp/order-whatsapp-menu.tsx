/**
 * "WhatsApp the buyer" on the seller's order page (issue 15): one prefilled chat per moment of the
 * order (confirmed, shipped, on its way, delivered), from the seller's templates. Nothing is sent
 * from Hanout: WhatsApp opens with the text written and the seller presses Send.
 */
import { ChevronDown, MessageCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { OrderDetail } from '../../../../common/contracts/orders.ts';
import { WHATSAPP_TEMPLATE_KINDS } from '../../../../common/enums.ts';
import { Button } from '../../components/ui/button.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu.tsx';
import { whatsappLink, whatsappNumber } from '../../lib/whatsapp.ts';
import { useCurrentUser } from '../auth/index.ts';
import { useWhatsappTemplates } from './api.ts';
import { orderBuyerOf, orderMessage, orderPlaceholderValues } from './order-message.ts';

export function OrderWhatsappMenu({ order }: { order: OrderDetail }) {
  const { t, i18n } = useTranslation();
  const { user } = useCurrentUser();
  const buyer = orderBuyerOf(order);
  const usable = whatsappNumber(buyer.phone) !== null;
  // Asked only when there is someone to write to; until it answers the defaults stand in.
  const templates = useWhatsappTemplates(usable);
  if (!usable) return null;
  const values = orderPlaceholderValues(
    order,
    user?.storeName ?? '',
    i18n.resolvedLanguage ?? i18n.language,
  );
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" className="h-11 w-full sm:w-auto md:h-10">
          <MessageCircle aria-hidden />
          {t('whatsapp.order.button')}
          <ChevronDown className="opacity-60" aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="min-w-56">
        <DropdownMenuLabel>{t('whatsapp.order.label')}</DropdownMenuLabel>
        {WHATSAPP_TEMPLATE_KINDS.map((kind) => {
          const href = whatsappLink(buyer.phone, orderMessage(t, templates.data, kind, values));
          return (
            href && (
              <DropdownMenuItem key={kind} asChild>
                {/* A real link: a new tab opened by a click is never caught by a pop-up blocker. */}
                <a href={href} target="_blank" rel="noopener noreferrer">
                  {t(`whatsapp.kinds.${kind}`)}
                </a>
              </DropdownMenuItem>
            )
          );
        })}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
