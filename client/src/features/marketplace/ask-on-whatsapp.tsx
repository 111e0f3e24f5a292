/**
 * "Ask on WhatsApp" on a product page (issue 15): a chat with the store's WhatsApp number, the
 * product's name and link already written in the buyer's language. Shown only when the store gave
 * a usable number; the store's answer is usually cached already from its page.
 */
import { MessageCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../lib/cn.ts';
import { useSiteOrigin } from '../../lib/site-origin.tsx';
import { productQuestionText, whatsappLink } from '../../lib/whatsapp.ts';
import { useMarketplaceStore } from './api.ts';
import { productPageUrl } from './share-links.ts';

export function AskOnWhatsapp({
  product,
  className,
}: {
  product: { id: number; name: string; storeId: number };
  className?: string;
}) {
  const { t } = useTranslation();
  const store = useMarketplaceStore(product.storeId);
  const origin = useSiteOrigin();
  const href = whatsappLink(
    store.data?.storeWhatsapp,
    productQuestionText(t, { name: product.name, url: productPageUrl(product.id, origin) }),
  );
  if (!href) return null;
  return (
    <Button variant="outline" asChild className={cn('h-11 md:h-10', className)}>
      <a href={href} target="_blank" rel="noopener noreferrer">
        <MessageCircle aria-hidden />
        {t('whatsapp.product.button')}
      </a>
    </Button>
  );
}
