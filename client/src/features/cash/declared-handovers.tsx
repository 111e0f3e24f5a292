/**
 * Hand-overs a transporter declared and the seller has not decided on (the overview's
 * pendingHandovers, oldest first, whatever ledger page is shown): confirm the cash is in hand (it
 * leaves the transporter's balance) or dispute it. Confirming asks first: it cannot be undone.
 */
import { Check, HandCoins, Scale } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CashOverview } from '../../../../common/contracts/cash.ts';
import { ConfirmDialog } from '../../components/form/confirm-dialog.tsx';
import { useSubmitAction } from '../../components/form/use-form-submit.ts';
import { Money } from '../../components/formatted.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { formatDateTime, formatMoney, isolate } from '../../lib/format.ts';
import { useConfirmHandover } from './api.ts';
import { DisputeHandoverDialog } from './dispute-handover-dialog.tsx';

type PendingHandover = CashOverview['pendingHandovers'][number];

export function DeclaredHandovers({ entries }: { entries: PendingHandover[] }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const [confirming, setConfirming] = useState<PendingHandover | null>(null);
  const [disputing, setDisputing] = useState<PendingHandover | null>(null);
  const confirm = useConfirmHandover();
  const send = useSubmitAction({
    action: (id: number) => confirm.mutateAsync(id),
    errorTitle: t('sellerCash.confirm.failed'),
    successToast: { title: t('sellerCash.confirm.done') },
  });
  if (entries.length === 0) return null;

  const describe = (entry: PendingHandover) =>
    t('sellerCash.handoverOf', {
      name: isolate(entry.counterpart.name ?? t('sellerCash.unknownTransporter')),
      amount: isolate(formatMoney(entry.amount, language)),
    });

  return (
    <Card className="border-warning/40">
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          <HandCoins className="size-5 text-warning" aria-hidden />
          {t('sellerCash.declaredTitle')}
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col divide-y">
          {entries.map((entry) => (
            <li
              key={entry.id}
              className="flex flex-col gap-3 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="flex flex-col gap-0.5 text-sm">
                <bdi dir="auto" className="font-medium">
                  {entry.counterpart.name ?? t('sellerCash.unknownTransporter')}
                </bdi>
                <span className="text-muted-foreground">
                  <time dateTime={entry.declaredAt}>
                    {formatDateTime(entry.declaredAt, language)}
                  </time>
                </span>
              </div>
              <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
                <Money amount={entry.amount} className="text-lg font-semibold" />
                <Button
                  className="h-11 md:h-10"
                  disabled={confirm.isPending}
                  onClick={() => setConfirming(entry)}
                >
                  <Check aria-hidden />
                  {t('sellerCash.confirm.button')}
                </Button>
                <Button
                  variant="outline"
                  className="h-11 md:h-10"
                  onClick={() => setDisputing(entry)}
                >
                  <Scale aria-hidden />
                  {t('sellerCash.dispute.button')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      </CardContent>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={t('sellerCash.confirm.title')}
        description={confirming ? `${describe(confirming)} ${t('sellerCash.confirm.text')}` : ''}
        cancelLabel={t('sellerCash.confirm.keep')}
        confirmLabel={t('sellerCash.confirm.button')}
        pending={confirm.isPending}
        tone="default"
        onConfirm={() => {
          if (confirming) void send(confirming.id).then(() => setConfirming(null));
        }}
      />
      <DisputeHandoverDialog
        handoverId={disputing?.id ?? null}
        description={disputing ? describe(disputing) : ''}
        onClose={() => setDisputing(null)}
      />
    </Card>
  );
}
