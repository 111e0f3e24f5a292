/** Under a conversation: the buyer writes to that store again. */
import { useTranslation } from 'react-i18next';
import { MessageComposer } from '../../components/form/message-composer.tsx';
import { useSubmitAction } from '../../components/form/use-form-submit.ts';
import { isolate } from '../../lib/format.ts';
import { useReplyToStore } from './api.ts';

/** The bound of the contact-seller schema's content. */
const MAX_LENGTH = 2000;

export function BuyerReplyBox({ storeId, storeName }: { storeId: number; storeName: string }) {
  const { t } = useTranslation();
  const reply = useReplyToStore();
  const send = useSubmitAction({
    action: (content: string) => reply.mutateAsync({ storeId, content }),
    errorTitle: t('buyer.sendFailed'),
    successToast: { title: t('buyer.sent') },
  });
  return (
    <MessageComposer
      className="mt-3 pt-3"
      label={t('buyer.replyLabel', { name: isolate(storeName) })}
      placeholder={t('buyer.replyPlaceholder')}
      maxLength={MAX_LENGTH}
      send={send}
      pending={reply.isPending}
      sendLabel={t('buyer.send')}
      sendingLabel={t('buyer.sending')}
    />
  );
}
