/**
 * Share my store: copy the link, WhatsApp, Facebook, and the phone's own share sheet where the
 * browser has one. Whichever is used ticks "store shared" on the getting-started checklist.
 */
import { Copy, MessageCircle, Share2, Smartphone, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonProps } from '../../components/ui/button.tsx';
import { DeferredMenu, type MenuKit } from '../../components/deferred-menu.tsx';
import { useCopyText } from '../../components/use-copy-text.ts';
import { paths } from '../../../../common/routes.ts';
import { whatsappShareUrl } from '../../lib/whatsapp.ts';
import { useMarkStoreShared } from './checklist-api.ts';

/** The store's public page, on the address the seller is using now. */
export function storeUrlOf(storeId: number): string {
  return `${window.location.origin}${paths.marketplace.store(storeId)}`;
}

function canUseShareSheet(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.share === 'function';
}

function ExternalItem({
  ui,
  href,
  onSelect,
  children,
}: {
  ui: MenuKit;
  href: string;
  onSelect: () => void;
  children: ReactNode;
}) {
  // A real link: a new tab opened by a click is never caught by a pop-up blocker.
  return (
    <ui.DropdownMenuItem asChild onSelect={onSelect}>
      <a href={href} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    </ui.DropdownMenuItem>
  );
}

export function ShareStoreMenu({
  storeId,
  storeName,
  variant = 'outline',
  className,
}: {
  storeId: number;
  storeName: string;
  variant?: ButtonProps['variant'];
  className?: string;
}) {
  const { t } = useTranslation();
  const markShared = useMarkStoreShared();
  const url = storeUrlOf(storeId);
  const message = t('share.message', { name: storeName, url });
  const shared = () => markShared.mutate();

  const copy = useCopyText();
  const copyLink = async () => {
    // No clipboard here (an http address, a refused permission): the toast gives the link to copy.
    const copied = await copy(url, {
      copied: { title: t('share.copied'), description: <bdi dir="ltr">{url}</bdi> },
      failed: { title: t('share.copyByHand'), description: <bdi dir="ltr">{url}</bdi> },
    });
    if (copied) shared();
  };

  const openShareSheet = async () => {
    try {
      await navigator.share({
        title: storeName,
        text: t('share.invite', { name: storeName }),
        url,
      });
      shared();
    } catch {
      // Closing the sheet without choosing rejects too: nothing was shared, nothing to say.
    }
  };

  return (
    <DeferredMenu
      trigger={
        <Button variant={variant} className={className}>
          <Share2 aria-hidden />
          {t('share.button')}
        </Button>
      }
    >
      {(ui) => (
        <ui.DropdownMenuContent align="end" className="w-56">
          <ui.DropdownMenuItem onSelect={() => void copyLink()}>
            <Copy aria-hidden />
            {t('share.copy')}
          </ui.DropdownMenuItem>
          <ExternalItem ui={ui} href={whatsappShareUrl(message)} onSelect={shared}>
            <MessageCircle aria-hidden />
            {t('share.whatsapp')}
          </ExternalItem>
          <ExternalItem
            ui={ui}
            href={`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`}
            onSelect={shared}
          >
            <Users aria-hidden />
            {t('share.facebook')}
          </ExternalItem>
          {canUseShareSheet() && (
            <ui.DropdownMenuItem onSelect={() => void openShareSheet()}>
              <Smartphone aria-hidden />
              {t('share.more')}
            </ui.DropdownMenuItem>
          )}
        </ui.DropdownMenuContent>
      )}
    </DeferredMenu>
  );
}
