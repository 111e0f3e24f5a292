import { Inbox, Truck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeliveryRequest } from '../../../../common/contracts/deliveries.ts';
import type { TransporterProfile } from '../../../../common/contracts/transporters.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useDeliveryRequests, useMoveDeliveryRequest } from './api.ts';
import { DeliveryRequestCard } from './delivery-request-card.tsx';
import { EarningsSummary } from './earnings-summary.tsx';
import { PreviewBoard } from './preview-board.tsx';
import { ProfileRequired } from './profile-required.tsx';
import { VerificationNotice } from './verification-notice.tsx';
import { isVerified } from './verification-status.ts';

function RequestSkeletons() {
  return Array.from({ length: 3 }, (_, i) => (
    <li key={i}>
      <Card className="flex flex-col gap-3 p-6">
        <Skeleton className="h-5 w-32" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-2/3" />
        <Skeleton className="h-10 w-full" />
      </Card>
    </li>
  ));
}

/** Completed deliveries shown before "Show all": the board stays short on a phone. */
const COMPLETED_PREVIEW = 6;

interface RequestListProps {
  title: string;
  requests: DeliveryRequest[] | undefined;
  empty: string;
  viewerId: number;
  /** Show only the first few until asked for all. */
  preview?: number;
}

function RequestList({ title, requests, empty, viewerId, preview }: RequestListProps) {
  const { t } = useTranslation();
  const move = useMoveDeliveryRequest();
  const [showAll, setShowAll] = useState(false);
  const movingId = move.isPending ? move.variables?.id : undefined;
  const shown = requests && preview && !showAll ? requests.slice(0, preview) : requests;
  return (
    <section className="flex flex-col gap-3" aria-label={title}>
      <h2 className="text-lg font-semibold">
        {title}
        {requests && (
          <span className="ms-2 text-sm font-normal text-muted-foreground">
            ({requests.length})
          </span>
        )}
      </h2>
      {requests && requests.length === 0 ? (
        <EmptyState icon={Inbox} title={empty} className="py-6" />
      ) : (
        <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" aria-busy={!requests}>
          {shown ? (
            shown.map((request) => (
              <li key={request.id}>
                <DeliveryRequestCard
                  request={request}
                  viewerId={viewerId}
                  moving={movingId === request.id}
                  onMove={(id, status) => move.mutate({ id, status })}
                />
              </li>
            ))
          ) : (
            <RequestSkeletons />
          )}
        </ul>
      )}
      {requests && shown && shown.length < requests.length && (
        <Button
          variant="outline"
          className="h-11 w-full sm:w-fit md:h-10"
          onClick={() => setShowAll(true)}
        >
          {t('transporter.requests.showAll', { count: requests.length })}
        </Button>
      )}
    </section>
  );
}

interface DeliveryRequestsTabProps {
  profile: TransporterProfile | null;
  viewerId: number;
  onSetUpProfile: () => void;
  /** Opens the verification card on My Profile. */
  onShowVerification: () => void;
}

/**
 * The board: earnings, the requests waiting for a transporter, and the transporter's own. Until an
 * operator has verified the transporter, the preview board instead (the full one answers 403, so
 * it is never asked for).
 */
export function DeliveryRequestsTab({
  profile,
  viewerId,
  onSetUpProfile,
  onShowVerification,
}: DeliveryRequestsTabProps) {
  const { t } = useTranslation();
  const verified = isVerified(profile);
  const requests = useDeliveryRequests(verified);
  if (!profile) return <ProfileRequired onSetUp={onSetUpProfile} />;
  if (!verified) {
    return (
      <div className="flex flex-col gap-6">
        <VerificationNotice profile={profile} onShowVerification={onShowVerification} />
        <PreviewBoard />
      </div>
    );
  }
  const all = requests.data;
  const available = all?.filter((r) => r.status === 'pending');
  const inHand = all?.filter((r) => r.status === 'accepted' || r.status === 'in_progress');
  const completed = all?.filter((r) => r.status !== 'pending' && !inHand?.includes(r));
  return (
    <div className="flex flex-col gap-6">
      <EarningsSummary />
      <RequestList
        title={t('transporter.requests.mine')}
        requests={inHand}
        empty={t('transporter.requests.noneMine')}
        viewerId={viewerId}
      />
      {profile.isAvailable ? (
        <RequestList
          title={t('transporter.requests.available')}
          requests={available}
          empty={t('transporter.requests.noneAvailable')}
          viewerId={viewerId}
        />
      ) : (
        <EmptyState
          icon={Truck}
          title={t('transporter.requests.unavailableTitle')}
          description={t('transporter.requests.unavailableText')}
        />
      )}
      <RequestList
        title={t('transporter.requests.completed')}
        requests={completed}
        empty={t('transporter.requests.noneCompleted')}
        viewerId={viewerId}
        preview={COMPLETED_PREVIEW}
      />
    </div>
  );
}
