/**
 * Requests a store took back after the transporter accepted them (issue 14): released back to the
 * board, or withdrawn. Said once, above the board, until dismissed (POST releases/seen).
 */
import { Info, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { DeliveryRelease } from '../../../../common/contracts/deliveries.ts';
import { Button } from '../../components/ui/button.tsx';
import { isolate } from '../../lib/format.ts';
import { useDismissReleases, useTransporterSummary } from './api.ts';

function Notice({ release }: { release: DeliveryRelease }) {
  const { t } = useTranslation();
  return (
    <li>
      {t(`transporter.board.releases.${release.kind}`, {
        // Isolated: an Arabic store name or a Latin reference keeps its order in the sentence.
        store: isolate(release.storeName ?? t('delivery.card.unknownStore')),
        reference: isolate(release.orderReference),
      })}
    </li>
  );
}

export function ReleaseNotices() {
  const { t } = useTranslation();
  const releases = useTransporterSummary(true).data?.releases ?? [];
  const dismiss = useDismissReleases();
  if (releases.length === 0) return null;
  return (
    <div
      role="status"
      data-testid="release-notices"
      className="flex items-start gap-3 rounded-lg border border-info/40 bg-info-soft p-3 text-sm text-info"
    >
      <Info className="mt-0.5 size-5 shrink-0" aria-hidden />
      <div className="min-w-0 flex-1">
        <p className="font-medium">
          {t('transporter.board.releases.title', { count: releases.length })}
        </p>
        <ul className="mt-1 list-disc ps-4">
          {releases.map((release) => (
            <Notice key={release.id} release={release} />
          ))}
        </ul>
      </div>
      <Button
        variant="ghost"
        size="icon"
        className="-m-1 shrink-0"
        disabled={dismiss.isPending}
        onClick={() => dismiss.mutate()}
        aria-label={t('transporter.board.releases.dismiss')}
      >
        <X aria-hidden />
      </Button>
    </div>
  );
}
