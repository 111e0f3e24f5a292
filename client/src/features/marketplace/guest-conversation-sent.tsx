/**
 * What a guest sees once their message went (issue 15): their private link to read the store's
 * reply and answer, to copy or open, and whether it was also emailed. Anyone with the link reads
 * the conversation, so the words say to keep it to oneself. A guest whose phone or email is
 * already a customer of the store gets no link (the conversation is that customer's): the store
 * answers them by email or phone.
 */
import { CheckCircle2, Copy, ExternalLink } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { paths } from '../../../../common/routes.ts';
import { Button } from '../../components/ui/button.tsx';
import { DialogClose, DialogFooter } from '../../components/ui/dialog.tsx';
import { Input } from '../../components/ui/input.tsx';
import { useCopyText } from '../../components/use-copy-text.ts';
import { isolateLtr } from '../../lib/format.ts';
import { GUEST_LINK_DAYS } from './guest-links.ts';

export interface SentLink {
  /** Null when the store already knows this guest: no link, the answer comes by email or phone. */
  token: string | null;
  /** The address the link was emailed to, when the guest gave one. */
  email: string | null;
}

export function GuestConversationSent({ link, onClose }: { link: SentLink; onClose: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const copy = useCopyText();

  // The form (and the Send button that had focus) is gone: keyboard and screen reader users
  // continue from what replaced it.
  useEffect(() => heading.current?.focus(), []);

  const title = (
    <h3
      ref={heading}
      tabIndex={-1}
      className="flex items-start gap-2 font-medium text-success outline-none"
    >
      <CheckCircle2 className="mt-0.5 size-5 shrink-0" aria-hidden />
      {t('guestConversation.sent.title')}
    </h3>
  );

  if (!link.token)
    return (
      <div className="grid gap-4" data-testid="guest-conversation-sent">
        {title}
        <p className="text-sm text-muted-foreground">{t('guestConversation.sent.noLink')}</p>
        <DialogFooter>
          <DialogClose asChild>
            <Button className="h-11 md:h-10">{t('common.close')}</Button>
          </DialogClose>
        </DialogFooter>
      </div>
    );

  const path = paths.marketplace.conversation(link.token);
  const url = `${window.location.origin}${path}`;
  const copyLink = () =>
    copy(url, {
      copied: { title: t('guestConversation.sent.copied') },
      // No clipboard here (an http address, a refused permission): the field is selected instead.
      failed: { title: t('guestConversation.sent.copyByHand') },
      onFailure: () => (document.getElementById(id) as HTMLInputElement | null)?.select(),
    });

  return (
    <div className="grid gap-4" data-testid="guest-conversation-sent">
      {title}
      <p className="text-sm text-muted-foreground">{t('guestConversation.sent.text')}</p>
      <div className="grid gap-2">
        <label htmlFor={id} className="text-sm font-medium">
          {t('guestConversation.sent.linkLabel')}
        </label>
        <Input
          id={id}
          readOnly
          value={url}
          dir="ltr"
          className="font-mono text-xs"
          onFocus={(event) => event.currentTarget.select()}
        />
      </div>
      <p className="text-sm text-muted-foreground">
        {/* The address reads left to right, whole, inside an Arabic sentence. */}
        {link.email && `${t('guestConversation.sent.emailed', { email: isolateLtr(link.email) })} `}
        {t('guestConversation.sent.thisDevice', { days: GUEST_LINK_DAYS })}
      </p>
      <DialogFooter className="gap-2">
        <Button variant="outline" className="h-11 md:h-10" onClick={() => void copyLink()}>
          <Copy aria-hidden />
          {t('guestConversation.sent.copy')}
        </Button>
        <Button asChild className="h-11 md:h-10">
          <Link href={path} onClick={onClose}>
            <ExternalLink aria-hidden />
            {t('guestConversation.sent.open')}
          </Link>
        </Button>
      </DialogFooter>
    </div>
  );
}
