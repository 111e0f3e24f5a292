/**
 * The board (issue 14): earnings, notices of requests taken back, then one tab at a time
 * (available, in hand, history) with its count, filtered by pickup and drop governorate, sorted
 * newest or best paid first, a page at a time; all of it in the URL (board-query.ts). Until an
 * operator has verified the transporter, the preview board instead (the full one answers 403, so
 * it is never asked for).
 */
import { AlertTriangle, Inbox, Truck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TransporterProfile } from '../../../../common/contracts/transporters.ts';
import { Pagination } from '../../components/pagination.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Label } from '../../components/ui/label.tsx';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '../../components/ui/select.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import { useDeliveryRequests } from './api.ts';
import { BOARD_SORTS, BOARD_TABS, useBoardQuery, type BoardTab } from './board-query.ts';
import { DeliveryRequestCard } from './delivery-request-card.tsx';
import { EarningsSummary } from './earnings-summary.tsx';
import { sortedGovernorates } from '../../lib/governorates.ts';
import { PreviewBoard } from './preview-board.tsx';
import { ProfileRequired } from './profile-required.tsx';
import { ReleaseNotices } from './release-notices.tsx';
import { VerificationNotice } from './verification-notice.tsx';
import { isVerified } from './verification-status.ts';

/** Radix Select has no empty value: this one stands for "every governorate". */
const ANY = 'any';

function RequestSkeletons() {
  return Array.from({ length: 3 }, (_, i) => (
    <li key={i}>
      <Card className="flex flex-col gap-3 p-4">
        <Skeleton className="h-5 w-40" />
        <Skeleton className="h-12 w-full" />
        <Skeleton className="h-4 w-2/3" />
        <Skeleton className="h-10 w-full" />
      </Card>
    </li>
  ));
}

interface FilterSelectProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  choices: { value: string; label: string }[];
}

function FilterSelect({ id, label, value, onChange, choices }: FilterSelectProps) {
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <Label htmlFor={id} className="text-xs text-muted-foreground">
        {label}
      </Label>
      <Select value={value} onValueChange={onChange}>
        <SelectTrigger id={id} className="h-11 md:h-10">
          <SelectValue />
        </SelectTrigger>
        <SelectContent className="max-h-72">
          {choices.map((choice) => (
            <SelectItem key={choice.value} value={choice.value}>
              {choice.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}

function BoardFilters() {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const { query, update } = useBoardQuery();
  const places = [
    { value: ANY, label: t('transporter.board.anyGovernorate') },
    ...sortedGovernorates(language).map((g) => ({ value: g.code, label: g.name })),
  ];
  const place = (value: string) => (value === ANY ? undefined : value);
  return (
    <div className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:max-w-3xl">
      <FilterSelect
        id="board-pickup"
        label={t('transporter.board.pickup')}
        value={query.pickup ?? ANY}
        onChange={(value) => update({ pickup: place(value) })}
        choices={places}
      />
      <FilterSelect
        id="board-drop"
        label={t('transporter.board.drop')}
        value={query.drop ?? ANY}
        onChange={(value) => update({ drop: place(value) })}
        choices={places}
      />
      <div className="col-span-2 sm:col-span-1">
        <FilterSelect
          id="board-sort"
          label={t('transporter.board.sort')}
          value={query.sort}
          onChange={(value) => update({ sort: BOARD_SORTS.find((sort) => sort === value) })}
          choices={BOARD_SORTS.map((sort) => ({
            value: sort,
            label: t(`transporter.board.sorts.${sort}`),
          }))}
        />
      </div>
    </div>
  );
}

const EMPTY_KEYS: Record<BoardTab, string> = {
  available: 'transporter.requests.noneAvailable',
  mine: 'transporter.board.noneMine',
  history: 'transporter.board.noneHistory',
};

function Board({ available }: { available: boolean }) {
  const { t } = useTranslation();
  const { query, update } = useBoardQuery();
  const board = useDeliveryRequests(query, true);
  const data = board.data;
  const filtered = !!(query.pickup || query.drop);
  let body;
  if (board.isError && !data) {
    body = (
      <EmptyState
        role="alert"
        icon={AlertTriangle}
        title={t('transporter.board.loadError')}
        action={
          <Button variant="outline" className="h-11 md:h-10" onClick={() => void board.refetch()}>
            {t('transporter.retry')}
          </Button>
        }
      />
    );
  } else if (query.tab === 'available' && !available) {
    body = (
      <EmptyState
        icon={Truck}
        title={t('transporter.requests.unavailableTitle')}
        description={t('transporter.requests.unavailableText')}
      />
    );
  } else if (data && data.items.length === 0) {
    body = (
      <EmptyState
        icon={Inbox}
        title={t(EMPTY_KEYS[query.tab])}
        description={filtered ? t('transporter.board.filteredHint') : undefined}
        className="py-6"
      />
    );
  } else {
    body = (
      <ul
        className="grid gap-3 md:grid-cols-2 xl:grid-cols-3"
        aria-busy={!data || board.isPlaceholderData}
      >
        {data ? (
          data.items.map((request) => (
            <li key={request.id} className="min-w-0">
              <DeliveryRequestCard
                request={request}
                // The accepted request is now in hand: follow it there.
                onAccepted={() => update({ tab: 'mine' })}
              />
            </li>
          ))
        ) : (
          <RequestSkeletons />
        )}
      </ul>
    );
  }
  return (
    <section className="flex flex-col gap-3" aria-label={t('transporter.board.title')}>
      <Tabs value={query.tab} onValueChange={(value) => update({ tab: value as BoardTab })}>
        <TabsList className="w-full sm:w-fit">
          {BOARD_TABS.map((tab) => (
            <TabsTrigger
              key={tab}
              value={tab}
              className="flex-1 gap-1 px-1.5 sm:flex-none sm:gap-1.5 sm:px-3"
            >
              {t(`transporter.board.tabs.${tab}`)}
              {/* Foreground on the background it stands out from: legible in both themes. */}
              <span
                className="rounded-full bg-background px-1.5 text-xs text-foreground tabular-nums group-data-[state=active]:bg-muted"
                aria-hidden={data ? undefined : true}
              >
                {data ? data.counts[tab] : '…'}
              </span>
            </TabsTrigger>
          ))}
        </TabsList>
        {/*
          A panel per tab, so every trigger's aria-controls names an element; only the chosen
          one renders: the same filters and list, fetched for that tab.
        */}
        {BOARD_TABS.map((tab) => (
          <TabsContent key={tab} value={tab} className="flex flex-col gap-3">
            {tab === query.tab && (
              <>
                <BoardFilters />
                {body}
                {data && (
                  <Pagination
                    page={query.page}
                    pageSize={data.pageSize}
                    total={data.total}
                    onPageChange={(page) => update({ page })}
                    label={t('transporter.board.pages')}
                  />
                )}
              </>
            )}
          </TabsContent>
        ))}
      </Tabs>
    </section>
  );
}

interface DeliveryRequestsTabProps {
  profile: TransporterProfile | null;
  onSetUpProfile: () => void;
  /** Opens the verification card on My Profile. */
  onShowVerification: () => void;
}

export function DeliveryRequestsTab({
  profile,
  onSetUpProfile,
  onShowVerification,
}: DeliveryRequestsTabProps) {
  if (!profile) return <ProfileRequired onSetUp={onSetUpProfile} />;
  if (!isVerified(profile)) {
    return (
      <div className="flex flex-col gap-6">
        <VerificationNotice profile={profile} onShowVerification={onShowVerification} />
        <PreviewBoard />
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <ReleaseNotices />
      <EarningsSummary />
      <Board available={profile.isAvailable} />
    </div>
  );
}
