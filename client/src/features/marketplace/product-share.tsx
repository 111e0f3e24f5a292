/**
 * Share a product: on a phone the system's share sheet (WhatsApp, Messenger, Instagram… as the
 * buyer has them); elsewhere, or when there is no sheet, a menu with WhatsApp, Facebook and
 * copy link.
 */
import { Copy, MessageCircle, Share2, Smartphone, Users } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu.tsx';
import { useCopyText } from '../../components/use-copy-text.ts';
import { cn } from '../../lib/cn.ts';
import { whatsappShareUrl } from '../../lib/whatsapp.ts';
import { canUseShareSheet, facebookShareUrl, productPageUrl } from './share-links.ts';

/** A phone or a tablet (a finger, not a mouse): where the share sheet is what people expect. */
function prefersShareSheet(): boolean {
  return canUseShareSheet() && window.matchMedia('(pointer: coarse)').matches;
}

function ExternalItem({ href, children }: { href: string; children: ReactNode }) {
  // A real link: a new tab opened by a click is never caught by a pop-up blocker.
  return (
    <DropdownMenuItem asChild>
      <a href={href} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    </DropdownMenuItem>
  );
}

export function ProductShare({
  productId,
  name,
  className,
}: {
  productId: number;
  name: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  // Read when used: the menu's links are made (not shown) while drawing, and a page drawn on the
  // server has no window.location (its menu is closed).
  const pageUrl = () => (typeof window === 'undefined' ? '' : productPageUrl(productId));

  const copy = useCopyText();
  // No clipboard here (an http address, a refused permission): the toast gives the link to copy.
  const copyLink = () => {
    const url = pageUrl();
    return copy(url, {
      copied: { title: t('share.copied'), description: <bdi dir="ltr">{url}</bdi> },
      failed: { title: t('share.copyByHand'), description: <bdi dir="ltr">{url}</bdi> },
    });
  };

  const openShareSheet = async () => {
    try {
      await navigator.share({
        title: name,
        text: t('share.productInvite', { name }),
        url: pageUrl(),
      });
    } catch (error) {
      // Closing the sheet rejects with AbortError: nothing to say. Anything else (no permission):
      // the menu still offers the links.
      if (!(error instanceof DOMException && error.name === 'AbortError')) setOpen(true);
    }
  };

  return (
    <DropdownMenu open={open} onOpenChange={setOpen}>
      <DropdownMenuTrigger asChild>
        <Button
          variant="outline"
          className={cn('h-11 md:h-10', className)}
          onPointerDown={(event) => {
            // On a phone the sheet opens on click (a tap grants the permission), not the menu.
            if (prefersShareSheet()) event.preventDefault();
          }}
          onClick={() => {
            if (prefersShareSheet()) void openShareSheet();
          }}
        >
          <Share2 aria-hidden />
          {t('share.product')}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-56">
        <ExternalItem href={whatsappShareUrl(t('share.productMessage', { name, url: pageUrl() }))}>
          <MessageCircle aria-hidden />
          {t('share.whatsapp')}
        </ExternalItem>
        <ExternalItem href={facebookShareUrl(pageUrl())}>
          <Users aria-hidden />
          {t('share.facebook')}
        </ExternalItem>
        <DropdownMenuItem onSelect={() => void copyLink()}>
          <Copy aria-hidden />
          {t('share.copy')}
        </DropdownMenuItem>
        {canUseShareSheet() && (
          <DropdownMenuItem onSelect={() => void openShareSheet()}>
            <Smartphone aria-hidden />
            {t('share.more')}
          </DropdownMenuItem>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
