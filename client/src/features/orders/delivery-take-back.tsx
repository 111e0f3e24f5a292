/**
 * Taking an accepted request back before the transporter picks the parcel up: release it to the
 * board (another transporter may take it) or withdraw it (no delivery for now). Both ask first:
 * the transporter is told, and may be on their way.
 */
import { Loader2, RotateCcw, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SellerDelivery } from '../../../../common/contracts/deliveries.ts';
import { ConfirmDialog } from '../../components/form/confirm-dialog.tsx';
import { useSubmitAction } from '../../components/form/use-form-submit.ts';
import { Button } from '../../components/ui/button.tsx';
import { useTakeBackDelivery, useWithdrawDelivery } from './delivery-api.ts';
import type { SellerDeliveryActions } from './delivery-actions.ts';

type Move = 'release' | 'withdraw';

interface DeliveryTakeBackProps {
  orderId: number;
  delivery: SellerDelivery;
  actions: Pick<SellerDeliveryActions, 'release' | 'withdraw'>;
}

export function DeliveryTakeBack({ orderId, delivery, actions }: DeliveryTakeBackProps) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState<Move | null>(null);
  const takeBack = useTakeBackDelivery(orderId);
  const withdrawPending = useWithdrawDelivery(orderId);
  const pending = takeBack.isPending || withdrawPending.isPending;
  const accepted = delivery.status === 'accepted';

  const send = useSubmitAction({
    action: (move: Move) =>
      move === 'release'
        ? takeBack.mutateAsync({ id: delivery.id, status: 'pending' })
        : accepted
          ? takeBack.mutateAsync({ id: delivery.id, status: 'cancelled' })
          : withdrawPending.mutateAsync(delivery.id),
    errorTitle: t('delivery.seller.takeBackFailed'),
    successToast: (_result, move) => ({
      title: move === 'release' ? t('delivery.seller.released') : t('delivery.seller.withdrawn'),
    }),
  });
  const run = (move: Move) => void send(move).then(() => setConfirming(null));
  if (!actions.release && !actions.withdraw) return null;

  // A pending request nobody took yet goes without asking, as before issue 14.
  const onWithdraw = () => (accepted ? setConfirming('withdraw') : run('withdraw'));
  const shown = confirming ?? 'release';
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
      {actions.release && (
        <Button
          variant="outline"
          className="h-11 w-full sm:w-fit md:h-10"
          disabled={pending}
          onClick={() => setConfirming('release')}
        >
          <RotateCcw aria-hidden />
          {t('delivery.seller.release')}
        </Button>
      )}
      {actions.withdraw && (
        <Button
          variant="outline"
          className="h-11 w-full border-destructive/40 text-destructive hover:bg-destructive-soft hover:text-destructive sm:w-fit md:h-10"
          disabled={pending}
          onClick={onWithdraw}
        >
          {pending && confirming === null ? (
            <Loader2 className="animate-spin" aria-hidden />
          ) : (
            <X aria-hidden />
          )}
          {t('delivery.seller.withdraw')}
        </Button>
      )}
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={t(`delivery.seller.${shown}Dialog.title`)}
        description={t(`delivery.seller.${shown}Dialog.description`)}
        cancelLabel={t(`delivery.seller.${shown}Dialog.keep`)}
        confirmLabel={t(`delivery.seller.${shown}Dialog.confirm`)}
        pending={pending}
        // Back on the board for another transporter is no loss; withdrawing the request is.
        tone={shown === 'release' ? 'default' : 'destructive'}
        onConfirm={() => run(shown)}
      />
    </div>
  );
}
