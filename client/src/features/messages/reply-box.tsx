/** The seller's answer to one customer; Enter sends, Shift+Enter starts a new line. */
import { useTranslation } from 'react-i18next';
import { MessageComposer } from '../../components/form/message-composer.tsx';
import { useSubmitAction } from '../../components/form/use-form-submit.ts';
import { isolate } from '../../lib/format.ts';
import { useSendMessage } from './api.ts';

/** Same bound as the shared message schema, so the server never has to refuse a long reply. */
const MAX_REPLY_LENGTH = 5000;

export function ReplyBox({
  customerId,
  customerName,
}: {
  customerId: number;
  customerName: string;
}) {
  const { t } = useTranslation();
  const sendMessage = useSendMessage();
  const send = useSubmitAction({
    action: (content: string) => sendMessage.mutateAsync({ customerId, content }),
    errorTitle: t('messages.sendFailed'),
    successToast: { title: t('messages.sent') },
  });
  return (
    <MessageComposer
      className="p-3"
      label={t('messages.replyLabel', { name: isolate(customerName) })}
      placeholder={t('messages.replyPlaceholder')}
      maxLength={MAX_REPLY_LENGTH}
      send={send}
      pending={sendMessage.isPending}
      sendLabel={t('messages.send')}
      sendingLabel={t('messages.sending')}
      enterSendsHint={t('messages.replyHint')}
    />
  );
}
