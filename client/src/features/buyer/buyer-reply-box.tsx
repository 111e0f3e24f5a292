import { Send } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { contactSellerSchema } from '../../../../common/schemas/marketplace.ts';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { serverMessageOf } from '../../lib/form-errors.ts';
import { isolate } from '../../lib/format.ts';
import { translateCheckoutMessage } from '../checkout/checkout-messages.ts';
import { useReplyToStore } from './api.ts';

const MAX_LENGTH = 2000;

/** Under a conversation: the buyer writes to that store again; empty after trimming cannot go. */
export function BuyerReplyBox({ storeId, storeName }: { storeId: number; storeName: string }) {
  const { t } = useTranslation();
  const [content, setContent] = useState('');
  const reply = useReplyToStore();
  const id = `buyer-reply-${storeId}`;
  const canSend = content.trim().length > 0 && !reply.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = contactSellerSchema.pick({ content: true }).safeParse({ content });
    if (!parsed.success || reply.isPending) return;
    reply.mutate(
      { storeId, content: parsed.data.content },
      {
        onSuccess: () => {
          setContent('');
          toast({ title: t('buyer.sent') });
        },
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: t('buyer.sendFailed'),
            description: serverMessageOf(t, error, t('common.error'), translateCheckoutMessage),
          }),
      },
    );
  };

  return (
    <form onSubmit={submit} className="mt-3 flex items-end gap-2 border-t pt-3">
      <label htmlFor={id} className="sr-only">
        {t('buyer.replyLabel', { name: isolate(storeName) })}
      </label>
      <Textarea
        id={id}
        dir="auto"
        rows={2}
        maxLength={MAX_LENGTH}
        value={content}
        onChange={(event) => setContent(event.target.value)}
        placeholder={t('buyer.replyPlaceholder')}
        className="max-h-40 min-h-11 flex-1 resize-none"
      />
      <Button type="submit" className="h-11 shrink-0" disabled={!canSend}>
        {reply.isPending ? (
          <Spinner label={t('buyer.sending')} iconClassName="size-4" />
        ) : (
          <Send className="rtl:-scale-x-100" aria-hidden />
        )}
        {t('buyer.send')}
      </Button>
    </form>
  );
}
