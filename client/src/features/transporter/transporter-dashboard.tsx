import { AlertCircle } from 'lucide-react';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import { useSearchParams } from 'wouter';
import { useTransporterProfile } from './api.ts';
import { DeliveryRequestsTab } from './delivery-requests-tab.tsx';
import { TransporterProfileForm } from './profile-form.tsx';
import { TransporterCash } from './transporter-cash.tsx';
import { VERIFICATION_CARD_ID, VerificationCard } from './verification-card.tsx';
import { isVerified } from './verification-status.ts';

const TABS = ['profile', 'requests', 'cash'] as const;
type Tab = (typeof TABS)[number];

/**
 * The open tab, in the URL as ?view= (none: the default), so Back and a reload find it. Choosing
 * another tab drops the board's own query (its tab, filters and page).
 */
function useViewParam(): [Tab | null, (tab: Tab) => void] {
  const [params, setParams] = useSearchParams();
  const view = TABS.find((tab) => tab === params.get('view')) ?? null;
  const setView = useCallback(
    (tab: Tab) =>
      setParams((previous) => {
        const next = new URLSearchParams();
        const language = previous.get('lng');
        if (language) next.set('lng', language);
        next.set('view', tab);
        return next;
      }),
    [setParams],
  );
  return [view, setView];
}

function ProfileFetchFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className="flex flex-col gap-3 rounded-lg border border-destructive/40 bg-destructive-soft p-4 text-destructive sm:flex-row sm:items-center"
    >
      <AlertCircle className="size-5 shrink-0" aria-hidden />
      <p className="flex-1 text-sm">{t('transporter.fetchError')}</p>
      <Button variant="outline" className="h-11 md:h-10" onClick={onRetry}>
        {t('transporter.retry')}
      </Button>
    </div>
  );
}

/** /transporter#verification: the dashboard's link straight to the verification card. */
function linkedToVerification(): boolean {
  return typeof window !== 'undefined' && window.location.hash === `#${VERIFICATION_CARD_ID}`;
}

/**
 * Opens My Profile, brings the verification card into view and moves focus to its title once it
 * is drawn: from the board's notice, from the dashboard's link, after creating the profile.
 */
function useShowVerification(setTab: (tab: Tab) => void) {
  // A ref, not state: the card is looked for after each render until it is there, which needs
  // no render of its own (the profile may still be loading when the tab opens).
  const pending = useRef(linkedToVerification());
  useEffect(() => {
    if (!pending.current) return;
    const card = document.getElementById(VERIFICATION_CARD_ID);
    if (!card) return;
    pending.current = false;
    card.scrollIntoView?.({ block: 'start' });
    document.getElementById(`${VERIFICATION_CARD_ID}-title`)?.focus({ preventScroll: true });
  });
  return useCallback(() => {
    pending.current = true;
    setTab('profile');
  }, [setTab]);
}

/** /transporter for a transporter: My Profile and Delivery Requests (SPEC §2). */
export function TransporterDashboard() {
  const { t } = useTranslation();
  const profile = useTransporterProfile();
  const [view, setTab] = useViewParam();
  const tab = view ?? (linkedToVerification() ? 'profile' : null);
  const showVerification = useShowVerification(setTab);
  const verified = isVerified(profile.data ?? null);
  // Without a profile the first thing to do is make one; with one, the board is what matters.
  // The cash is there once verified: before, nothing can have been collected.
  const current: Tab =
    tab === 'cash' && !verified
      ? 'requests'
      : (tab ?? (profile.data === null ? 'profile' : 'requests'));

  let profileTab;
  let requestsTab;
  if (profile.isPending) {
    const skeleton = (
      <Card className="flex flex-col gap-4 p-6" aria-busy>
        <span className="sr-only" role="status">
          {t('common.loading')}
        </span>
        <Skeleton className="h-6 w-48" />
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-10 w-full" />
      </Card>
    );
    profileTab = skeleton;
    requestsTab = skeleton;
  } else if (profile.isError) {
    profileTab = <ProfileFetchFailed onRetry={() => void profile.refetch()} />;
    requestsTab = profileTab;
  } else {
    const data = profile.data ?? null;
    profileTab = (
      <div className="flex flex-col gap-6">
        {/* Once there is a profile, being verified is what opens the board: it comes first. */}
        {data && <VerificationCard profile={data} />}
        <TransporterProfileForm
          key={data?.id ?? 'new'}
          profile={data}
          onCreated={showVerification}
        />
      </div>
    );
    requestsTab = (
      <DeliveryRequestsTab
        profile={data}
        onSetUpProfile={() => setTab('profile')}
        onShowVerification={showVerification}
      />
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold sm:text-3xl">{t('transporter.title')}</h1>
        <p className="text-muted-foreground">{t('transporter.subtitle')}</p>
      </div>
      <Tabs value={current} onValueChange={(value) => setTab(value as Tab)}>
        <TabsList className="w-full sm:w-fit">
          <TabsTrigger value="profile" className="flex-1 sm:flex-none">
            {t('transporter.tabs.profile')}
          </TabsTrigger>
          <TabsTrigger value="requests" className="flex-1 sm:flex-none">
            {t('transporter.tabs.requests')}
          </TabsTrigger>
          {verified && (
            <TabsTrigger value="cash" className="flex-1 sm:flex-none">
              {t('transporter.tabs.cash')}
            </TabsTrigger>
          )}
        </TabsList>
        <TabsContent value="profile">{profileTab}</TabsContent>
        <TabsContent value="requests">{requestsTab}</TabsContent>
        {verified && (
          <TabsContent value="cash">
            <TransporterCash />
          </TabsContent>
        )}
      </Tabs>
    </div>
  );
}
