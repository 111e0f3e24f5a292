import { Send } from 'lucide-react';
import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { isolate } from '../../lib/format.ts';
import { useSendMessage } from './api.ts';
import { sendErrorText } from './send-error.ts';

/** Same bound as the shared message schema, so the server never has to refuse a long reply. */
const MAX_REPLY_LENGTH = 5000;

/** The seller's answer to one customer; Enter sends, Shift+Enter starts a new line. */
export function ReplyBox({
  customerId,
  customerName,
}: {
  customerId: number;
  customerName: string;
}) {
  const { t } = useTranslation();
  const [content, setContent] = useState('');
  const send = useSendMessage();
  const trimmed = content.trim();
  // SPEC §5: a reply that is empty after trimming cannot be sent.
  const canSend = trimmed.length > 0 && !send.isPending;

  const submit = () => {
    if (!canSend) return;
    send.mutate(
      { customerId, content: trimmed },
      {
        onSuccess: () => {
          setContent('');
          toast({ title: t('messages.sent') });
        },
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: t('messages.sendFailed'),
            description: sendErrorText(t, error),
          }),
      },
    );
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // An IME composing Arabic or accented text uses Enter to pick a word, not to send.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-2 border-t p-3">
      <label htmlFor="message-reply" className="sr-only">
        {t('messages.replyLabel', { name: isolate(customerName) })}
      </label>
      <div className="flex items-end gap-2">
        <Textarea
          id="message-reply"
          value={content}
          onChange={(event) => setContent(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={t('messages.replyPlaceholder')}
          aria-describedby="message-reply-hint"
          maxLength={MAX_REPLY_LENGTH}
          rows={2}
          className="max-h-40 min-h-11 flex-1 resize-none"
        />
        <Button type="submit" className="h-11 shrink-0" disabled={!canSend}>
          {send.isPending ? (
            <Spinner label={t('messages.sending')} iconClassName="size-4" />
          ) : (
            <Send className="rtl:-scale-x-100" aria-hidden />
          )}
          {t('messages.send')}
        </Button>
      </div>
      <p id="message-reply-hint" className="hidden text-xs text-muted-foreground md:block">
        {t('messages.replyHint')}
      </p>
    </form>
  );
}
