/**
 * What a guest sees once their message went (issue 15): their private link to read the store's
 * reply and answer, to copy or open, and whether it was also emailed. Anyone with the link reads
 * the conversation, so the words say to keep it to oneself.
 */
import { CheckCircle2, Copy, ExternalLink } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { paths } from '../../../../common/routes.ts';
import { Button } from '../../components/ui/button.tsx';
import { DialogFooter } from '../../components/ui/dialog.tsx';
import { Input } from '../../components/ui/input.tsx';
import { toast } from '../../components/ui/use-toast.ts';

export interface SentLink {
  token: string;
  /** The address the link was emailed to, when the guest gave one. */
  email: string | null;
}

export function GuestConversationSent({ link, onClose }: { link: SentLink; onClose: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const path = paths.marketplace.conversation(link.token);
  const url = `${window.location.origin}${path}`;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: t('guestConversation.sent.copied') });
    } catch {
      // No clipboard here (an http address, a refused permission): the field is selected instead.
      (document.getElementById(id) as HTMLInputElement | null)?.select();
      toast({ title: t('guestConversation.sent.copyByHand') });
    }
  };

  return (
    <div className="grid gap-4" data-testid="guest-conversation-sent">
      <p role="status" className="flex items-start gap-2 font-medium text-success">
        <CheckCircle2 className="mt-0.5 size-5 shrink-0" aria-hidden />
        {t('guestConversation.sent.title')}
      </p>
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
      {link.email && (
        <p className="text-sm text-muted-foreground">
          {t('guestConversation.sent.emailed', { email: link.email })}
        </p>
      )}
      <DialogFooter className="gap-2">
        <Button variant="outline" className="h-11 md:h-10" onClick={() => void copy()}>
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
